import { Route, Switch } from 'wouter';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './pages/not-found-page';
import { guardScreen } from './routing/guarded-screen';
import { ScreenBoundary } from './routing/screen-boundary';
import type { LazyScreen } from './routing/lazy-screen';
import { usePrefetchOnIntent } from './routing/prefetch-on-intent';
import { SIGNED_IN_SCREENS } from './routing/screens';

/**
 * One key per screen, its first path: moving between two addresses of the same screen (/offers and
 * an offer's /offers/:id, / and /dashboard) keeps the screen mounted with its state and data.
 */
const SCREEN_KEYS = new Map<LazyScreen, string>();
for (const { path, screen } of SIGNED_IN_SCREENS) {
  if (!SCREEN_KEYS.has(screen)) SCREEN_KEYS.set(screen, path);
}

/**
 * Each screen behind the guard, made once per screen (not per path) so that, like its key, it
 * stays the same component between two addresses of one screen.
 */
const GUARDED = new Map(
  [...SCREEN_KEYS].map(([screen, path]) => [screen, guardScreen(path, screen.Screen)]),
);

/**
 * Everything behind sign-in: the layout, and in it the screen of the address. Other screens load
 * when visited, or a moment before: when a link to one is pointed at or focused.
 */
export function SignedInRoutes() {
  usePrefetchOnIntent();
  return (
    <AppShell>
      <ScreenBoundary>
        <Switch>
          {SIGNED_IN_SCREENS.map(({ path, screen }) => (
            <Route key={SCREEN_KEYS.get(screen)} path={path} component={GUARDED.get(screen)} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </ScreenBoundary>
    </AppShell>
  );
}
