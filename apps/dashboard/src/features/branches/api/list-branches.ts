import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';

/** One page of branches; the search box matches the branch name or address. */
export function branchesQueryOptions({ page, limit, search }: ListQueryState) {
  return $api.queryOptions('get', '/api/v1/branches/', {
    params: { query: { page, limit, search: search || undefined } },
  });
}
