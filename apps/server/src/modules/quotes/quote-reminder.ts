import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { recordOrderEvent } from '../order-events/index.js';
import { lockOrder, notifyOrderStaff } from '../orders/index.js';
import { changeRequestOf, hasVersionEvent } from './change-requests.repository.js';
import { expiringQuoteNotice } from './quote-notifications.js';
import { effectiveStatus, newestQuote } from './quotes.repository.js';

/** Reminds the shop and its bot that an open version is near its end unanswered. */
export const QUOTE_REMINDER_JOB = 'quote.remind_expiry';

const HOUR_MS = 3_600_000;
/** How long before its end an open version's reminder goes out. */
export const REMIND_BEFORE_HOURS = 24;

/**
 * When a version's reminder goes: 24 hours before it expires, but never in the first half of its
 * validity, so a short validity (under two days) is reminded of half-way rather than at once.
 * 48 h (the default): after 24 h; 72 h: after 48 h; 12 h: after 6 h.
 */
export function reminderTime(issuedAt: Date, validUntil: Date): Date {
  const halfWay = issuedAt.getTime() + (validUntil.getTime() - issuedAt.getTime()) / 2;
  const dayBefore = validUntil.getTime() - REMIND_BEFORE_HOURS * HOUR_MS;
  return new Date(Math.max(halfWay, dayBefore));
}

/**
 * Queues the reminder of a version just issued, in its transaction. Keyed by the version: queuing
 * it again does not add a second, and a newer version has its own (the older one's finds itself
 * superseded and sends nothing).
 */
export async function queueExpiryReminder(
  tx: Database,
  quote: { id: string; companyId: string; orderId: string; createdAt: Date; validUntil: Date },
): Promise<void> {
  await enqueueJob(tx, {
    kind: QUOTE_REMINDER_JOB,
    key: quote.id,
    companyId: quote.companyId,
    payload: { quoteId: quote.id, orderId: quote.orderId },
    runAt: reminderTime(quote.createdAt, quote.validUntil),
  });
}

/**
 * Sends the reminder of one version, if it is still owed: the version is still the order's
 * newest, still open and unexpired, the customer has neither answered it nor asked for changes
 * (then the shop owes him a new version, and a bot reminding him to answer would contradict
 * that), and no reminder of it was sent yet (a job may run twice). It is a `quote.expiring`
 * event (history and webhooks) and a notice to the order's staff, under the order's lock.
 * Answers whether it was sent.
 */
export async function remindOfExpiry(
  deps: { db: Database; clock: Clock },
  orderId: string,
  quoteId: string,
): Promise<boolean> {
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, null, orderId);
    const quote = order ? await newestQuote(tx, orderId) : null;
    if (!order || !quote || quote.id !== quoteId) return false;
    const now = deps.clock.now();
    const status = effectiveStatus(quote, now);
    if (status !== 'sent' && status !== 'viewed') return false;
    if (await changeRequestOf(tx, order.companyId, quote.id)) return false;
    if (await hasVersionEvent(tx, order, 'quote.expiring', quote.version)) return false;
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'quote.expiring',
      actor: { type: 'system' },
      data: { version: quote.version, validUntil: quote.validUntil.toISOString() },
      now,
    });
    const hoursLeft = Math.max(
      1,
      Math.round((quote.validUntil.getTime() - now.getTime()) / HOUR_MS),
    );
    await notifyOrderStaff(tx, order, expiringQuoteNotice(order, hoursLeft), now, {
      holder: true,
      also: [quote.createdBy],
    });
    return true;
  });
}

export function expiryReminderJob(clock: Clock): JobHandler {
  return {
    retrySchedule: [30, 300, 1_800],
    timeoutMs: 15_000,
    async run(job, context) {
      const orderId = String(job.payload.orderId ?? '');
      const quoteId = String(job.payload.quoteId ?? '');
      await remindOfExpiry({ db: context.db, clock }, orderId, quoteId);
      return { done: true };
    },
  };
}
