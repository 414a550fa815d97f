import { can, type Role } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';

/** The VAT summary's address: a tab of the invoices screen that only a company opens. */
export const VAT_SUMMARY_PATH = '/invoices/vat';

export type InvoicesTab = 'list' | 'vat';

export type InvoicesScreen =
  /** The tab the address names; `tabs` when the role has both. */
  | { kind: 'shown'; tab: InvoicesTab; tabs: boolean }
  /** Opened by address by a role the permission table leaves out: named by its title. */
  | { kind: 'not-allowed'; titleKey: MessageKey };

/**
 * What /invoices and /invoices/vat show a role: the list to those who may list the documents
 * (`invoice.list`: a company and a manager), and beside it the VAT summary to those who manage
 * the company's tax (`tax.manage`: the company alone). The route guard lets a manager reach
 * /invoices/vat (the screen is /invoices), so the summary's own refusal is decided here.
 */
export function invoicesScreen(role: Role | null | undefined, path: string): InvoicesScreen {
  const tab: InvoicesTab = path.replace(/\/+$/, '') === VAT_SUMMARY_PATH ? 'vat' : 'list';
  if (!can(role, 'invoice.list')) return { kind: 'not-allowed', titleKey: 'invoices.title' };
  const tabs = can(role, 'tax.manage');
  if (tab === 'vat' && !tabs) return { kind: 'not-allowed', titleKey: 'invoices.vat.title' };
  return { kind: 'shown', tab, tabs };
}
