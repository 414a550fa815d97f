import type { MessageKey } from '../i18n/ar';
import { openablePaths } from '../navigation/sidebar-menu';

/**
 * Which signed-in screens a role may open, from the one table the sidebar is drawn from
 * (navigation/sidebar-menu.ts): a screen the role's menu, the header or its by-address list does not
 * lead to is shown as "this page is not for your account", instead of a screen whose every call
 * the server refuses.
 */

/** The screen a route belongs to, by its first segment: `/offers/:id` is the offers screen. */
export function screenPathOf(routePath: string): string {
  const first = routePath.split('/')[1] ?? '';
  return `/${first}`;
}

export function canOpenScreen(role: unknown, routePath: string): boolean {
  return openablePaths(role).includes(screenPathOf(routePath));
}

/** Each screen's title, which the "not for your account" screen keeps so the user knows where it is. */
export const SCREEN_TITLES: Readonly<Record<string, MessageKey>> = {
  '/': 'page.dashboard.title',
  '/dashboard': 'page.dashboard.title',
  '/company': 'page.companies.title',
  '/branches': 'page.branches.title',
  '/sections': 'page.sections.title',
  '/admin': 'page.managers.title',
  '/employees': 'page.employees.title',
  '/ai': 'page.ai.title',
  '/offers': 'page.offers.title',
  '/orders': 'page.orders.title',
  '/fulfilment': 'page.fulfilment.title',
  '/invoices': 'invoices.title',
  '/stats': 'page.stats.title',
  '/profile': 'page.profile.title',
  '/salary': 'page.salary.title',
  '/settings': 'page.settings.title',
  '/quote-settings': 'page.quoteTerms.title',
  '/payment-settings': 'page.paymentSettings.title',
  '/tax-settings': 'page.taxSettings.title',
  '/connect-bot': 'page.botConnection.title',
  '/whatsapp': 'page.whatsapp.title',
  '/conversations': 'page.conversations.title',
  '/webhooks': 'page.webhooks.title',
  '/audit-log': 'page.auditLog.title',
  '/notifications': 'page.notifications.title',
  '/dev': 'devPhone.title',
};

export function screenTitleKey(routePath: string): MessageKey {
  return SCREEN_TITLES[screenPathOf(routePath)] ?? 'page.dashboard.title';
}
