import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';

/** The contract's `username` filter takes up to 50 characters. */
export const USERNAME_FILTER_MAX = 50;

/** One page of companies; the search box filters by company name (`username`). */
export function companiesQueryOptions({ page, limit, search }: ListQueryState) {
  const username = search.slice(0, USERNAME_FILTER_MAX) || undefined;
  return $api.queryOptions('get', '/api/v1/users/admins', {
    params: { query: { page, limit, username } },
  });
}
