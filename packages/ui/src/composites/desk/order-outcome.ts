import type { CustomerOrderStatus, CustomerOrderView, CustomerQuoteStatus } from './desk-types';

/**
 * What an earlier order came to, as one badge: a canceled order reads canceled whatever its
 * quote did; otherwise its latest quote's status when it was quoted (accepted, declined,
 * expired…), and the order's own status when it never was (awaiting price, completed).
 */
export type OrderOutcome =
  { kind: 'quote'; status: CustomerQuoteStatus } | { kind: 'order'; status: CustomerOrderStatus };

export function orderOutcome(
  order: Pick<CustomerOrderView, 'status' | 'quoteStatus'>,
): OrderOutcome {
  if (order.status === 'canceled') return { kind: 'order', status: 'canceled' };
  if (order.quoteStatus) return { kind: 'quote', status: order.quoteStatus };
  return { kind: 'order', status: order.status };
}
