import { useMutation } from '@tanstack/react-query';
import type { PhoneValue } from '../auth-navigation-state';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { phoneJsonText } from './phone-body';

/** Confirms a new company's number with the texted code. */
export function useActivate() {
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/activate'],
    mutationFn: async ({ phone, otp }: { phone: PhoneValue; otp: string }) =>
      unwrap(
        await apiClient.POST('/api/v1/auth/activate', {
          body: { phone: phoneJsonText(phone), otp },
        }),
      ),
  });
}
