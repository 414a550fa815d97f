import { lazyScreen, type LazyScreen } from './lazy-screen';

/**
 * The signed-in layout and each screen in it are files of their own in the build, so the sign-in
 * screens load without the layout, charts, lists and settings. The routes' paths are exact, in the
 * order they are matched; the one parameter is an offer's id (`/offers/:id`: the offers list with
 * that offer open, so it can be linked and Back closes it).
 */
export const signedInRoutes = lazyScreen(
  () => import('../signed-in-routes'),
  (m) => m.SignedInRoutes,
);

const home = lazyScreen(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);

const offers = lazyScreen(
  () => import('../features/offers/offers-page'),
  (m) => m.OffersPage,
);

export const SIGNED_IN_SCREENS: readonly { path: string; screen: LazyScreen }[] = [
  { path: '/', screen: home },
  { path: '/dashboard', screen: home },
  {
    path: '/admin',
    screen: lazyScreen(
      () => import('../features/managers/managers-page'),
      (m) => m.ManagersPage,
    ),
  },
  {
    path: '/employees',
    screen: lazyScreen(
      () => import('../features/employees/employees-page'),
      (m) => m.EmployeesPage,
    ),
  },
  {
    path: '/company',
    screen: lazyScreen(
      () => import('../features/companies/companies-page'),
      (m) => m.CompaniesPage,
    ),
  },
  {
    path: '/branches',
    screen: lazyScreen(
      () => import('../features/branches/branches-page'),
      (m) => m.BranchesPage,
    ),
  },
  {
    path: '/sections',
    screen: lazyScreen(
      () => import('../features/sections/sections-page'),
      (m) => m.SectionsPage,
    ),
  },
  {
    path: '/ai',
    screen: lazyScreen(
      () => import('../features/ai/ai-page'),
      (m) => m.AiPage,
    ),
  },
  {
    path: '/settings',
    screen: lazyScreen(
      () => import('../features/chat-settings/chat-settings-page'),
      (m) => m.ChatSettingsPage,
    ),
  },
  {
    path: '/profile',
    screen: lazyScreen(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: '/quote-settings',
    screen: lazyScreen(
      () => import('../features/quote-terms/quote-terms-page'),
      (m) => m.QuoteTermsPage,
    ),
  },
  {
    path: '/webhooks',
    screen: lazyScreen(
      () => import('../features/webhooks/webhooks-page'),
      (m) => m.WebhooksPage,
    ),
  },
  {
    path: '/salary',
    screen: lazyScreen(
      () => import('../features/salary/salary-page'),
      (m) => m.SalaryPage,
    ),
  },
  { path: '/offers', screen: offers },
  { path: '/offers/:id', screen: offers },
  {
    path: '/orders',
    screen: lazyScreen(
      () => import('../features/orders/orders-page'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: '/stats',
    screen: lazyScreen(
      () => import('../features/stats/stats-page'),
      (m) => m.StatsPage,
    ),
  },
  {
    path: '/notifications',
    screen: lazyScreen(
      () => import('../features/notifications/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
];

const byPath = new Map(SIGNED_IN_SCREENS.map(({ path, screen }) => [path, screen]));
/** An offer's address (`/offers/:id`), whose screen is the offers list. */
const OFFER_PATH = /^\/offers\/[^/]+\/?$/;

/** Nothing to wait for: a failed fetch is tried again, and reported, when the screen renders. */
const ignore = () => undefined;

/**
 * Starts fetching the layout and the screen at `path` together, so the screen does not wait for
 * the layout to arrive before its own fetch begins. Cheap to repeat: each file is fetched once.
 */
export function preloadSignedIn(path: string): void {
  signedInRoutes.preload().catch(ignore);
  (byPath.get(path) ?? (OFFER_PATH.test(path) ? offers : undefined))?.preload().catch(ignore);
}

/**
 * Fetches the layout and the screens behind `paths` once the browser has nothing else to do;
 * returns a cancel.
 */
export function prefetchWhenIdle(paths: readonly string[]): () => void {
  const run = () => paths.forEach(preloadSignedIn);
  // Safari has no requestIdleCallback: a short delay after the screen painted does the same job.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}
