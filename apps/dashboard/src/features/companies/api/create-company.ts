import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS, refreshLists } from '../../../shared/lists/list-keys';
import { COMPANY_ROLE, type AddCompanyValues } from '../company.schemas';

/** A company is a user with role admin, created by the system manager (multipart, with its logo). */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/register', 'company'],
    mutationFn: async (values: AddCompanyValues) =>
      unwrap(
        await apiClient.POST('/api/v1/auth/register', {
          body: {
            username: values.username,
            email: values.email,
            phone: { dialCode: values.dialCode, number: values.phone },
            description: values.description,
            image: values.image,
            role: COMPANY_ROLE,
          },
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: () => refreshLists(client, [LIST_KEYS.companies, LIST_KEYS.stats]),
  });
}
