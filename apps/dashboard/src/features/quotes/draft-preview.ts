import {
  halalasOf,
  offeredTotals,
  type MoneyTotals,
  type PricedLine,
  type VatTerms,
} from '@taseer/money';
import type { Piece } from '@taseer/api';
import { priceSchema } from './price.schemas';
import type { LineDraft } from './quote-draft';

/**
 * What the customer will see of the offer being written, before it is issued: the draft's lines
 * as `@taseer/money` reads a quote, and its totals under the company's quote terms by the very
 * rule the server applies when it issues the version (`offeredTotals`: each priced line at its
 * first option). A line whose price (its first alternative's) is empty or invalid is left out.
 */

/** A typed price in halalas, exactly, or null while it is empty or not a valid price. */
export function typedHalalas(text: string | undefined): number | null {
  if (text === undefined) return null;
  const result = priceSchema.safeParse(text);
  return result.success ? halalasOf(result.data) : null;
}

/**
 * The draft's lines the totals count: each line with one price or alternatives whose (first)
 * price is valid, at that price and the piece's quantity. Unavailable lines and lines still
 * without a valid price are not among them.
 */
export function draftPricedLines(
  draft: readonly LineDraft[],
  pieces: readonly Pick<Piece, '_id' | 'quantity'>[],
): PricedLine[] {
  const quantities = new Map(pieces.map((piece) => [piece._id, piece.quantity]));
  return draft.flatMap((line): PricedLine[] => {
    if (line.mode === 'unavailable') return [];
    const quantity = quantities.get(line.pieceId);
    const unit = typedHalalas(line.mode === 'price' ? line.price : line.alternatives[0]?.price);
    if (quantity === undefined || unit === null) return [];
    return [{ pieceId: line.pieceId, quantity, state: 'priced', options: [{ unitHalalas: unit }] }];
  });
}

export interface DraftPreview {
  totals: MoneyTotals;
  /** Lines the totals count. */
  pricedCount: number;
  /** Lines to price (all but those marked unavailable). */
  toPriceCount: number;
}

/** The figures the customer will start from if the draft is issued as it stands. */
export function draftPreview(
  draft: readonly LineDraft[],
  pieces: readonly Pick<Piece, '_id' | 'quantity'>[],
  terms: VatTerms,
): DraftPreview {
  const lines = draftPricedLines(draft, pieces);
  return {
    totals: offeredTotals(lines, terms),
    pricedCount: lines.length,
    toPriceCount: draft.filter((line) => line.mode !== 'unavailable').length,
  };
}

const NO_VAT_NOR_DELIVERY = { vatRateBasisPoints: 0, pricesIncludeVat: false, deliveryHalalas: 0 };

/**
 * The typed lines' sum in halalas (first option of each priced line, valid prices only), as a
 * guide while typing when the company's terms cannot be read (see draftPreview).
 */
export function draftSubtotalHalalas(
  draft: readonly LineDraft[],
  pieces: readonly Pick<Piece, '_id' | 'quantity'>[],
): number {
  return offeredTotals(draftPricedLines(draft, pieces), NO_VAT_NOR_DELIVERY).subtotalHalalas;
}
