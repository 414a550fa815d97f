import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { can, ROLES, type Action } from '@taseer/api';
import { translate } from '../i18n/translate';
import { HEADER_PATHS, MENU_BY_ROLE, menuPaths } from '../navigation/sidebar-menu';
import { ScreenOrNotAllowed } from './guarded-screen';
import { canOpenScreen, SCREEN_TITLES, screenPathOf } from './screen-access';
import { SIGNED_IN_SCREENS } from './screens';

const NOT_ALLOWED = 'هذه الصفحة ليست لحسابك';

/** A stand-in for a screen: what would show if the guard let the role in. */
function Screen() {
  return createElement('p', null, 'the screen itself');
}

/** What a user sees at `path`, as static markup. */
function shown(role: unknown, routePath: string, path = routePath): string {
  return renderToStaticMarkup(
    createElement(Router, {
      ssrPath: path,
      children: createElement(ScreenOrNotAllowed, { role, routePath, Screen }),
    }),
  );
}

const routePaths = SIGNED_IN_SCREENS.map(({ path }) => path);

/** The role's way to each screen: its sidebar, the header, and a company's two by-address screens. */
function reachable(role: (typeof ROLES)[number]): string[] {
  const byAddress = role === 'admin' ? ['/ai', '/settings'] : [];
  return [...HEADER_PATHS, ...menuPaths(MENU_BY_ROLE[role]), ...byAddress];
}

describe('the screens a role may open', () => {
  for (const role of ROLES) {
    it(`shows the ${role} "not for your account" on every screen its menu does not lead to`, () => {
      const outside = routePaths.filter((path) => !reachable(role).includes(screenPathOf(path)));
      expect(outside.length).toBeGreaterThan(0);
      for (const path of outside) {
        const html = shown(role, path);
        expect(html, path).toContain(NOT_ALLOWED);
        expect(html, path).toContain(translate('ar', SCREEN_TITLES[screenPathOf(path)]!));
        expect(html, path).not.toContain('the screen itself');
      }
    });

    it(`opens every screen of the ${role}'s menu and header`, () => {
      for (const path of routePaths.filter((each) =>
        reachable(role).includes(screenPathOf(each)),
      )) {
        expect(shown(role, path), path).toContain('the screen itself');
      }
    });
  }

  it('refuses an employee the employees list and the system manager the price offers', () => {
    expect(shown('agent', '/employees')).toContain(NOT_ALLOWED);
    expect(shown('agent', '/employees')).toContain('الموظفين');
    expect(shown('superadmin', '/offers')).toContain(NOT_ALLOWED);
    expect(shown('superadmin', '/offers')).toContain('عروض الأسعار');
  });

  it('treats an address under a screen as that screen', () => {
    expect(canOpenScreen('superadmin', '/offers/:id')).toBe(false);
    expect(canOpenScreen('agent', '/offers/:id')).toBe(true);
  });

  it('opens only the header’s screens and home to a role it does not know', () => {
    for (const path of routePaths) {
      expect(canOpenScreen('owner', path), path).toBe(HEADER_PATHS.includes(screenPathOf(path)));
    }
  });

  it('names every screen, so the refusal says where the user is', () => {
    for (const path of routePaths) expect(SCREEN_TITLES[screenPathOf(path)], path).toBeDefined();
  });

  /** What each screen needs the server to allow (the contract's permission table). */
  const NEEDS: Record<string, Action> = {
    '/': 'stats.read',
    '/dashboard': 'stats.read',
    '/company': 'company.list',
    '/branches': 'branch.list',
    '/sections': 'section.list',
    '/admin': 'manager.list',
    '/employees': 'employee.list',
    '/ai': 'ai.manage',
    '/offers': 'order.price',
    '/orders': 'order.list',
    '/fulfilment': 'order.fulfil',
    '/invoices': 'invoice.list',
    '/stats': 'stats.read',
    '/profile': 'profile.update',
    '/salary': 'salary.update',
    '/settings': 'chatSettings.manage',
    '/quote-settings': 'quoteTerms.manage',
    '/payment-settings': 'payments.manage',
    '/tax-settings': 'tax.manage',
    '/connect-bot': 'integrationKey.manage',
    '/webhooks': 'webhooks.manage',
    '/whatsapp': 'whatsapp.manage',
    '/conversations': 'conversation.read',
    '/audit-log': 'audit.read',
    '/notifications': 'notifications.read',
  };

  /** Screens that call nothing the table guards: the development phone talks to the stand-in. */
  const NEEDS_NOTHING = new Set(['/dev']);

  it('never opens a screen whose data the permission table refuses the role', () => {
    for (const role of ROLES) {
      for (const path of routePaths.filter(
        (each) => canOpenScreen(role, each) && !NEEDS_NOTHING.has(screenPathOf(each)),
      )) {
        const action = NEEDS[screenPathOf(path)];
        expect(action, path).toBeDefined();
        expect(can(role, action!), `${role} ${path}`).toBe(true);
      }
    }
  });
});
