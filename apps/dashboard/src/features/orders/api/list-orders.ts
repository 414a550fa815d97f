import type { OrderStatus, QuoteStatus } from '@taseer/api';
import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';

export interface OrdersFilter extends ListQueryState {
  /** Only orders in this status; all of them when undefined. */
  status?: OrderStatus;
  /** Only orders whose newest quote version is in this status; all of them when undefined. */
  quoteStatus?: QuoteStatus;
}

/** One page of orders within the caller's reach, newest first (offers and orders screens). */
export function ordersQueryOptions({ page, limit, search, status, quoteStatus }: OrdersFilter) {
  return $api.queryOptions('get', '/api/v1/orders/', {
    params: { query: { page, limit, search: search || undefined, status, quoteStatus } },
  });
}
