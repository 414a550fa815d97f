import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Route, Switch } from 'wouter';
import { AppShell } from './layout/app-shell';
import { menuForRole, menuPaths } from './layout/sidebar-menu';
import { NotFoundPage } from './pages/not-found-page';
import { ScreenBoundary } from './routing/screen-boundary';
import { SIGNED_IN_SCREENS, prefetchWhenIdle } from './routing/screens';
import { userAtom } from './session/session.atoms';

/** Where a role's menu leads, and its profile: the screens it is likely to open next. */
function likelyPaths(role: string | undefined): string[] {
  return [...menuPaths(menuForRole(role)), '/profile'];
}

/**
 * Fetches the role's other screens while the browser is idle, so moving through the menu does not
 * wait for them. Placed beside the screen inside its Suspense boundary, it mounts only once the
 * first screen is shown and so never competes with it.
 */
function PrefetchLikelyScreens() {
  const role = useAtomValue(userAtom)?.role;
  useEffect(() => prefetchWhenIdle(likelyPaths(role)), [role]);
  return null;
}

/** Everything behind sign-in: the layout, and in it the screen of the address. */
export function SignedInRoutes() {
  return (
    <AppShell>
      <ScreenBoundary>
        <Switch>
          {SIGNED_IN_SCREENS.map(({ path, screen }) => (
            <Route key={path} path={path} component={screen.Screen} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
        <PrefetchLikelyScreens />
      </ScreenBoundary>
    </AppShell>
  );
}
