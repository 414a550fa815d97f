import { useLocation } from 'wouter';
import { NotificationBell } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { BELL_LIMIT, BELL_SHOWN } from './api/list-notifications';
import { useMarkAllRead } from './use-mark-all-read';
import { useNotificationItems } from './use-notification-items';

/**
 * The header's bell: the unread badge, the 3 newest, read on opening, each a link to what it is
 * about (an order's notice opens the order) followed by the router, and the way to the list.
 */
export function HeaderBell() {
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const { items, error, query } = useNotificationItems(BELL_LIMIT);
  const markAllRead = useMarkAllRead();
  return (
    <NotificationBell
      items={items}
      limit={BELL_SHOWN}
      onOpen={markAllRead}
      onShowAll={() => navigate('/notifications')}
      onNavigate={(href) => navigate(href)}
      loading={query.isPending}
      error={error}
      locale={lang}
      label={t('header.notifications')}
      describeUnread={(badge, label) => t('header.unreadNotifications', { badge, label })}
      emptyText={t('header.noNotifications')}
      showAllLabel={t('header.showAllNotifications')}
      unreadText={t('header.unreadItem')}
      loadingText={t('header.loadingNotifications')}
    />
  );
}
