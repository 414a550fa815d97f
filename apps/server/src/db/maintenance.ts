import { getTableName, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addSeconds, type Clock } from '../lib/clock.js';
import { deleteExpiredFamilies } from '../modules/auth/auth.repository.js';
import { deleteChallengesBefore } from '../modules/auth/otp.repository.js';
import { deleteStreamTicketsBefore } from '../modules/notifications/stream-tickets.repository.js';
import { deleteFinishedJobsBefore } from '../modules/jobs/jobs.repository.js';
import { deleteHitsBefore } from '../modules/rate-limit/rate-limit.repository.js';
import { deleteDeliveriesBefore } from '../modules/webhooks/webhook-deliveries.repository.js';
import type { Database, DatabaseHandle } from './client.js';
import {
  conversationCounters,
  jobs,
  orderDailyBranchTotals,
  orderDailyCounts,
  orderDailyTotals,
  orderRefCounters,
  otpChallenges,
  quoteDailyBranchTotals,
  quoteDailyCounts,
  quoteDailyTotals,
  rateLimitHits,
  refreshTokens,
  streamTickets,
  webhookAttempts,
  webhookDeliveries,
} from './schema.js';

const DAY = 86_400;

/**
 * Deletes rows that no rule reads any more: rate-limit hits of every bucket older than the longest
 * window (a day; config.ts refuses longer configured windows), codes older than a week, refresh
 * families past their lifetime, stream tickets past theirs, webhook deliveries after 30 days,
 * finished (done or failed) jobs 14 days after they finished.
 */
export async function pruneExpiredRows(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  await deleteHitsBefore(db, addSeconds(now, -DAY));
  await deleteChallengesBefore(db, addSeconds(now, -7 * DAY));
  await deleteExpiredFamilies(db, now);
  await deleteStreamTicketsBefore(db, now);
  await deleteDeliveriesBefore(db, addSeconds(now, -30 * DAY));
  await deleteFinishedJobsBefore(db, addSeconds(now, -14 * DAY));
}

/**
 * The small tables whose rows are deleted or rewritten all day: those pruned above, and the
 * counters every order and quote updates.
 */
const CHURNING_TABLES = [
  rateLimitHits,
  otpChallenges,
  refreshTokens,
  streamTickets,
  webhookDeliveries,
  webhookAttempts,
  jobs,
  orderDailyCounts,
  orderDailyBranchTotals,
  orderDailyTotals,
  quoteDailyCounts,
  quoteDailyBranchTotals,
  quoteDailyTotals,
  orderRefCounters,
  conversationCounters,
];

/**
 * PGlite runs PostgreSQL as one standalone backend, without autovacuum's workers: nothing else
 * would ever vacuum its tables, and the space of every deleted or rewritten row would stay taken.
 * This vacuums the tables that churn, each small whatever the number of orders (at a million
 * orders, 51–176 ms for the twelve measured, one statement each; jobs, pruned like them, came
 * later), so the one connection is held only briefly at a time; VACUUM also keeps the planner's row counts of them true. The large tables
 * (orders, pieces, events), which mostly grow, are left alone: vacuuming them would stop every
 * request for seconds at a million orders. On PostgreSQL autovacuum does all of this.
 */
export async function vacuumChurningTables(db: Database): Promise<void> {
  for (const table of CHURNING_TABLES) {
    await db.execute(sql.raw(`vacuum "${getTableName(table)}"`));
  }
}

/**
 * Prunes once an hour, and on PGlite vacuums what churns after; the timer does not keep the
 * process alive.
 */
export function schedulePruning(
  { db, kind }: Pick<DatabaseHandle, 'db' | 'kind'>,
  clock: Clock,
  log: FastifyBaseLogger,
): () => void {
  const timer = setInterval(() => {
    pruneExpiredRows(db, clock)
      .then(() => (kind === 'pglite' ? vacuumChurningTables(db) : undefined))
      .catch((error: unknown) => log.warn({ err: error }, 'pruning (or vacuuming) failed'));
  }, 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
