import { chosenTotals, lineHalalas, totalsOf } from '@taseer/money';
import type { TaxDocumentLineRow } from '../../db/schema.js';
import type { QuoteRow } from '../quotes/index.js';

export interface SaleLines {
  lines: TaxDocumentLineRow[];
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

const KIND_WORDS = { original: 'أصلي', commercial: 'تجاري', used: 'مستعمل' } as const;
export const DELIVERY_LINE_NAME = 'رسوم التوصيل';

/**
 * The invoice lines of an accepted version: each part the customer took at the option chosen,
 * and delivery as a line of its own. The totals are the ones the customer accepted, computed by
 * @taseer/money (VAT once on the whole, rounded half up): an invoice never re-prices a sale.
 *
 * Prices entered without VAT are the lines' net amounts, and each line's VAT is its own rounding
 * (ZATCA's line VAT, shown per line; the invoice's VAT is the whole's). Prices entered with VAT
 * are what the customer pays per line: the invoice's net total is split over the lines in
 * proportion to those amounts (largest remainder, so the lines add up to the halala), and each
 * line's VAT is its amount less its net.
 */
export function saleLinesOf(quote: QuoteRow): SaleLines {
  if (quote.answer?.decision !== 'accepted')
    throw new Error('only an accepted version is invoiced');
  const terms = {
    vatRateBasisPoints: quote.vatRateBasisPoints,
    pricesIncludeVat: quote.pricesIncludeVat,
    deliveryHalalas: quote.deliveryHalalas,
  };
  const totals = chosenTotals(quote.lines, quote.answer.lines, terms);
  if (totals.totalHalalas !== quote.acceptedTotalHalalas) {
    throw new Error(`the accepted total of quote ${quote.id} does not add up`);
  }
  const byPiece = new Map(quote.lines.map((line) => [line.pieceId, line]));
  const taken = quote.answer.lines.flatMap((choice) => {
    const line = byPiece.get(choice.pieceId);
    const option = line?.options[choice.option];
    if (!line || !option) return [];
    const kind = option.kind ? ` — ${KIND_WORDS[option.kind]}` : '';
    const brand = option.brand ? ` (${option.brand})` : '';
    return [
      {
        name: `${line.nameAr}${kind}${brand}`,
        quantity: line.quantity,
        amount: lineHalalas(option.unitHalalas, line.quantity),
      },
    ];
  });
  if (totals.deliveryHalalas > 0) {
    taken.push({ name: DELIVERY_LINE_NAME, quantity: 1, amount: totals.deliveryHalalas });
  }
  const rate = quote.vatRateBasisPoints;
  const netHalalas = totals.totalHalalas - totals.vatHalalas;
  const nets = quote.pricesIncludeVat
    ? shares(
        netHalalas,
        taken.map((line) => line.amount),
      )
    : taken.map((line) => line.amount);
  const lines = taken.map((line, index): TaxDocumentLineRow => {
    const net = nets[index] ?? 0;
    return {
      name: line.name,
      quantity: line.quantity,
      unitNetHalalas: net / line.quantity,
      netHalalas: net,
      vatRateBasisPoints: rate,
      vatHalalas: quote.pricesIncludeVat
        ? line.amount - net
        : totalsOf([net], { vatRateBasisPoints: rate, pricesIncludeVat: false, deliveryHalalas: 0 })
            .vatHalalas,
    };
  });
  return { lines, netHalalas, vatHalalas: totals.vatHalalas, totalHalalas: totals.totalHalalas };
}

/** `whole` split in proportion to `weights`, in integers that add up to it exactly. */
export function shares(whole: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (BigInt(whole) * BigInt(weight)) / BigInt(sum));
  const remainders = weights.map((weight, index) => ({
    index,
    rest: (BigInt(whole) * BigInt(weight)) % BigInt(sum),
  }));
  let left = BigInt(whole) - exact.reduce((total, part) => total + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    exact[index] = (exact[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return exact.map(Number);
}
