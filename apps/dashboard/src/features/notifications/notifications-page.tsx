import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Button, Card, EmptyState, ErrorState, Spinner } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import { SCREEN_STEP } from './api/list-notifications';
import { NotificationRow } from './notification-row';
import { useMarkAllRead } from './use-mark-all-read';
import { useNotificationItems } from './use-notification-items';

/**
 * /notifications: the newest 10, and 10 more each time «show more» is pressed. Each one with
 * somewhere to go opens it; opening one from the list counts as having read the list, as opening
 * the bell does (the contract marks all read, not one).
 */
export function NotificationsPage() {
  const { t, lang } = useI18n();
  const [limit, setLimit] = useState(SCREEN_STEP);
  const { items, hasMore, error, query } = useNotificationItems(limit);
  const markAllRead = useMarkAllRead();
  const anyUnread = items.some((item) => !item.isRead);

  let body;
  if (query.isPending) {
    body = (
      <div className="grid place-items-center py-16 text-primary">
        <Spinner size="large" label={t('header.loadingNotifications')} />
      </div>
    );
  } else if (error) {
    body = (
      <ErrorState
        title={t('list.errorTitle')}
        message={error}
        onRetry={() => void query.refetch()}
        retryLabel={t('list.retry')}
        retrying={query.isFetching}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon={<BellOff />}
        title={t('notifications.empty')}
        description={t('notifications.emptyDescription')}
      />
    );
  } else {
    body = (
      <>
        <ul aria-label={t('notifications.list')} className="divide-y divide-border">
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              locale={lang}
              unreadText={t('notifications.unread')}
              onOpen={anyUnread ? markAllRead : undefined}
            />
          ))}
        </ul>
        {hasMore ? (
          <div className="flex justify-center border-t border-border p-4">
            <Button
              variant="outline"
              loading={query.isFetching}
              onClick={() => setLimit((current) => current + SCREEN_STEP)}
            >
              {t('notifications.showMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageTitle>{t('page.notifications.title')}</PageTitle>
      <Card className="overflow-hidden">{body}</Card>
    </>
  );
}
