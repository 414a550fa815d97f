import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Languages, LogOut, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { Header, Sidebar, type HeaderMenuItem, type SidebarEntry } from '@taseer/ui';
import { imageUrl } from '@taseer/api';
import { apiBaseUrl } from '../config';
import { HeaderBell } from '../features/notifications/header-bell';
import { useNotificationStream } from '../features/notifications/use-notification-stream';
import { useNewOrderAlerts } from '../features/desk/use-new-order-alerts';
import { useI18n } from '../i18n/i18n';
import type { Translate } from '../i18n/translate';
import { userAtom } from '../session/session.atoms';
import { isActivePath } from '../navigation/active-path';
import { pageTitleAtom } from '../navigation/page-title';
import { BrandLogo } from '../shared/brand/brand-logo';
import { menuForRole, type MenuEntry, type MenuLink } from '../navigation/sidebar-menu';
import { useSignOut } from '../session/use-sign-out';

/** The page's own region, which the skip link moves to. */
const MAIN_ID = 'main-content';

/**
 * Moves the keyboard focus to the page itself, past the menu and the header. Done by hand: the
 * link's #fragment would put the fragment in the address and the history.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

function toSidebarLink(entry: MenuLink, t: Translate) {
  const Icon = entry.icon;
  return { key: entry.id, label: t(entry.labelKey), href: entry.href, icon: <Icon /> };
}

/** The role's menu table in the Sidebar's terms, labels translated. */
function toSidebarEntries(entries: readonly MenuEntry[], t: Translate): SidebarEntry[] {
  return entries.map((entry) => {
    if (entry.kind === 'link') return toSidebarLink(entry, t);
    const Icon = entry.icon;
    return {
      key: entry.id,
      label: t(entry.labelKey),
      icon: <Icon />,
      items: entry.children.map((child) => toSidebarLink(child, t)),
    };
  });
}

/**
 * The signed-in frame (specification, section 2): a skip link to the page for keyboard users, the
 * role's sidebar (a drawer on small screens), the header with the open page's title, the greeting,
 * the bell and the profile dropdown, and the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t, lang, toggleLang } = useI18n();
  const user = useAtomValue(userAtom);
  const pageTitle = useAtomValue(pageTitleAtom);
  const [location, navigate] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut, pending: signingOut } = useSignOut();
  useNotificationStream();
  useNewOrderAlerts();

  const role = user?.role;
  const items = useMemo(() => toSidebarEntries(menuForRole(role), t), [role, t]);
  const userName = user?.username ?? '';

  const menuItems: HeaderMenuItem[] = [
    {
      key: 'profile',
      label: t('header.profile'),
      icon: <UserRound />,
      onSelect: () => navigate('/profile'),
    },
    {
      key: 'language',
      // Written in the other language: say so, so it is pronounced right.
      label: <span lang={lang === 'ar' ? 'en' : 'ar'}>{t('language.switch')}</span>,
      icon: <Languages />,
      onSelect: toggleLang,
    },
    {
      key: 'logout',
      label: t('header.logout'),
      icon: <LogOut className="rtl:-scale-x-100" />,
      onSelect: signOut,
      tone: 'danger',
      disabled: signingOut,
    },
  ];

  return (
    <div className="min-h-dvh bg-canvas">
      {/* The first stop of the Tab key; out of sight until it has the focus. */}
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToContent}
        // `not-sr-only` zeroes the padding, so the focused look is set after it.
        className="sr-only rounded-md bg-surface text-sm font-semibold text-primary-hover shadow-popover outline-none focus:not-sr-only focus:fixed focus:top-4 focus:start-4 focus:z-[200] focus:border focus:border-border focus:px-5 focus:py-3 focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t('layout.skipToContent')}
      </a>
      <Sidebar
        items={items}
        isActive={(href) => isActivePath(location, href)}
        onNavigate={navigate}
        logo={<BrandLogo />}
        logoHref="/dashboard"
        logoLabel={t('app.logoLabel')}
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        label={t('nav.label')}
        closeLabel={t('header.closeMenu')}
      />
      <div className="flex min-h-dvh flex-col lg:ps-sidebar">
        <Header
          userName={userName}
          userImage={imageUrl(apiBaseUrl, user?.image) ?? null}
          // The open page's title; none while a screen is loading, rather than a wrong one.
          title={pageTitle ?? ''}
          greeting={t('header.greeting', { name: userName })}
          bell={<HeaderBell />}
          menuItems={menuItems}
          onMenuClick={() => setDrawerOpen(true)}
          menuLabel={t('header.openMenu')}
          accountLabel={t('header.accountMenu')}
        />
        {/* Focusable by script only, for the skip link; it shows no ring, the page is the focus. */}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="flex-1 scroll-mt-header px-4 py-6 outline-none sm:px-8 sm:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
