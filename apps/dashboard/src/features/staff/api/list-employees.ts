import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';

/** One page of employees; the search matches name, e-mail or phone digits. */
export function employeesQueryOptions({ page, limit, search }: ListQueryState) {
  return $api.queryOptions('get', '/api/v1/users/agents', {
    params: { query: { page, limit, search: search || undefined } },
  });
}
