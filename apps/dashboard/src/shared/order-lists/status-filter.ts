import type { OrderStatus } from '@taseer/api';
import { ORDER_STATUSES } from '../orders/order-statuses';
import { changeUrlFilter, isFilterValue, readUrlFilter, type UrlFilter } from './url-filter';

export const STATUS_PARAM = 'status';

/** The orders list's status filter: `?status=completed`. */
export const STATUS_FILTER: UrlFilter<OrderStatus> = {
  param: STATUS_PARAM,
  values: ORDER_STATUSES,
};

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return isFilterValue(STATUS_FILTER, value);
}

/** The status the orders list is filtered by, from the address; anything else means all. */
export function readStatusFilter(search: string): OrderStatus | undefined {
  return readUrlFilter(STATUS_FILTER, search);
}

/**
 * The query string with another status filter (undefined for all): the list starts again from
 * page 1, since the old page may not exist under the new filter; other parameters are kept.
 */
export function changeStatusFilter(search: string, status: OrderStatus | undefined): string {
  return changeUrlFilter(STATUS_FILTER, search, status);
}
