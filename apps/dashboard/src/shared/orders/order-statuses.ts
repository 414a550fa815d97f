import type { OrderStatus } from '@taseer/api';

/** The contract's order statuses, in the order a filter offers them. */
export const ORDER_STATUSES = [
  'pending',
  'completed',
  'canceled',
] as const satisfies readonly OrderStatus[];
