import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { NotAllowedPage } from '../pages/not-allowed-page';
import { userAtom } from '../session/session.atoms';
import { canOpenScreen, screenTitleKey } from './screen-access';

/**
 * The screen of `routePath` for the roles whose menu (or header) leads to it; for any other role,
 * "this page is not for your account" under the screen's title, and none of the screen's calls.
 */
export function ScreenOrNotAllowed({
  role,
  routePath,
  Screen,
  params,
}: {
  role: unknown;
  routePath: string;
  Screen: ComponentType<{ params?: unknown }>;
  params?: unknown;
}) {
  if (!canOpenScreen(role, routePath))
    return <NotAllowedPage titleKey={screenTitleKey(routePath)} />;
  return <Screen params={params} />;
}

/** `Screen` behind the guard, as a route's component (wouter passes it the route's params). */
export function guardScreen(
  routePath: string,
  Screen: ComponentType<{ params?: unknown }>,
): ComponentType<{ params?: unknown }> {
  function GuardedScreen({ params }: { params?: unknown }) {
    const role = useAtomValue(userAtom)?.role;
    return <ScreenOrNotAllowed role={role} routePath={routePath} Screen={Screen} params={params} />;
  }
  GuardedScreen.displayName = `Guarded(${routePath})`;
  return GuardedScreen;
}
