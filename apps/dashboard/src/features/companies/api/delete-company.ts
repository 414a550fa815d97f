import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS } from '../../../shared/lists/list-keys';

/** Deleting a company removes its whole tenant, so every list and count changes. */
export const COMPANY_DELETE_REFRESHES = Object.values(LIST_KEYS);

export async function deleteCompany(id: string) {
  return unwrap(await apiClient.DELETE('/api/v1/users/{id}', { params: { path: { id } } }));
}
