import { randomUUID } from 'node:crypto';
import { inTransaction } from '../../db/transaction.js';
import type { JobHandler } from '../jobs/index.js';
import { ChatProviderError } from './chat-provider.js';
import { providerOf } from './channel-provider.js';
import { publishConversationChange } from './conversation-change.js';
import { insertMedia, messageById, setMessageBody } from './conversations.repository.js';
import { fitsKind, MEDIA_LIMITS, sniffMediaType } from './media-check.js';
import { channelOfCompany } from './whatsapp-channels.repository.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

/** Fetches an inbound message's media within WhatsApp's download window, and keeps it. */
export const MEDIA_JOB = 'whatsapp.media';

/**
 * A customer's photo, voice note or document is fetched by its id (the id lives seven days, the
 * URL it gives five minutes), checked by its bytes against its kind and limit, and stored; the
 * message then points at our copy. Media refused for good (too big, not what it claims) are
 * noted on the message, so the thread says so instead of waiting.
 */
export function mediaJob(deps: WhatsappDeps): JobHandler {
  return {
    retrySchedule: [10, 60, 300, 1_800, 7_200],
    timeoutMs: 60_000,
    concurrency: 2,
    async run(job) {
      const message = await messageById(deps.db, String(job.payload.messageId ?? ''));
      const providerMediaId = message?.body.providerMediaId;
      if (!message || !providerMediaId || message.body.mediaId) return { done: true };
      const channel = await channelOfCompany(deps.db, message.companyId);
      if (!channel) return refuse('لم يعد رقم واتساب مربوطًا');
      const limit = MEDIA_LIMITS[message.kind] ?? 0;
      let bytes: Buffer;
      try {
        ({ bytes } = await providerOf(deps, channel).fetchMedia(providerMediaId, limit));
      } catch (error) {
        if (error instanceof ChatProviderError && error.permanent) return refuse(error.message);
        throw error;
      }
      const sniffed = sniffMediaType(bytes);
      if (!sniffed || !fitsKind(message.kind, sniffed)) {
        return refuse('الملف ليس من النوع الذي تذكره الرسالة');
      }
      const mediaId = randomUUID();
      await inTransaction(deps.db, async (tx) => {
        await insertMedia(tx, {
          id: mediaId,
          companyId: message.companyId,
          conversationId: message.conversationId,
          contentType: sniffed,
          bytes,
          at: deps.clock.now(),
        });
        await setMessageBody(tx, message.id, { ...message.body, mediaId, providerMediaId: null });
        await publishConversationChange(tx, message.companyId, message.conversationId);
      });
      return { done: true };

      async function refuse(reason: string) {
        await inTransaction(deps.db, async (tx) => {
          await setMessageBody(tx, message!.id, {
            ...message!.body,
            providerMediaId: null,
            mediaRefused: reason,
          });
          await publishConversationChange(tx, message!.companyId, message!.conversationId);
        });
        return { done: true } as const;
      }
    },
  };
}
