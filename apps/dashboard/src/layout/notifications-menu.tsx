import { Bell } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  IconButton,
} from '@taseer/ui';
import { useI18n } from '../i18n/i18n';

/**
 * The header's bell. Notifications are not served yet, so it opens on the empty text and a way to
 * the notifications screen; the unread badge and the first three items come with NotificationBell
 * from @taseer/ui and the notifications API.
 */
export function NotificationsMenu() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('header.notifications')} variant="ghost">
          <Bell aria-hidden="true" />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-64">
        <DropdownMenuLabel className="py-3 text-center text-sm">
          {t('header.noNotifications')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/notifications')} className="justify-center">
          {t('header.showAllNotifications')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
