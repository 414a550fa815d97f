import {
  Bell,
  Bot,
  Building2,
  ChartColumn,
  ChartLine,
  ClipboardList,
  CreditCard,
  FileText,
  History,
  House,
  Landmark,
  Layers,
  MessageCircle,
  MessagesSquare,
  PackageCheck,
  ReceiptText,
  ScrollText,
  Settings,
  Store,
  UserCog,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { isRole, type Role } from '@taseer/api';
import type { MessageKey } from '../i18n/ar';

/**
 * The sidebar for each role (specification, section 2) in one table. Entries are named once and
 * composed per role, so a label, path or icon cannot differ between roles by accident.
 */

export interface MenuLink {
  kind: 'link';
  id: string;
  labelKey: MessageKey;
  href: string;
  icon: LucideIcon;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  labelKey: MessageKey;
  icon: LucideIcon;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (id: string, labelKey: MessageKey, href: string, icon: LucideIcon): MenuLink => ({
  kind: 'link',
  id,
  labelKey,
  href,
  icon,
});

const home = link('home', 'nav.home', '/dashboard', House);
const companies = link('companies', 'nav.companies', '/company', Building2);
const branches = link('branches', 'nav.branches', '/branches', Store);
const sections = link('sections', 'nav.sections', '/sections', Layers);
const managers = link('managers', 'nav.managers', '/admin', UserCog);
const employees = link('employees', 'nav.employees', '/employees', Users);
const offers = link('offers', 'nav.offers', '/offers', ReceiptText);
const ai = link('ai', 'nav.ai', '/ai', Bot);
const orders = link('orders', 'nav.orders', '/orders', ClipboardList);
/** Accepted orders to prepare and hand over, by stage (roles with `order.fulfil`). */
const fulfilment = link('fulfilment', 'nav.fulfilment', '/fulfilment', PackageCheck);
const stats = link('stats', 'nav.stats', '/stats', ChartLine);
/** The tax invoices and credit notes issued; for a company, the VAT summary beside them. */
const invoices = link('invoices', 'nav.invoices', '/invoices', ScrollText);
const notifications = link('notifications', 'nav.notifications', '/notifications', Bell);
/** The superadmin's settings are the employees' monthly salary; a manager's are the chat messages. */
const salarySettings = link('settings', 'nav.settings', '/salary', Settings);
const chatSettings = link('settings', 'nav.settings', '/settings', Settings);
/** A company's VAT, validity, delivery fee, terms and chat message of its quotes. */
const quoteTerms = link('quoteTerms', 'nav.quoteTerms', '/quote-settings', FileText);
/** How a company's customers may pay: card through a gateway, on pickup or delivery, transfer. */
const paymentSettings = link(
  'paymentSettings',
  'nav.paymentSettings',
  '/payment-settings',
  CreditCard,
);
/** What a company's tax invoices say of it, and its connection to ZATCA's e-invoicing. */
const taxSettings = link('taxSettings', 'nav.taxSettings', '/tax-settings', Landmark);
/** A company's chat bot: its key, where its orders go, a test order, samples. */
const botConnection = link('botConnection', 'nav.botConnection', '/connect-bot', Bot);
/** A company's own WhatsApp number: its Cloud API credentials and webhook. */
const whatsapp = link('whatsapp', 'nav.whatsapp', '/whatsapp', MessageCircle);
/** The customers' WhatsApp conversations, shared by the company's staff. */
const conversations = link('conversations', 'nav.conversations', '/conversations', MessagesSquare);
/** A company's webhooks: where its events are sent, their secrets and delivery logs. */
const webhooks = link('webhooks', 'nav.webhooks', '/webhooks', Webhook);
/** Who changed what: a company's own log, the platform's for the system manager. */
const auditLog = link('auditLog', 'nav.auditLog', '/audit-log', History);

const reports: MenuGroup = {
  kind: 'group',
  id: 'reports',
  labelKey: 'nav.reports',
  icon: ChartColumn,
  children: [orders, stats],
};

export const MENU_BY_ROLE: Readonly<Record<Role, readonly MenuEntry[]>> = {
  superadmin: [
    home,
    companies,
    branches,
    sections,
    managers,
    employees,
    reports,
    salarySettings,
    auditLog,
  ],
  admin: [
    home,
    branches,
    sections,
    managers,
    employees,
    offers,
    conversations,
    fulfilment,
    reports,
    invoices,
    quoteTerms,
    paymentSettings,
    taxSettings,
    whatsapp,
    botConnection,
    webhooks,
    auditLog,
  ],
  manager: [
    home,
    sections,
    employees,
    offers,
    conversations,
    fulfilment,
    ai,
    reports,
    invoices,
    chatSettings,
  ],
  agent: [home, offers, conversations, fulfilment, orders, notifications],
};

/** An unknown role still gets a way home, and nothing it might not be allowed to see. */
const UNKNOWN_ROLE_MENU: readonly MenuEntry[] = [home];

export function menuForRole(role: unknown): readonly MenuEntry[] {
  return isRole(role) ? MENU_BY_ROLE[role] : UNKNOWN_ROLE_MENU;
}

/**
 * Screens every signed-in account reaches from the header rather than the sidebar: home (the
 * logo), its profile (the account menu) and its notifications (the bell's "show all"); and, by its
 * address only, the development phone (`/dev/phone`), which calls nothing of the API.
 */
export const HEADER_PATHS: readonly string[] = [
  '/',
  '/dashboard',
  '/profile',
  '/notifications',
  '/dev',
];

/**
 * Screens a role opens by their address although its menu leaves them out: a company manages its
 * shared bot content and its own chat messages (docs/decisions.md), the spec's menu giving both
 * screens to managers only.
 */
export const BY_ADDRESS_BY_ROLE: Readonly<Partial<Record<Role, readonly MenuLink[]>>> = {
  admin: [ai, chatSettings],
};

/**
 * Every screen a role may open: its menu, the header's screens and those it opens by address. The
 * route guard shows any other screen as "not for your account", so the menu and the screens a role
 * can reach never disagree.
 */
export function openablePaths(role: unknown): string[] {
  const byAddress = isRole(role) ? (BY_ADDRESS_BY_ROLE[role] ?? []) : [];
  return [...HEADER_PATHS, ...menuPaths(menuForRole(role)), ...menuPaths(byAddress)];
}

/** Every path a role can reach from its menu, groups opened. */
export function menuPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.href] : entry.children.map((child) => child.href),
  );
}
