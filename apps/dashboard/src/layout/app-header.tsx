import { Menu } from 'lucide-react';
import { IconButton } from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { AccountMenu } from './account-menu';
import { NotificationsMenu } from './notifications-menu';

interface AppHeaderProps {
  userName: string;
  userImage?: string | null;
  onOpenMenu: () => void;
}

/**
 * The 103 px header: the menu button (small screens), the title and a greeting with the stored
 * username, the bell and the profile dropdown (specification, section 2).
 */
export function AppHeader({ userName, userImage, onOpenMenu }: AppHeaderProps) {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-30 flex h-header shrink-0 items-center gap-3 border-b border-border bg-surface px-4 sm:gap-4 sm:px-8">
      <IconButton
        label={t('header.openMenu')}
        variant="ghost"
        onClick={onOpenMenu}
        className="lg:hidden"
      >
        <Menu aria-hidden="true" />
      </IconButton>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-lg font-bold text-fg sm:text-xl">{t('header.title')}</p>
        <p className="truncate text-sm text-fg-muted">{t('header.greeting', { name: userName })}</p>
      </div>
      <NotificationsMenu />
      <AccountMenu name={userName} image={userImage} />
    </header>
  );
}
