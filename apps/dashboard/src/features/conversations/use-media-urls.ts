import { useEffect, useState } from 'react';
import { conversationMediaUrl } from './api/conversations';
import type { MediaUrls } from '../../shared/conversations/chat-views';

/**
 * The customer's media of a conversation as object URLs: read with the session (they are never
 * public), each once, and let go when the conversation closes.
 */
export function useMediaUrls(conversationId: string, mediaIds: readonly string[]): MediaUrls {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const wanted = mediaIds.filter((id) => !(id in urls)).join(',');

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    for (const mediaId of wanted.split(',')) {
      conversationMediaUrl(conversationId, mediaId)
        .then((url) => {
          if (live) setUrls((current) => ({ ...current, [mediaId]: url }));
          else URL.revokeObjectURL(url);
        })
        .catch((error: unknown) => console.warn('media could not be read', error));
    }
    return () => {
      live = false;
    };
  }, [conversationId, wanted]);

  useEffect(
    () => () => {
      setUrls((current) => {
        for (const url of Object.values(current)) URL.revokeObjectURL(url);
        return {};
      });
    },
    [conversationId],
  );
  return urls;
}
