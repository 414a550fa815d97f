import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { inTransaction } from '../../db/transaction.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';

/** Deletes audit events past the retention, once a day. */
export const AUDIT_PRUNE_JOB = 'audit.prune';
/** Rows deleted per transaction: each holds the table's rows it deletes only briefly. */
export const AUDIT_PRUNE_BATCH = 5_000;
const DAY_SECONDS = 86_400;

export interface AuditRetention {
  db: Database;
  clock: Clock;
  retentionDays: number;
  /** On PGlite nothing vacuums by itself: the prune vacuums the table after deleting. */
  vacuumAfter: boolean;
}

/** 03:00 in Riyadh (midnight UTC) after `now`: a quiet hour for a shop. */
export function nextPruneAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

/**
 * Queues the prune for the next quiet hour. Its key is that day, so every process queuing it at
 * start, and the run before it, make one job; a run that fails does not break the chain, since
 * the next day's is queued as each run starts.
 */
export async function scheduleAuditPrune(db: Database, now: Date): Promise<void> {
  const runAt = nextPruneAt(now);
  await enqueueJob(db, {
    kind: AUDIT_PRUNE_JOB,
    key: `${AUDIT_PRUNE_JOB}:${runAt.toISOString().slice(0, 10)}`,
    runAt,
  });
}

/**
 * Deletes the events older than the retention, a batch per transaction, each transaction saying
 * it is the prune (`taseer.audit_prune`): the database refuses any other delete, and even this
 * one for rows younger than 30 days. Answers how many were deleted.
 */
export async function pruneAuditEvents(
  { db, clock, retentionDays }: Pick<AuditRetention, 'db' | 'clock' | 'retentionDays'>,
  signal?: AbortSignal,
): Promise<number> {
  const before = addSeconds(clock.now(), -retentionDays * DAY_SECONDS).toISOString();
  let deleted = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await inTransaction(db, async (tx) => {
      await tx.execute(sql`select set_config('taseer.audit_prune', 'on', true)`);
      const result = await tx.execute(sql`
        delete from audit_events
        where id in (
          select id from audit_events
          where created_at < ${before}::timestamptz
            -- never what the database would refuse (a clock ahead of the database's)
            and created_at < now() - interval '30 days'
          order by created_at
          limit ${AUDIT_PRUNE_BATCH}
        )
        returning 1
      `);
      return rowsOf(result).length;
    });
    deleted += batch;
    if (batch < AUDIT_PRUNE_BATCH) return deleted;
  }
}

export function auditPruneJob(retention: AuditRetention): JobHandler {
  return {
    retrySchedule: [300, 1_800, 3_600],
    timeoutMs: 10 * 60_000,
    concurrency: 1,
    async run(_job, { signal }) {
      await scheduleAuditPrune(retention.db, addSeconds(retention.clock.now(), 60));
      const deleted = await pruneAuditEvents(retention, signal);
      if (deleted > 0 && retention.vacuumAfter) {
        await retention.db.execute(sql`vacuum audit_events`);
      }
      return { done: true };
    },
  };
}
