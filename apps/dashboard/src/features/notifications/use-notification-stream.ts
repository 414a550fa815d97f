import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { accessTokenAtom } from '../../session/session.atoms';
import { createStreamTicket, streamUrl } from './api/create-stream-ticket';
import { NOTIFICATIONS_KEY } from './api/list-notifications';
import { toLiveItem } from './live-notifications';
import { addLiveItemAtom, liveItemsAtom } from './live-notifications.atoms';
import { NotificationStream } from './notification-stream';
import { noteOrderChangeAtom } from '../../shared/orders/order-changes';
import { CONVERSATION_KEYS } from '../../shared/conversations/conversation-keys';

let localIds = 0;

/**
 * Keeps the live notification stream open while someone is signed in (an access token exists)
 * and closes it at sign-out, forgetting what arrived. Each arrival shows at once and the stored
 * lists are read again, so the stored copy takes its place.
 */
export function useNotificationStream(): void {
  const signedIn = useAtomValue(accessTokenAtom) !== null;
  const client = useQueryClient();
  const addLiveItem = useSetAtom(addLiveItemAtom);
  const setLiveItems = useSetAtom(liveItemsAtom);
  const noteOrderChange = useSetAtom(noteOrderChangeAtom);

  useEffect(() => {
    if (!signedIn) return;
    const stream = new NotificationStream({
      requestTicket: createStreamTicket,
      open: (ticket) => new EventSource(streamUrl(ticket)),
      onNotification: (notification, eventId) => {
        localIds += 1;
        addLiveItem(toLiveItem(notification, `live-${localIds}`, Date.now(), eventId));
        void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      },
      onOrderChange: noteOrderChange,
      onConversationChange: () => {
        for (const queryKey of CONVERSATION_KEYS) void client.invalidateQueries({ queryKey });
      },
      warn: (message, detail) => console.warn(message, detail),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
      now: () => Date.now(),
      random: Math.random,
    });
    stream.start();
    return () => {
      stream.stop();
      setLiveItems([]);
    };
  }, [signedIn, client, addLiveItem, setLiveItems, noteOrderChange]);
}
