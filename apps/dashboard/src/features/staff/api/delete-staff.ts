import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS } from '../../../shared/lists/list-keys';

/** A deleted manager leaves its branch without one; a deleted employee leaves its section's count. */
export const STAFF_DELETE_REFRESHES = [
  LIST_KEYS.managers,
  LIST_KEYS.employees,
  LIST_KEYS.companies,
  LIST_KEYS.branches,
  LIST_KEYS.sections,
  LIST_KEYS.managerOptions,
  // Which branches a manager form offers: those nobody runs.
  LIST_KEYS.employeeFormOptions,
  LIST_KEYS.stats,
];

export async function deleteStaffMember(id: string) {
  return unwrap(await apiClient.DELETE('/api/v1/users/{id}', { params: { path: { id } } }));
}
