import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { notificationsQueryOptions } from './api/list-notifications';
import { mergeNotifications } from './live-notifications';
import { liveItemsAtom } from './live-notifications.atoms';

/** The newest `limit` stored notifications with the live arrivals in front of them. */
export function useNotificationItems(limit: number) {
  const { t } = useI18n();
  const query = useQuery({
    ...notificationsQueryOptions(limit),
    placeholderData: keepPreviousData,
  });
  const live = useAtomValue(liveItemsAtom);
  const stored = query.data?.notifications;
  const items = useMemo(
    () => mergeNotifications(stored ?? [], live, query.dataUpdatedAt),
    [stored, live, query.dataUpdatedAt],
  );
  // The specification's fallback covers both a silent server and one that could not be reached.
  const fallback = t('notifications.fetchError');
  const error =
    query.isError && !query.data
      ? errorMessage(query.error, { network: fallback, generic: fallback })
      : null;
  return { items, hasMore: query.data?.hasMore ?? false, error, query };
}
