/**
 * All money arithmetic, in integer halalas (1 SAR = 100 halalas); nothing else computes money.
 * The server and the customer's page both import this package, so what the page shows before
 * the customer accepts is what the server records.
 *
 * Rounding rule (docs/decisions.md): line totals are exact (unit × quantity); VAT is computed once,
 * on the sum of the lines and the delivery fee, and rounded half up to the halala. With prices
 * entered without VAT, VAT = round(base × rate) and total = base + VAT. With prices entered
 * including VAT, total = base and the VAT it contains = round(base × rate / (1 + rate)).
 * Rates are basis points (1500 = 15 %), so every step is integer arithmetic in BigInt.
 */

export interface VatTerms {
  vatRateBasisPoints: number;
  pricesIncludeVat: boolean;
  deliveryHalalas: number;
}

export interface MoneyTotals {
  subtotalHalalas: number;
  deliveryHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

const BASIS = 10_000n;

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** A SAR amount as the customer or staff wrote it (≤ 2 decimals) in halalas, exactly. */
export function halalasOf(sar: number): number | null {
  if (!Number.isFinite(sar) || sar < 0) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(sar));
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const halalas = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(halalas) ? halalas : null;
}

/** Halalas as the numeric(12,2) text the pieces table keeps. */
export function sarText(halalas: number): string {
  const whole = Math.trunc(halalas / 100);
  const fraction = String(halalas % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * A rate typed as a percent ("15", "5.5", "0.05", at most two decimals) in basis points
 * (1500, 550, 5), exactly: by its figures, never by a float multiply (5.55 × 100 is not 555 in
 * floating point). Null for anything else: a sign, an exponent, a third decimal, over 100 %.
 */
export function basisPointsOfPercent(percent: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints <= Number(BASIS) ? basisPoints : null;
}

/** Basis points as a percent people read ("15", "5.5", "0.05"): no trailing zeros. */
export function percentOfBasisPoints(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

export function lineHalalas(unitHalalas: number, quantity: number): number {
  return unitHalalas * quantity;
}

/** Subtotal of the lines' amounts, delivery, VAT and total under the terms. */
export function totalsOf(lineAmounts: readonly number[], terms: VatTerms): MoneyTotals {
  const subtotal = lineAmounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  const delivery = BigInt(terms.deliveryHalalas);
  const base = subtotal + delivery;
  const rate = BigInt(terms.vatRateBasisPoints);
  const vat = terms.pricesIncludeVat
    ? divideHalfUp(base * rate, BASIS + rate)
    : divideHalfUp(base * rate, BASIS);
  const total = terms.pricesIncludeVat ? base : base + vat;
  return {
    subtotalHalalas: Number(subtotal),
    deliveryHalalas: Number(delivery),
    vatHalalas: Number(vat),
    totalHalalas: Number(total),
  };
}

/** One line of a quote as every side sees it: a quantity and its options' unit prices. */
export interface PricedLine {
  pieceId: string;
  quantity: number;
  state: 'priced' | 'unavailable';
  options: readonly { unitHalalas: number }[];
}

export interface ChosenLine {
  pieceId: string;
  option: number;
}

/**
 * The totals of what the customer chose: the chosen options' line amounts, VAT under the
 * version's terms, and the delivery fee only when at least one part is taken. Choices that name
 * no line or no option count for nothing (the server refuses them before it gets here).
 */
export function chosenTotals(
  lines: readonly PricedLine[],
  chosen: readonly ChosenLine[],
  terms: VatTerms,
): MoneyTotals {
  const byPiece = new Map(lines.map((line) => [line.pieceId, line]));
  const amounts = chosen.flatMap((choice) => {
    const line = byPiece.get(choice.pieceId);
    const option = line?.options[choice.option];
    return line && option ? [lineHalalas(option.unitHalalas, line.quantity)] : [];
  });
  return totalsOf(amounts, {
    ...terms,
    deliveryHalalas: amounts.length > 0 ? terms.deliveryHalalas : 0,
  });
}

/**
 * What a version offers before the customer chooses: each priced line at its first option (the
 * shop's recommendation). Staff see these totals before issuing; the customer starts from them.
 */
export function offeredTotals(lines: readonly PricedLine[], terms: VatTerms): MoneyTotals {
  return totalsOf(
    lines.flatMap((line) => {
      const first = line.options[0];
      return line.state === 'priced' && first
        ? [lineHalalas(first.unitHalalas, line.quantity)]
        : [];
    }),
    terms,
  );
}
