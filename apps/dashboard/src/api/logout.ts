import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { signOutAtom } from '../session/session.atoms';
import { apiClient } from './api-client';
import { unwrap } from './api-error';

/**
 * Ends the session on the server (revoking the refresh cookie) and forgets it here. The local
 * sign-out happens whatever the server answers: someone pressing Logout must end up signed out.
 */
export function useLogout() {
  const client = useQueryClient();
  const signOut = useSetAtom(signOutAtom);
  return useMutation({
    mutationKey: ['post', '/api/v1/auth/logout'],
    mutationFn: async () => unwrap(await apiClient.POST('/api/v1/auth/logout')),
    onSettled: () => {
      signOut();
      client.clear();
    },
  });
}
