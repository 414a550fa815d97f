import type { Order } from '@taseer/api';

/**
 * What a queue row offers: claiming a pending order nobody holds, or releasing one the reader
 * holds. Taking an order from a colleague is the price offer's (desk-claim.ts), where the reader
 * sees what they take.
 */
export function claimAction(
  order: Pick<Order, 'status' | 'claim'>,
  userId: string | undefined,
): 'claim' | 'release' | null {
  if (order.status !== 'pending') return null;
  if (order.claim === null) return 'claim';
  return userId !== undefined && order.claim.userId === userId ? 'release' : null;
}
