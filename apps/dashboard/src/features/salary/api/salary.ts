import type { QueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** The platform's monthly salary per employee, which new companies take. */
export function salaryQueryOptions() {
  return $api.queryOptions('get', '/api/v1/users/salary');
}

export function showSalary(client: QueryClient, salary: number): void {
  client.setQueryData(salaryQueryOptions().queryKey, { salary });
}

export async function updateSalary(salary: number) {
  return unwrap(await apiClient.PUT('/api/v1/users/salary', { body: { salary } }));
}
