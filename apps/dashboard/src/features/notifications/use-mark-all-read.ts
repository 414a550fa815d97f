import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { components } from '@taseer/api';
import { useToastMessages } from '../../lib/use-toast-messages';
import { NOTIFICATIONS_KEY } from './api/list-notifications';
import { markNotificationsRead } from './api/mark-notifications-read';
import { markAllRead } from './live-notifications';
import { markLiveItemsReadAtom } from './live-notifications.atoms';

type NotificationList = components['schemas']['NotificationList'];

/**
 * Opening the bell (specification, section 2): everything shows read at once, and the server is
 * told; the lists are read again afterwards either way, so a refusal shows the truth.
 */
export function useMarkAllRead(): () => void {
  const client = useQueryClient();
  const markLiveRead = useSetAtom(markLiveItemsReadAtom);
  const { showError } = useToastMessages();
  const { mutate } = useMutation({
    mutationFn: markNotificationsRead,
    onError: showError,
    onSettled: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
  return useCallback(() => {
    // A list being read again right now would bring the unread state back over the local one.
    void client.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
    client.setQueriesData<NotificationList>({ queryKey: NOTIFICATIONS_KEY }, (list) =>
      list ? { ...list, notifications: markAllRead(list.notifications) } : list,
    );
    markLiveRead();
    mutate();
  }, [client, markLiveRead, mutate]);
}
