import { useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link, useLocation } from 'wouter';
import { IconButton } from '@taseer/ui';
import { imageUrl } from '@taseer/api';
import { apiBaseUrl } from '../config';
import { useI18n } from '../i18n/i18n';
import { userAtom } from '../session/session.atoms';
import { AppHeader } from './app-header';
import { BrandLogo } from './brand-logo';
import { SideNav } from './side-nav';
import { menuForRole } from './sidebar-menu';

function SidebarLogo() {
  const { t } = useI18n();
  return (
    <div className="flex h-header shrink-0 items-center border-b border-border px-6">
      <Link
        href="/dashboard"
        aria-label={t('app.logoLabel')}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
      >
        <BrandLogo />
      </Link>
    </div>
  );
}

/**
 * The signed-in frame (specification, section 2): a 270 px sidebar fixed at the inline start (the
 * right in Arabic) on large screens, a slide-in drawer with a backdrop on small ones, and the
 * header above the page.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const entries = menuForRole(user?.role);
  const userName = user?.username ?? '';
  const userImage = imageUrl(apiBaseUrl, user?.image) ?? null;

  return (
    <div className="min-h-dvh bg-canvas">
      <aside className="fixed inset-y-0 start-0 z-20 hidden w-sidebar flex-col border-e border-border bg-surface lg:flex">
        <SidebarLogo />
        <SideNav entries={entries} currentPath={location} />
      </aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-backdrop lg:hidden" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 start-0 z-50 flex w-sidebar max-w-[85vw] flex-col bg-surface shadow-popover outline-none lg:hidden"
          >
            <Dialog.Title className="sr-only">{t('nav.label')}</Dialog.Title>
            <div className="relative">
              <SidebarLogo />
              <Dialog.Close asChild>
                <IconButton
                  label={t('header.closeMenu')}
                  variant="ghost"
                  className="absolute end-3 top-1/2 -translate-y-1/2"
                >
                  <X aria-hidden="true" />
                </IconButton>
              </Dialog.Close>
            </div>
            <SideNav
              entries={entries}
              currentPath={location}
              onNavigate={() => setDrawerOpen(false)}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-h-dvh flex-col lg:ps-sidebar">
        <AppHeader
          userName={userName}
          userImage={userImage}
          onOpenMenu={() => setDrawerOpen(true)}
        />
        <main className="flex-1 px-4 py-6 sm:px-8 sm:py-8">{children}</main>
      </div>
    </div>
  );
}
