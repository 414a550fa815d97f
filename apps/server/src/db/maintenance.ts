import type { FastifyBaseLogger } from 'fastify';
import { addSeconds, type Clock } from '../lib/clock.js';
import { deleteExpiredFamilies } from '../modules/auth/auth.repository.js';
import { deleteChallengesBefore } from '../modules/auth/otp.repository.js';
import { deleteStreamTicketsBefore } from '../modules/notifications/stream-tickets.repository.js';
import { deleteHitsBefore } from '../modules/rate-limit/rate-limit.repository.js';
import { deleteDeliveriesBefore } from '../modules/webhooks/webhook-deliveries.repository.js';
import type { Database } from './client.js';

const DAY = 86_400;

/**
 * Deletes rows that no rule reads any more: rate-limit hits of every bucket older than the longest
 * window (a day; config.ts refuses longer configured windows), codes older than a week, refresh
 * families past their lifetime, stream tickets past theirs, webhook deliveries after 30 days.
 */
export async function pruneExpiredRows(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  await deleteHitsBefore(db, addSeconds(now, -DAY));
  await deleteChallengesBefore(db, addSeconds(now, -7 * DAY));
  await deleteExpiredFamilies(db, now);
  await deleteStreamTicketsBefore(db, now);
  await deleteDeliveriesBefore(db, addSeconds(now, -30 * DAY));
}

/** Prunes once an hour; the timer does not keep the process alive. */
export function schedulePruning(db: Database, clock: Clock, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    pruneExpiredRows(db, clock).catch((error: unknown) =>
      log.warn({ err: error }, 'pruning expired rows failed'),
    );
  }, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
