import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { PhoneValue } from '../auth-navigation-state';
import { signInAtom } from '../../../session/session.atoms';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { setGetMeData } from '../../../api/get-me';
import { phoneObject } from './phone-body';

/**
 * Checks the sign-in code. On success the user and access token are stored (the refresh token
 * arrives as an httpOnly cookie the app never sees) and the current-user cache is seeded.
 */
export function useVerify() {
  const client = useQueryClient();
  const signIn = useSetAtom(signInAtom);
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/verify'],
    mutationFn: async ({ phone, otp }: { phone: PhoneValue; otp: string }) =>
      unwrap(
        await apiClient.POST('/api/v1/auth/verify', { body: { phone: phoneObject(phone), otp } }),
      ),
    onSuccess: (answer) => {
      signIn({ user: answer.user, accessToken: answer.accessToken });
      setGetMeData(client, answer.user);
    },
  });
}
