import { Route, Switch } from 'wouter';
import { ActivatePage } from './features/auth/activate-page';
import { LoginPage } from './features/auth/login-page';
import { RegisterPage } from './features/auth/register-page';
import { VerifyPhonePage } from './features/auth/verify-phone-page';
import { RouteGuard } from './routing/route-guard';
import { PageBoundary } from './routing/screen-boundary';
import { signedInRoutes } from './routing/screens';

/**
 * The sign-in screens are part of the first file the browser loads; everything behind sign-in
 * comes in files of its own (routing/screens.ts), with the full-page spinner until the layout
 * is there and the layout's spinner until the screen is.
 */
export function AppRoutes() {
  return (
    <PageBoundary>
      <RouteGuard>
        <Switch>
          <Route path="/register" component={RegisterPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/activate" component={ActivatePage} />
          <Route path="/verifyPhone" component={VerifyPhonePage} />
          <Route component={signedInRoutes.Screen} />
        </Switch>
      </RouteGuard>
    </PageBoundary>
  );
}
