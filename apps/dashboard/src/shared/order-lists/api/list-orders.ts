import type { components, OrderStatus, QuoteStatus } from '@taseer/api';
import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../lists/list-query';

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
  /** A work list (late, reached no branch, …); every order when undefined. */
  queue?: components['schemas']['OrderQueue'];
  /** The queue's tab: held by me, held by nobody, or all (undefined). */
  claim?: 'mine' | 'unclaimed' | 'all';
  /** Oldest first, to work the queue from its longest wait; newest first when undefined. */
  sort?: 'newest' | 'oldest';
}

/**
 * One page of orders within the caller's reach (offers and orders screens). Each parameter is
 * named: callers pass their whole list state, whose setters must not reach the address.
 */
export function ordersQueryOptions(filter: OrdersFilter) {
  const {
    page,
    limit,
    search,
    status,
    quoteStatus,
    from,
    to,
    branchId,
    sectionId,
    claim,
    queue,
    sort,
  } = filter;
  return $api.queryOptions('get', '/api/v1/orders/', {
    params: {
      query: {
        page,
        limit,
        search: search || undefined,
        status,
        quoteStatus,
        from,
        to,
        branchId,
        sectionId,
        claim,
        queue,
        sort,
      },
    },
  });
}
