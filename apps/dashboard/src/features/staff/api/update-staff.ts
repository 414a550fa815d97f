import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS, refreshLists } from '../../../shared/lists/list-keys';
import type { StaffChanges } from '../staff-changes';
import type { StaffRole } from '../staff.schemas';

/** A move changes branch and section counts and who runs a branch, besides the lists. */
export const STAFF_UPDATE_REFRESHES = [
  LIST_KEYS.managers,
  LIST_KEYS.employees,
  LIST_KEYS.branches,
  LIST_KEYS.sections,
  LIST_KEYS.managerOptions,
  // Which branches a manager form offers: those nobody runs.
  LIST_KEYS.employeeFormOptions,
];

/** Sends only the changed fields, with the person's own role, as the contract checks it. */
export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/users/{id}', 'staff'],
    mutationFn: async ({
      id,
      role,
      changes,
    }: {
      id: string;
      role: StaffRole;
      changes: StaffChanges;
    }) =>
      unwrap(
        await apiClient.PUT('/api/v1/users/{id}', {
          params: { path: { id } },
          body: { ...changes, role },
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: () => refreshLists(client, STAFF_UPDATE_REFRESHES),
  });
}
