import { $api } from '../../../api/api-client';

/** The salary new companies take, shown on the superadmin's profile in place of a fee. */
export function platformSalaryQueryOptions() {
  return $api.queryOptions('get', '/api/v1/users/salary');
}
