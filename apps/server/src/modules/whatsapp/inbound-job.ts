import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { inboundBody } from './chat-message-body.js';
import { publishConversationChange } from './conversation-change.js';
import {
  insertMessage,
  receiveIntoConversation,
  recordDeliveryStatus,
} from './conversations.repository.js';
import { runAssistant } from './intake-assistant.js';
import { MEDIA_JOB } from './media-job.js';

/** Processes a customer's waiting inbox rows, oldest first. */
export const INBOUND_JOB = 'whatsapp.inbound';

export function inboundJobKey(channelId: string, customer: string): string {
  return `${channelId}:${customer}`;
}

interface InboxRow {
  id: number;
  companyId: string;
  channelId: string;
  customer: string;
  payload: Record<string, unknown>;
}

/**
 * One job per customer, so their messages are handled in the order they came, each exactly
 * once: a row is processed and marked in one transaction, under a lock on the customer, so two
 * processes (or a retry while another run is late) never handle the same row twice.
 */
export function inboundJob(deps: { clock: Clock }): JobHandler {
  return {
    retrySchedule: [5, 30, 120, 600, 3_600],
    timeoutMs: 30_000,
    async run(job, { db }) {
      const channelId = String(job.payload.channelId ?? '');
      const customer = String(job.payload.customer ?? '');
      for (;;) {
        const handled = await inTransaction(db, async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${inboundJobKey(channelId, customer)}, 0))`,
          );
          const [row] = rowsOf<InboxRow>(
            await tx.execute(sql`
              select id, company_id as "companyId", channel_id as "channelId", customer, payload
              from chat_inbox
              where channel_id = ${channelId} and customer = ${customer} and processed_at is null
              order by id
              limit 1
            `),
          );
          if (!row) return false;
          const now = deps.clock.now();
          if (row.payload.type === 'message') await handleMessage(tx, row, now);
          if (row.payload.type === 'status') await handleStatus(tx, row, now);
          await tx.execute(
            sql`update chat_inbox set processed_at = ${now.toISOString()}::timestamptz where id = ${row.id}`,
          );
          return true;
        });
        if (!handled) return { done: true };
      }
    },
  };
}

/** WhatsApp's timestamp (seconds) when it is believable, else the time it reached us. */
function sentAt(value: unknown, now: Date): Date {
  const seconds = Number(value);
  if (!Number.isFinite(seconds)) return now;
  const at = new Date(seconds * 1000);
  return at > now || now.getTime() - at.getTime() > 7 * 86_400_000 ? now : at;
}

async function handleMessage(tx: Database, row: InboxRow, now: Date): Promise<void> {
  const message = row.payload.message as Record<string, unknown>;
  const name = typeof row.payload.name === 'string' ? row.payload.name : null;
  const at = sentAt(message.timestamp, now);
  const conversation = await receiveIntoConversation(tx, {
    id: randomUUID(),
    companyId: row.companyId,
    channelId: row.channelId,
    customerPhone: row.customer,
    customerName: name,
    at,
  });
  const { kind, body } = inboundBody(message);
  const id = randomUUID();
  const fresh = await insertMessage(tx, {
    id,
    companyId: row.companyId,
    conversationId: conversation.id,
    direction: 'in',
    authorKind: 'customer',
    providerMessageId: String(message.id),
    kind,
    body,
    at,
  });
  if (!fresh) return;
  if (body.providerMediaId) {
    await enqueueJob(tx, {
      kind: MEDIA_JOB,
      key: id,
      companyId: row.companyId,
      payload: { messageId: id },
      runAt: now,
    });
  }
  await runAssistant({ tx, conversation, kind, body, now });
  await publishConversationChange(tx, row.companyId, conversation.id);
}

async function handleStatus(tx: Database, row: InboxRow, now: Date): Promise<void> {
  const status = row.payload.status as Record<string, unknown>;
  const state = status.status as 'sent' | 'delivered' | 'read' | 'failed';
  const errors = Array.isArray(status.errors) ? (status.errors as Record<string, unknown>[]) : [];
  const failure = state === 'failed' ? failureWords(errors[0]) : null;
  const conversationId = await recordDeliveryStatus(tx, {
    companyId: row.companyId,
    providerMessageId: String(status.id),
    status: state,
    failure,
    at: sentAt(status.timestamp, now),
  });
  if (conversationId) await publishConversationChange(tx, row.companyId, conversationId);
}

/** WhatsApp's refusals staff meet most, in their words; any other keeps WhatsApp's own. */
const FAILURES: Record<number, string> = {
  131026: 'رقم العميل لا يستقبل رسائل واتساب',
  131047: 'مضت 24 ساعة على آخر رسالة من العميل، فلا تصل إلا القوالب المعتمدة',
  131049: 'أوقف واتساب الرسالة للحد من الرسائل التسويقية إلى هذا العميل',
  131050: 'أوقف العميل رسائل الشركة على واتساب',
  131051: 'نوع الرسالة غير مدعوم',
  131056: 'رسائل كثيرة إلى هذا العميل في وقت قصير',
  132000: 'عدد متغيرات القالب لا يطابق القالب المعتمد',
  132001: 'القالب غير موجود أو غير معتمد بهذه اللغة',
};

function failureWords(error: Record<string, unknown> | undefined): string {
  const known = typeof error?.code === 'number' ? FAILURES[error.code] : undefined;
  if (known) return known;
  const details = (error?.error_data as { details?: unknown } | undefined)?.details;
  return String(details ?? error?.title ?? error?.message ?? 'تعذّر على واتساب إيصال الرسالة').slice(
    0,
    300,
  );
}
