import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { recordOrderEvent } from '../order-events/record-order-event.js';
import { lockOrder, type LockedOrder } from '../orders/orders.repository.js';
import {
  effectiveStatus,
  newestQuote,
  openQuotesPast,
  setQuoteStatus,
  type QuoteRow,
} from './quotes.repository.js';

const BATCH = 200;

/**
 * Closes an open version whose validity has passed, with its `quote.expired` event, under the
 * order's lock: run by the sweep, by the first read of its link, and by pricing the order again.
 */
export async function expireQuote(tx: Database, order: LockedOrder, quote: QuoteRow, now: Date) {
  await setQuoteStatus(tx, quote, 'expired', { closedAt: now }, true);
  await recordOrderEvent(tx, {
    companyId: order.companyId,
    orderId: order.id,
    type: 'quote.expired',
    actor: { type: 'system' },
    data: { version: quote.version },
    now,
  });
}

/**
 * Closes the open versions whose validity has passed, each in its own transaction under its
 * order's lock (a customer answering at that moment is either before or after it, never both).
 * Returns how many it closed.
 */
export async function expireDueQuotes(db: Database, clock: Clock): Promise<number> {
  let closed = 0;
  for (;;) {
    const due = await openQuotesPast(db, clock.now(), BATCH);
    let closedNow = 0;
    for (const { orderId } of due) {
      closedNow += await inTransaction(db, async (tx) => {
        const order = await lockOrder(tx, null, orderId);
        const quote = order ? await newestQuote(tx, orderId) : null;
        const now = clock.now();
        if (!order || !quote || effectiveStatus(quote, now) !== 'expired') return 0;
        if (quote.status === 'expired') return 0;
        await expireQuote(tx, order, quote, now);
        return 1;
      });
    }
    closed += closedNow;
    // A full batch of which none could be closed would come back unchanged: stop there.
    if (due.length < BATCH || closedNow === 0) return closed;
  }
}

/** Sweeps once a minute; the timer does not keep the process alive. */
export function scheduleQuoteExpiry(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    expireDueQuotes(db, clock).catch((error: unknown) =>
      log.warn({ err: error }, 'closing expired quotes failed'),
    );
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
