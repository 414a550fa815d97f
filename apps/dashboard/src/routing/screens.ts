import { lazyScreen, type LazyScreen } from './lazy-screen';

/**
 * The screen registry: each signed-in screen is a file of its own in the build, so the sign-in
 * screens load without the charts, lists and settings. The routes' paths are exact, in the order
 * they are matched; the one parameter is an offer's id (`/offers/:id`: the offers list with that
 * offer open, so it can be linked and Back closes it); `/invoices/vat` is the invoices screen's
 * VAT tab. The layout around them loads from `signed-in-screen.ts`, which imports this registry
 * and is imported by nothing below it.
 */
const home = lazyScreen(
  () => import('../features/home/home-page'),
  (m) => m.HomePage,
);

const offers = lazyScreen(
  () => import('../features/quotes/offers-page'),
  (m) => m.OffersPage,
);

/** The customers' WhatsApp conversations, one open in the thread (`/conversations/:id`). */
const conversations = lazyScreen(
  () => import('../features/conversations/conversations-page'),
  (m) => m.ConversationsPage,
);

/** The invoices list and, for a company, the VAT summary beside it (`/invoices/vat`). */
const invoices = lazyScreen(
  () => import('../features/invoices/invoices-page'),
  (m) => m.InvoicesPage,
);

export const SIGNED_IN_SCREENS: readonly { path: string; screen: LazyScreen }[] = [
  { path: '/', screen: home },
  { path: '/dashboard', screen: home },
  {
    path: '/admin',
    screen: lazyScreen(
      () => import('../features/staff/managers-page'),
      (m) => m.ManagersPage,
    ),
  },
  {
    path: '/employees',
    screen: lazyScreen(
      () => import('../features/staff/employees-page'),
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
    path: '/payment-settings',
    screen: lazyScreen(
      () => import('../features/payment-settings/payment-settings-page'),
      (m) => m.PaymentSettingsPage,
    ),
  },
  {
    path: '/tax-settings',
    screen: lazyScreen(
      () => import('../features/tax-settings/tax-settings-page'),
      (m) => m.TaxSettingsPage,
    ),
  },
  {
    path: '/connect-bot',
    screen: lazyScreen(
      () => import('../features/bot-connection/bot-connection-page'),
      (m) => m.BotConnectionPage,
    ),
  },
  {
    path: '/whatsapp',
    screen: lazyScreen(
      () => import('../features/whatsapp/whatsapp-page'),
      (m) => m.WhatsappPage,
    ),
  },
  { path: '/conversations', screen: conversations },
  { path: '/conversations/:id', screen: conversations },
  {
    path: '/webhooks',
    screen: lazyScreen(
      () => import('../features/webhooks/webhooks-page'),
      (m) => m.WebhooksPage,
    ),
  },
  {
    path: '/audit-log',
    screen: lazyScreen(
      () => import('../features/audit-log/audit-log-page'),
      (m) => m.AuditLogPage,
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
    path: '/fulfilment',
    screen: lazyScreen(
      () => import('../features/fulfilment/fulfilment-page'),
      (m) => m.FulfilmentPage,
    ),
  },
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
  { path: '/invoices', screen: invoices },
  { path: '/invoices/vat', screen: invoices },
  {
    path: '/notifications',
    screen: lazyScreen(
      () => import('../features/notifications/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    // Development and demos: a customer's WhatsApp on the server's local stand-in.
    path: '/dev/phone',
    screen: lazyScreen(
      () => import('../features/dev-phone/dev-phone-page'),
      (m) => m.DevPhonePage,
    ),
  },
];

const byPath = new Map(SIGNED_IN_SCREENS.map(({ path, screen }) => [path, screen]));
/** An offer's address (`/offers/:id`), whose screen is the offers list. */
const OFFER_PATH = /^\/offers\/[^/]+\/?$/;
/** A conversation's address (`/conversations/:id`), whose screen is the conversations'. */
const CONVERSATION_PATH = /^\/conversations\/[^/]+\/?$/;

/** Nothing to wait for: a failed fetch is tried again, and reported, when the screen renders. */
const ignore = () => undefined;

/** Starts fetching the file of the screen at `path`, if it is one. Cheap to repeat. */
export function preloadScreen(path: string): void {
  const screen =
    byPath.get(path) ??
    (OFFER_PATH.test(path) ? offers : CONVERSATION_PATH.test(path) ? conversations : undefined);
  screen?.preload().catch(ignore);
}
