import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useLogout } from '../api/logout';
import { useToastMessages } from '../lib/use-toast-messages';

/**
 * Logout (specification, section 4): the server revokes the refresh cookie, the app forgets the
 * session and its cached data whatever the server says, and /login opens.
 */
export function useSignOut() {
  const logout = useLogout();
  const [, navigate] = useLocation();
  const { showSuccess } = useToastMessages();
  const signOut = useCallback(() => {
    logout.mutate(undefined, {
      onSuccess: showSuccess,
      onSettled: () => navigate('/login', { replace: true }),
    });
  }, [logout, navigate, showSuccess]);
  return { signOut, pending: logout.isPending };
}
