import { describe, expect, it } from 'vitest';
import { can, ROLES } from '@taseer/api';
import { MENU_BY_ROLE, menuForRole, menuPaths, type MenuEntry } from './sidebar-menu';
import { translate } from '../i18n/translate';

/** What a user reads in the sidebar, top to bottom, with the reports group's children indented. */
function outline(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link'
      ? [`${translate('ar', entry.labelKey)} ${entry.href}`]
      : [
          translate('ar', entry.labelKey),
          ...entry.children.map((child) => `  ${translate('ar', child.labelKey)} ${child.href}`),
        ],
  );
}

describe('sidebar by role', () => {
  it('gives the system manager companies, structure, reports, salary settings and the platform’s audit log', () => {
    expect(outline(MENU_BY_ROLE.superadmin)).toEqual([
      'الرئيسية /dashboard',
      'الشركات /company',
      'الفروع /branches',
      'الاقسام /sections',
      'المدراء /admin',
      'الموظفين /employees',
      'التقارير',
      '  الطلبات /orders',
      '  الإحصائيات /stats',
      'الإعدادات /salary',
      'سجل التغييرات /audit-log',
    ]);
  });

  it('gives a company its structure, price offers, conversations, fulfilment, reports, quote terms, payments, tax settings, WhatsApp, its chat bot, webhooks and its audit log', () => {
    expect(outline(MENU_BY_ROLE.admin)).toEqual([
      'الرئيسية /dashboard',
      'الفروع /branches',
      'الاقسام /sections',
      'المدراء /admin',
      'الموظفين /employees',
      'عروض الأسعار /offers',
      'المحادثات /conversations',
      'التجهيز والتسليم /fulfilment',
      'التقارير',
      '  الطلبات /orders',
      '  الإحصائيات /stats',
      'الفواتير /invoices',
      'شروط عروض الأسعار /quote-settings',
      'إعدادات الدفع /payment-settings',
      'الإعدادات الضريبية /tax-settings',
      'واتساب /whatsapp',
      'ربط البوت /connect-bot',
      'الربط البرمجي /webhooks',
      'سجل التغييرات /audit-log',
    ]);
  });

  it('shows the quote terms, payment and tax settings and webhooks to a company only, as only it may set them', () => {
    for (const role of ['superadmin', 'manager', 'agent'] as const) {
      expect(menuPaths(MENU_BY_ROLE[role])).not.toContain('/quote-settings');
      expect(menuPaths(MENU_BY_ROLE[role])).not.toContain('/payment-settings');
      expect(menuPaths(MENU_BY_ROLE[role])).not.toContain('/tax-settings');
      expect(menuPaths(MENU_BY_ROLE[role])).not.toContain('/connect-bot');
      expect(menuPaths(MENU_BY_ROLE[role])).not.toContain('/whatsapp');
      expect(menuPaths(MENU_BY_ROLE[role])).not.toContain('/webhooks');
    }
  });

  it('shows the audit log to those who may read one: a company and the system manager', () => {
    for (const role of ROLES) {
      expect(menuPaths(MENU_BY_ROLE[role]).includes('/audit-log'), role).toBe(
        can(role, 'audit.read'),
      );
    }
  });

  it('gives a manager sections, employees, offers, conversations, fulfilment, the AI assistant, reports, invoices and chat settings', () => {
    expect(outline(MENU_BY_ROLE.manager)).toEqual([
      'الرئيسية /dashboard',
      'الاقسام /sections',
      'الموظفين /employees',
      'عروض الأسعار /offers',
      'المحادثات /conversations',
      'التجهيز والتسليم /fulfilment',
      'الذكاء الاصطناعي /ai',
      'التقارير',
      '  الطلبات /orders',
      '  الإحصائيات /stats',
      'الفواتير /invoices',
      'الإعدادات /settings',
    ]);
  });

  it('gives an employee home, price offers, conversations, fulfilment, orders and notifications', () => {
    expect(outline(MENU_BY_ROLE.agent)).toEqual([
      'الرئيسية /dashboard',
      'عروض الأسعار /offers',
      'المحادثات /conversations',
      'التجهيز والتسليم /fulfilment',
      'الطلبات /orders',
      'الإشعارات /notifications',
    ]);
  });

  it('leads to the invoices exactly the roles that may list them', () => {
    for (const role of ROLES) {
      expect(menuPaths(MENU_BY_ROLE[role]).includes('/invoices'), role).toBe(
        can(role, 'invoice.list'),
      );
    }
  });

  it('leads to the fulfilment queue exactly the roles that may move orders through their handover', () => {
    for (const role of ROLES) {
      expect(menuPaths(MENU_BY_ROLE[role]).includes('/fulfilment'), role).toBe(
        can(role, 'order.fulfil'),
      );
    }
  });

  it('shows only home for a role it does not know', () => {
    expect(menuPaths(menuForRole('owner'))).toEqual(['/dashboard']);
    expect(menuPaths(menuForRole(undefined))).toEqual(['/dashboard']);
  });

  it('never shows the companies screen to anyone but the system manager', () => {
    for (const role of ['admin', 'manager', 'agent'] as const) {
      expect(menuPaths(MENU_BY_ROLE[role])).not.toContain('/company');
    }
  });

  it('labels every entry in English too', () => {
    for (const entries of Object.values(MENU_BY_ROLE)) {
      for (const entry of entries) {
        expect(translate('en', entry.labelKey)).not.toBe(translate('ar', entry.labelKey));
      }
    }
  });
});
