import { useMemo, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Languages, LogOut, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { Header, Sidebar, type HeaderMenuItem, type SidebarEntry } from '@taseer/ui';
import { imageUrl } from '@taseer/api';
import { apiBaseUrl } from '../config';
import { HeaderBell } from '../features/notifications/header-bell';
import { useNotificationStream } from '../features/notifications/use-notification-stream';
import { useI18n } from '../i18n/i18n';
import type { Translate } from '../i18n/translate';
import { userAtom } from '../session/session.atoms';
import { isActivePath } from './active-path';
import { BrandLogo } from './brand-logo';
import { menuForRole, type MenuEntry, type MenuLink } from './sidebar-menu';
import { useSignOut } from './use-sign-out';

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
 * The signed-in frame (specification, section 2): the role's sidebar (a drawer on small screens),
 * the header with the greeting, the bell and the profile dropdown, and the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t, lang, toggleLang } = useI18n();
  const user = useAtomValue(userAtom);
  const [location, navigate] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut, pending: signingOut } = useSignOut();
  useNotificationStream();

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
          title={t('header.title')}
          greeting={t('header.greeting', { name: userName })}
          bell={<HeaderBell />}
          menuItems={menuItems}
          onMenuClick={() => setDrawerOpen(true)}
          menuLabel={t('header.openMenu')}
          accountLabel={t('header.accountMenu')}
        />
        <main className="flex-1 px-4 py-6 sm:px-8 sm:py-8">{children}</main>
      </div>
    </div>
  );
}
