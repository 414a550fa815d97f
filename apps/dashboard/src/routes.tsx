import { Route, Switch } from 'wouter';
import { ActivatePage } from './features/auth/activate-page';
import { LoginPage } from './features/auth/login-page';
import { RegisterPage } from './features/auth/register-page';
import { VerifyPhonePage } from './features/auth/verify-phone-page';
import { AiPage } from './features/ai/ai-page';
import { ChatSettingsPage } from './features/chat-settings/chat-settings-page';
import { ProfilePage } from './features/profile/profile-page';
import { SalaryPage } from './features/salary/salary-page';
import { EmployeesPage } from './features/employees/employees-page';
import { ManagersPage } from './features/managers/managers-page';
import { BranchesPage } from './features/branches/branches-page';
import { CompaniesPage } from './features/companies/companies-page';
import { SectionsPage } from './features/sections/sections-page';
import { OffersPage } from './features/offers/offers-page';
import { OrdersPage } from './features/orders/orders-page';
import { HomePage } from './features/home/home-page';
import { StatsPage } from './features/stats/stats-page';
import { NotificationsPage } from './features/notifications/notifications-page';
import type { MessageKey } from './i18n/ar';
import { AppShell } from './layout/app-shell';
import { ComingSoonPage } from './pages/coming-soon-page';
import { NotFoundPage } from './pages/not-found-page';
import { RouteGuard } from './routing/route-guard';

/** Screens of the specification (section 2) that are not built yet, each with its title. */
const COMING_SOON_ROUTES: ReadonlyArray<{ path: string; titleKey: MessageKey }> = [];

export function AppRoutes() {
  return (
    <RouteGuard>
      <Switch>
        <Route path="/register" component={RegisterPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/activate" component={ActivatePage} />
        <Route path="/verifyPhone" component={VerifyPhonePage} />
        <Route>
          <AppShell>
            <Switch>
              <Route path="/" component={HomePage} />
              <Route path="/dashboard" component={HomePage} />
              <Route path="/admin" component={ManagersPage} />
              <Route path="/employees" component={EmployeesPage} />
              <Route path="/company" component={CompaniesPage} />
              <Route path="/branches" component={BranchesPage} />
              <Route path="/sections" component={SectionsPage} />
              <Route path="/ai" component={AiPage} />
              <Route path="/settings" component={ChatSettingsPage} />
              <Route path="/profile" component={ProfilePage} />
              <Route path="/salary" component={SalaryPage} />
              <Route path="/offers" component={OffersPage} />
              <Route path="/orders" component={OrdersPage} />
              <Route path="/stats" component={StatsPage} />
              <Route path="/notifications" component={NotificationsPage} />
              {COMING_SOON_ROUTES.map(({ path, titleKey }) => (
                <Route key={path} path={path}>
                  <ComingSoonPage titleKey={titleKey} />
                </Route>
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </AppShell>
        </Route>
      </Switch>
    </RouteGuard>
  );
}
