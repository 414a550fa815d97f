import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';

/** One page of managers; the search matches name, e-mail or phone digits. */
export function managersQueryOptions({ page, limit, search }: ListQueryState) {
  return $api.queryOptions('get', '/api/v1/users/managers', {
    params: { query: { page, limit, search: search || undefined } },
  });
}
