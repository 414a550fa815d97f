import { inTransaction } from '../../db/transaction.js';
import type { JobHandler } from '../jobs/index.js';
import type { ChatBody } from './chat-message-body.js';
import { ChatProviderError, type OutboundPayload } from './chat-provider.js';
import { providerOf } from './channel-provider.js';
import { publishConversationChange } from './conversation-change.js';
import {
  messageById,
  setMessageFailed,
  setMessageSent,
  type MessageRow,
} from './conversations.repository.js';
import { channelOfCompany } from './whatsapp-channels.repository.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

const RETRIES = [5, 30, 120, 600, 1_800];

/**
 * Sends one pending outbound message and keeps WhatsApp's id for it (its statuses arrive under
 * that id). A message already sent is not sent again; one WhatsApp refuses for good, or that
 * still fails after the last retry, is marked failed with the reason, shown on the thread.
 */
export function sendJob(deps: WhatsappDeps): JobHandler {
  return {
    retrySchedule: RETRIES,
    timeoutMs: 20_000,
    async run(job) {
      const message = await messageById(deps.db, String(job.payload.messageId ?? ''));
      if (!message || message.status !== 'pending') return { done: true };
      const fail = async (reason: string) => {
        await inTransaction(deps.db, async (tx) => {
          await setMessageFailed(tx, message.id, reason, deps.clock.now());
          await publishConversationChange(tx, message.companyId, message.conversationId);
        });
        return { done: true } as const;
      };
      const channel = await channelOfCompany(deps.db, message.companyId);
      if (!channel) return fail('لم يعد رقم واتساب مربوطًا');
      let sent: { providerMessageId: string };
      try {
        const payload = await payloadOf(deps, message);
        sent = await providerOf(deps, channel).send(message.customerPhone, payload);
      } catch (error) {
        const last = job.attemptCount > RETRIES.length;
        if (error instanceof ChatProviderError && (error.permanent || last)) {
          return fail(error.message);
        }
        throw error;
      }
      await inTransaction(deps.db, async (tx) => {
        await setMessageSent(tx, message.id, sent.providerMessageId, deps.clock.now());
        await publishConversationChange(tx, message.companyId, message.conversationId);
      });
      return { done: true };
    },
  };
}

/** A stored outbound message as the Cloud API takes it. */
async function payloadOf(
  deps: WhatsappDeps,
  message: MessageRow & { orderId?: string | null },
): Promise<OutboundPayload> {
  const body: ChatBody = message.body;
  if (message.kind === 'choices') {
    const choices = body.choices ?? [];
    if (!body.listButton && choices.length <= 3) {
      return {
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: body.text ?? '' },
          action: {
            buttons: choices.map((choice) => ({
              type: 'reply',
              reply: { id: choice.id, title: choice.title.slice(0, 20) },
            })),
          },
        },
      };
    }
    return {
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: body.text ?? '' },
        action: {
          button: (body.listButton ?? '').slice(0, 20),
          sections: [
            {
              title: (body.listButton ?? '').slice(0, 24),
              rows: choices.slice(0, 10).map((choice) => ({
                id: choice.id,
                title: choice.title.slice(0, 24),
              })),
            },
          ],
        },
      },
    };
  }
  if (message.kind === 'template') {
    const params = body.templateParams ?? [];
    const components: Record<string, unknown>[] = [];
    if (params.length > 0) {
      components.push({
        type: 'body',
        parameters: params.map((text) => ({ type: 'text', text })),
      });
    }
    if (body.button && message.orderId) {
      const link = await deps.quoteLinkOf(message.orderId);
      // The approved button's address ends in its one parameter: the link's token.
      const token = link?.split('/q/')[1];
      if (!token) throw new ChatProviderError('لا رابط عرض سعر لهذا الطلب بعد', true);
      components.push({
        type: 'button',
        sub_type: 'url',
        index: '0',
        parameters: [{ type: 'text', text: token }],
      });
    }
    return {
      type: 'template',
      template: {
        name: body.templateName ?? '',
        language: { code: body.templateLanguage ?? 'ar' },
        ...(components.length > 0 ? { components } : {}),
      },
    };
  }
  return { type: 'text', text: { body: body.text ?? '', preview_url: true } };
}
