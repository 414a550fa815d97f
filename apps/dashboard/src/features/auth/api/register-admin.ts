import { useMutation } from '@tanstack/react-query';
import type { RegisterValues } from '../auth.schemas';
import { DEFAULT_ROLE } from '../auth.schemas';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { phoneJsonText } from './phone-body';

/** A company signs itself up; the answer says how long the texted activation code lives. */
export function useRegisterAdmin() {
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/registeradmin'],
    mutationFn: async (values: RegisterValues) =>
      unwrap(
        await apiClient.POST('/api/v1/auth/registeradmin', {
          body: {
            username: values.username,
            email: values.email,
            phone: phoneJsonText({ dialCode: values.dialCode, number: values.phone }),
            role: DEFAULT_ROLE,
            packageType: '',
          },
        }),
      ),
  });
}
