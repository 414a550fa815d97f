import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';
import type { Lane } from '../lanes';

export interface LaneQuery extends ListQueryState {
  lane: Lane;
}

/**
 * One page of a lane: the orders list filtered by its work list (`queue`). It shares the orders
 * lists' cache keys, so whatever refreshes the orders lists (a move from an order's offer, a
 * price, a payment) refreshes the lanes too.
 */
export function laneOrdersQueryOptions({ lane, page, limit, search }: LaneQuery) {
  return $api.queryOptions('get', '/api/v1/orders/', {
    params: { query: { queue: lane, page, limit, search: search || undefined } },
  });
}
