import { Route, Switch } from 'wouter';
import { ScreenPrefetchProvider } from './navigation/screen-prefetch';
import { RouteGuard } from './routing/route-guard';
import { PageBoundary } from './routing/screen-boundary';
import {
  activateScreen,
  loginScreen,
  registerScreen,
  verifyPhoneScreen,
} from './routing/sign-in-screens';
import { preloadSignedIn, signedInRoutes } from './routing/signed-in-screen';

/**
 * The first file the browser loads holds only what every page needs: the sign-in screens come in
 * a file of their own (routing/sign-in-screens.ts), and everything behind sign-in in files of its
 * own (the layout from routing/signed-in-screen.ts, its screens from the registry
 * routing/screens.ts), with the full-page spinner until the sign-in screens or the layout are
 * there and the layout's spinner until the screen is. Screens below reach the registry's
 * preloader only through ScreenPrefetchProvider, so none imports routing/.
 */
export function AppRoutes() {
  return (
    <PageBoundary>
      <RouteGuard>
        <ScreenPrefetchProvider preload={preloadSignedIn}>
          <Switch>
            <Route path="/register" component={registerScreen.Screen} />
            <Route path="/login" component={loginScreen.Screen} />
            <Route path="/activate" component={activateScreen.Screen} />
            <Route path="/verifyPhone" component={verifyPhoneScreen.Screen} />
            <Route component={signedInRoutes.Screen} />
          </Switch>
        </ScreenPrefetchProvider>
      </RouteGuard>
    </PageBoundary>
  );
}
