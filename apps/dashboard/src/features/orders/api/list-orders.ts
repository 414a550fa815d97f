import type { OrderStatus, QuoteStatus } from '@taseer/api';
import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';

export interface OrdersFilter extends ListQueryState {
  /** Only orders in this status; all of them when undefined. */
  status?: OrderStatus;
  /** Only orders whose newest quote version is in this status; all of them when undefined. */
  quoteStatus?: QuoteStatus;
  /** Days of arrival (Riyadh), `YYYY-MM-DD`, either end open when undefined. */
  from?: string;
  to?: string;
  branchId?: string;
  sectionId?: string;
  /** The queue's tab: held by me, held by nobody, or all (undefined). */
  claim?: 'mine' | 'unclaimed' | 'all';
  /** Oldest first, to work the queue from its longest wait; newest first when undefined. */
  sort?: 'newest' | 'oldest';
}

/** One page of orders within the caller's reach (offers and orders screens). */
export function ordersQueryOptions({ page, limit, search, ...filters }: OrdersFilter) {
  return $api.queryOptions('get', '/api/v1/orders/', {
    params: { query: { page, limit, search: search || undefined, ...filters } },
  });
}
