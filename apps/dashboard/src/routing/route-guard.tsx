import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { SpinnerOverlay } from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { authLoadingAtom, userAtom } from '../session/session.atoms';
import { decideRedirect } from './decide-redirect';
import { preloadSignedIn } from './signed-in-screen';
import { preloadSignIn } from './sign-in-screens';

/**
 * Applies the access rules to every location change. While the session is being checked, and for
 * the instant before a redirect lands, the full-screen spinner stands in for the screen.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const state: unknown = useHistoryState();
  const user = useAtomValue(userAtom);
  const loading = useAtomValue(authLoadingAtom);
  const { t } = useI18n();
  const target = loading ? null : decideRedirect(location, user, state);
  // Signed in: the layout and this screen start arriving now, alongside the session check,
  // instead of once it is over; signed out, the sign-in screens (fetched once; repeating this
  // costs a lookup).
  if (user) preloadSignedIn(target ?? location);
  else preloadSignIn();

  useEffect(() => {
    // Replace, so Back does not return to a screen that would only redirect again.
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (loading || target) return <SpinnerOverlay size="extraLarge" label={t('common.loading')} />;
  return children;
}
