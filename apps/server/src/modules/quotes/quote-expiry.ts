import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { nextTurn, schedulePeriodicSweep } from '../../lib/periodic-sweep.js';
import { recordOrderEvent } from '../order-events/index.js';
import { type LockedOrder, lockOrder } from '../orders/index.js';
import {
  effectiveStatus,
  newestQuote,
  openQuotesPast,
  setQuoteStatus,
  type QuoteRow,
} from './quotes.repository.js';

/** Open versions read per statement. */
const BATCH = 200;

/**
 * Versions one run handles at most (each its own transaction); the rest wait for the next
 * minute's run. On PGlite every transaction holds its one connection: a
 * backlog of 233,000 closed back to back kept requests (and SIGTERM) waiting for many minutes.
 * A run of this many takes a few seconds, spread between other requests' queries.
 */
export const EXPIRY_RUN_LIMIT = 2_000;

export interface ExpiryRunOptions {
  /** Stops the run between two transactions (the server is closing). */
  signal?: AbortSignal;
}

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
 * Closes the open versions whose validity has passed, oldest first, each in its own transaction
 * under its order's lock (a customer answering at that moment is either before or after it,
 * never both), at most EXPIRY_RUN_LIMIT of them. Between two transactions it lets the
 * event loop turn, as the PGlite export does between its batches: requests that arrived
 * meanwhile queue their queries before the next transaction asks for PGlite's one connection,
 * so each waits for at most one transaction per query, never for the whole run. Returns how
 * many it closed.
 */
export async function expireDueQuotes(
  db: Database,
  clock: Clock,
  options: ExpiryRunOptions = {},
): Promise<number> {
  const { signal } = options;
  let closed = 0;
  let handled = 0;
  while (handled < EXPIRY_RUN_LIMIT) {
    await nextTurn();
    if (signal?.aborted) return closed;
    const size = Math.min(BATCH, EXPIRY_RUN_LIMIT - handled);
    const due = await openQuotesPast(db, clock.now(), size);
    let closedNow = 0;
    for (const { orderId } of due) {
      await nextTurn();
      if (signal?.aborted) return closed + closedNow;
      handled += 1;
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
    // A short batch was the last; a batch of which none could be closed would come back
    // unchanged: stop there.
    if (due.length < size || closedNow === 0) return closed;
  }
  return closed;
}

/**
 * Sweeps once a minute (lib/periodic-sweep.ts: runs never overlap, and the returned stop waits
 * for the run in progress to end after its current transaction). A backlog larger than one
 * run's limit is worked off a run per minute.
 */
export function scheduleQuoteExpiry(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return schedulePeriodicSweep(
    async (signal) => {
      const closed = await expireDueQuotes(db, clock, { signal });
      if (closed >= EXPIRY_RUN_LIMIT) {
        log.info({ closed }, 'closed expired quotes; the rest are closed by the next runs');
      }
    },
    log,
    'closing expired quotes',
  );
}
