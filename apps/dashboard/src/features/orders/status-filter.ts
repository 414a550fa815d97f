import type { OrderStatus } from '@taseer/api';
import { LIST_QUERY_PARAMS } from '../lists/list-query';
import { ORDER_STATUSES } from './order-statuses';

export const STATUS_PARAM = 'status';

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

/** The status the orders list is filtered by, from the address; anything else means all. */
export function readStatusFilter(search: string): OrderStatus | undefined {
  const value = new URLSearchParams(search).get(STATUS_PARAM);
  return isOrderStatus(value) ? value : undefined;
}

/**
 * The query string with another status filter (undefined for all): the list starts again from
 * page 1, since the old page may not exist under the new filter; other parameters are kept.
 */
export function changeStatusFilter(search: string, status: OrderStatus | undefined): string {
  const params = new URLSearchParams(search);
  if (readStatusFilter(search) === status) return params.toString();
  if (status) params.set(STATUS_PARAM, status);
  else params.delete(STATUS_PARAM);
  params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}
