import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhoneValue } from '../auth-navigation-state';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { invalidateGetMe } from '../../../api/get-me';
import { phoneObject } from './phone-body';

/**
 * Sends a fresh code (an activation code for an unconfirmed number, a sign-in code otherwise).
 * Resending also refreshes the current user's data (specification, section 4).
 */
export function useResendOtp() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/resend-otp'],
    mutationFn: async ({ phone }: { phone: PhoneValue }) =>
      unwrap(
        await apiClient.POST('/api/v1/auth/resend-otp', { body: { phone: phoneObject(phone) } }),
      ),
    onSuccess: () => invalidateGetMe(client),
  });
}
