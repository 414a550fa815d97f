import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData, type PhoneNumber } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS, refreshLists } from '../../../shared/lists/list-keys';
import type { StaffRole } from '../staff.schemas';

export interface NewStaffMember {
  role: StaffRole;
  username: string;
  email: string;
  phone: PhoneNumber;
  branch?: string;
  section?: string;
  image?: File;
}

/**
 * A company adds a manager or an employee, a manager an employee of its branch (multipart, with
 * the picture). A new person changes the staff lists and the counts of companies, branches and
 * sections, and a new manager joins the branch forms' manager options.
 */
export const STAFF_CREATE_REFRESHES = [
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

export function useRegisterStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/register', 'staff'],
    mutationFn: async (member: NewStaffMember) =>
      unwrap(
        await apiClient.POST('/api/v1/auth/register', {
          body: member,
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: () => refreshLists(client, STAFF_CREATE_REFRESHES),
  });
}
