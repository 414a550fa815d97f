import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData, type PhoneNumber } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS, refreshLists } from '../../../shared/lists/list-keys';
import { COMPANY_ROLE } from '../company.schemas';

/** Only what changed is sent; the role is sent as it is, as the contract checks it. */
export interface CompanyChanges {
  username?: string;
  email?: string;
  phone?: PhoneNumber;
  description?: string;
  defaultEmployeeCost?: string;
  image?: File;
}

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/users/{id}', 'company'],
    mutationFn: async ({ id, changes }: { id: string; changes: CompanyChanges }) =>
      unwrap(
        await apiClient.PUT('/api/v1/users/{id}', {
          params: { path: { id } },
          body: { ...changes, role: COMPANY_ROLE },
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: () => refreshLists(client, [LIST_KEYS.companies]),
  });
}
