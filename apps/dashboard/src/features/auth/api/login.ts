import { useMutation } from '@tanstack/react-query';
import type { PhoneValue } from '../auth-navigation-state';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { phoneObject } from './phone-body';

/** Asks the server to text a sign-in code to a registered number. */
export function useLogin() {
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/login'],
    mutationFn: async ({ phone }: { phone: PhoneValue }) =>
      unwrap(await apiClient.POST('/api/v1/auth/login', { body: { phone: phoneObject(phone) } })),
  });
}
