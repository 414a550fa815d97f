import { $api } from '../../../api/api-client';
import { WORK_LIST_LIMIT, WORK_LISTS, type WorkListKey } from '../work-lists';

/**
 * One page of a home work list: the orders list with the list's filters, five rows, longest
 * wait first. It shares the orders lists' cache keys, so whatever refreshes them (a price, a
 * claim, a payment) refreshes the panels too.
 */
export function workListQueryOptions(key: WorkListKey, page = 1) {
  const { claim, status, queue } = WORK_LISTS[key].filter;
  return $api.queryOptions('get', '/api/v1/orders/', {
    params: { query: { claim, status, queue, page, limit: WORK_LIST_LIMIT, sort: 'oldest' } },
  });
}
