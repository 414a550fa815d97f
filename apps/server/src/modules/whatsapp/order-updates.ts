import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { findChatSetting } from '../chat-settings/index.js';
import { WINDOW_MS } from './chat-views.js';
import { businessDay } from '../../lib/business-day.js';
import type { JobHandler } from '../jobs/index.js';
import { FULFILMENT_WORDS } from '../orders/index.js';
import { moneyText } from '../quotes/index.js';
import { CHAT_TEMPLATES, type ChatTemplate } from './chat-templates.js';
import { queueOutbound } from './outbound.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

/** Words and sends what an order event tells the customer of the conversation it came from. */
export const ORDER_UPDATE_JOB = 'whatsapp.order_update';

interface EventRow {
  id: number;
  companyId: string;
  orderId: string;
  type: string;
  data: Record<string, unknown>;
  orderRef: string;
  conversationId: string;
  locale: 'ar' | 'en';
  optedOut: boolean;
  lastInboundAt: string | null;
}

const UPDATE_WORDS = {
  accepted: {
    ar: 'قبلت عرض السعر، وسنبلغك بكل خطوة بعده.',
    en: 'you accepted the quote; we will tell you each step from here.',
  },
  paid: {
    ar: (amount: string) => `استلمنا دفعتك (${amount}). شكرًا لك.`,
    en: (amount: string) => `we received your payment (${amount}). Thank you.`,
  },
  stage: {
    ar: (stage: string) => `حالة طلبك الآن: ${stage}.`,
    en: (stage: string) => `your order is now: ${stage}.`,
  },
} as const;

const STAGE_WORDS_EN: Record<string, string> = {
  preparing: 'being prepared',
  ready_for_pickup: 'ready for pickup',
  out_for_delivery: 'out for delivery',
  delivered: 'delivered',
  returned: 'returned',
};

/**
 * Each event becomes at most one message (its id is the message's dedupe key), a template so it
 * reaches the customer whatever the 24-hour window says: the quote link when priced, a reminder
 * before it expires, and the acceptance, payment and handover as they happen. A customer who sent
 * STOP still gets the essential ones (their own order's progress), not the reminder.
 */
export function orderUpdateJob(deps: WhatsappDeps): JobHandler {
  return {
    retrySchedule: [10, 60, 300, 1_800],
    async run(job) {
      const eventId = Number(job.payload.eventId);
      const [event] = rowsOf<EventRow>(
        await deps.db.execute(sql`
          select e.id, e.company_id as "companyId", e.order_id as "orderId", e.type, e.data,
                 o.order_ref as "orderRef", c.id as "conversationId", c.locale,
                 c.opted_out as "optedOut", c.last_inbound_at as "lastInboundAt"
          from order_events e
          join orders o on o.id = e.order_id
          join chat_order_links link on link.order_id = e.order_id
          join chat_conversations c on c.id = link.conversation_id
          where e.id = ${Number.isFinite(eventId) ? eventId : -1}
        `),
      );
      if (!event) return { done: true };
      const message = updateOf(event);
      if (!message || (event.optedOut && !message.template.essential)) return { done: true };
      const { template, params } = message;
      await inTransaction(deps.db, async (tx) => {
        await queueOutbound(tx, {
          companyId: event.companyId,
          conversationId: event.conversationId,
          authorKind: 'assistant',
          kind: 'template',
          body: {
            templateName: template.name,
            templateLanguage: event.locale,
            templateParams: params,
            text: template.text[event.locale](params),
            button: template.button ? { label: template.button[event.locale], url: '' } : null,
          },
          purpose: event.type,
          dedupeKey: `event:${event.id}`,
          orderId: event.orderId,
          now: deps.clock.now(),
        });
        if (event.type === 'order.fulfilment_changed' && event.data.to === 'delivered') {
          await askForRating(tx, event, deps.clock.now());
        }
      });
      return { done: true };
    },
  };
}

function updateOf(event: EventRow): { template: ChatTemplate; params: string[] } | null {
  const { locale, orderRef, data } = event;
  switch (event.type) {
    case 'order.priced':
      return { template: CHAT_TEMPLATES.quote_ready, params: [orderRef] };
    case 'quote.expiring': {
      const until =
        typeof data.validUntil === 'string' ? businessDay(new Date(data.validUntil)) : '';
      return { template: CHAT_TEMPLATES.quote_expiring, params: [orderRef, until] };
    }
    case 'quote.accepted':
      return {
        template: CHAT_TEMPLATES.order_update,
        params: [orderRef, UPDATE_WORDS.accepted[locale]],
      };
    case 'payment.succeeded': {
      const arabic = moneyText(Number(data.amountHalalas ?? 0));
      const amount = locale === 'ar' ? arabic : arabic.replace('ر.س', 'SAR');
      return {
        template: CHAT_TEMPLATES.order_update,
        params: [orderRef, UPDATE_WORDS.paid[locale](amount)],
      };
    }
    case 'order.fulfilment_changed': {
      const stage = String(data.to ?? '');
      const words =
        locale === 'ar'
          ? (FULFILMENT_WORDS as Record<string, string>)[stage]
          : STAGE_WORDS_EN[stage];
      if (!words) return null;
      return {
        template: CHAT_TEMPLATES.order_update,
        params: [orderRef, UPDATE_WORDS.stage[locale](words)],
      };
    }
    default:
      return null;
  }
}

/**
 * Once the parts are handed over, the chat settings' rating message, as free text: only while the
 * 24-hour window is open (outside it WhatsApp takes templates only), and not to a customer who
 * asked to stop messages.
 */
async function askForRating(tx: Database, event: EventRow, now: Date): Promise<void> {
  const open =
    event.lastInboundAt !== null &&
    now.getTime() - new Date(event.lastInboundAt).getTime() < WINDOW_MS;
  // The chat settings are written in Arabic: a customer who asked for English is not sent them.
  if (!open || event.optedOut || event.locale !== 'ar') return;
  const { ratingMessage } = await findChatSetting(tx, {
    companyId: event.companyId,
    branchId: null,
  });
  if (!ratingMessage.trim()) return;
  await queueOutbound(tx, {
    companyId: event.companyId,
    conversationId: event.conversationId,
    authorKind: 'assistant',
    kind: 'text',
    body: { text: ratingMessage.trim() },
    purpose: 'rating',
    dedupeKey: `rating:${event.id}`,
    orderId: event.orderId,
    now,
  });
}
