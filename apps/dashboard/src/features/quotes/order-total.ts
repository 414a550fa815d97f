import type { Piece } from '@taseer/api';

type PricedPiece = Pick<Piece, '_id' | 'price' | 'quantity'>;

/**
 * The order's total in SAR: unit price × quantity over the priced pieces, with prices being typed
 * (by piece id) counted in place of the stored ones. Summed in halalas so 0.1 + 0.2 stays 0.3.
 */
export function orderTotal(
  pieces: readonly PricedPiece[],
  typed: Readonly<Record<string, number | undefined>> = {},
): number {
  let halalas = 0;
  for (const piece of pieces) {
    const price = typed[piece._id] ?? piece.price;
    if (price === null || price === undefined) continue;
    halalas += Math.round(price * 100) * piece.quantity;
  }
  return halalas / 100;
}
