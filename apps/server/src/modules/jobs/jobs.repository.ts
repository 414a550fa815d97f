import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** The channel on which a committed job wakes every process's runner at once. */
export const JOBS_CHANNEL = 'taseer_jobs';

export type JobStatus = 'pending' | 'done' | 'failed';

export interface NewJob {
  kind: string;
  /** At most one pending job per (kind, key): queuing it again only moves its run earlier. */
  key?: string | null;
  /** The company the job belongs to: deleting the company deletes its jobs. */
  companyId?: string | null;
  /** Ids and small values only; it is kept while the job is pending and until it is pruned. */
  payload?: Record<string, unknown>;
  runAt: Date;
}

/**
 * Queues a job inside the caller's transaction, so it exists exactly when the change that asks
 * for it commits. A pending job of the same kind and key is not duplicated: it keeps its payload
 * and runs at the earlier of the two times. The NOTIFY is delivered only when `tx` commits.
 */
export async function enqueueJob(tx: Database, job: NewJob): Promise<void> {
  await tx.execute(sql`
    insert into jobs (kind, key, company_id, payload, next_attempt_at)
    values (${job.kind}, ${job.key ?? null}, ${job.companyId ?? null}::uuid,
            ${JSON.stringify(job.payload ?? {})}::jsonb, ${job.runAt.toISOString()}::timestamptz)
    on conflict (kind, key) where status = 'pending' and key is not null
    do update set next_attempt_at = least(jobs.next_attempt_at, excluded.next_attempt_at)
  `);
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}

export function listenForJobs(
  database: DatabaseHandle,
  onWake: () => void,
): Promise<() => Promise<void>> {
  return database.listen(JOBS_CHANNEL, () => onWake());
}

/**
 * What proves a claim is still this process's: the attempt count it set and the lease end. A
 * claim that lapsed and was taken by another process has a higher count, so nothing recorded
 * under an old claim touches the row.
 */
export interface JobClaim {
  id: string;
  attemptCount: number;
  leaseUntil: Date;
}

export interface ClaimedJob extends JobClaim {
  kind: string;
  key: string | null;
  companyId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** How many of a kind this process may still take, and until when it holds them. */
export interface KindRoom {
  kind: string;
  room: number;
  leaseUntil: Date;
}

/**
 * Claims up to `limit` due pending jobs of the kinds in `rooms` (at most each kind's room, none
 * in `busy`), oldest due first, counting an attempt and moving `next_attempt_at` to the kind's
 * lease end: another process skips rows being claimed (SKIP LOCKED) and, after this commits, sees
 * them not due. A process that dies mid-run leaves its rows due again when the lease lapses.
 */
export async function claimDueJobs(
  db: Database,
  input: { now: Date; rooms: KindRoom[]; limit: number; busy: string[] },
): Promise<ClaimedJob[]> {
  if (input.rooms.length === 0 || input.limit <= 0) return [];
  const now = input.now.toISOString();
  const rooms = JSON.stringify(
    input.rooms.map((room) => ({
      kind: room.kind,
      room: room.room,
      lease_until: room.leaseUntil.toISOString(),
    })),
  );
  const busy = JSON.stringify(input.busy);
  const result = await db.execute(sql`
    with room as (
      select * from jsonb_to_recordset(${rooms}::jsonb)
        as room(kind text, room integer, lease_until timestamptz)
    ), candidate as (
      select due.id, due.next_attempt_at, room.lease_until
      from room
      cross join lateral (
        select job.id, job.next_attempt_at
        from jobs job
        where job.status = 'pending'
          and job.kind = room.kind
          and job.next_attempt_at <= ${now}::timestamptz
          and job.id not in (select value::bigint from jsonb_array_elements_text(${busy}::jsonb))
        order by job.next_attempt_at, job.id
        limit room.room
        for update skip locked
      ) due
      order by due.next_attempt_at, due.id
      limit ${input.limit}
    )
    update jobs job
    set attempt_count = job.attempt_count + 1,
        next_attempt_at = candidate.lease_until
    from candidate
    where job.id = candidate.id
    returning job.id, job.kind, job.key, job.company_id, job.payload, job.attempt_count,
              job.next_attempt_at, job.created_at
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    key: row.key === null ? null : String(row.key),
    companyId: row.company_id === null ? null : String(row.company_id),
    payload: payloadOf(row.payload),
    attemptCount: Number(row.attempt_count),
    leaseUntil: new Date(row.next_attempt_at as string),
    createdAt: new Date(row.created_at as string),
  }));
}

function payloadOf(value: unknown): Record<string, unknown> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * Marks a claimed job done. If it was queued again while it ran with an earlier time than its
 * lease (the change it handles happened again), it stays pending for that run instead, the
 * finished attempt not counted; answers which.
 */
export async function finishJob(
  db: Database,
  claim: JobClaim,
  now: Date,
): Promise<'done' | 'again' | 'lost'> {
  const result = await db.execute(sql`
    update jobs
    set status = case when next_attempt_at = ${claim.leaseUntil.toISOString()}::timestamptz
                      then 'done' else 'pending' end,
        finished_at = case when next_attempt_at = ${claim.leaseUntil.toISOString()}::timestamptz
                           then ${now.toISOString()}::timestamptz end,
        attempt_count = case when next_attempt_at = ${claim.leaseUntil.toISOString()}::timestamptz
                             then attempt_count else attempt_count - 1 end,
        last_error = null
    where id = ${claim.id}::bigint
      and status = 'pending'
      and attempt_count = ${claim.attemptCount}
    returning status
  `);
  const [row] = rowsOf<{ status: JobStatus }>(result);
  if (!row) return 'lost';
  return row.status === 'done' ? 'done' : 'again';
}

/**
 * Schedules the next run of a claimed job at `at` with why it is not done. `countAttempt: false`
 * hands the attempt back (the handler asked to be looked at later; it did not fail). False when
 * the claim was no longer this process's.
 */
export async function retryJob(
  db: Database,
  claim: JobClaim,
  input: { at: Date; error: string; countAttempt: boolean },
): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs
    set next_attempt_at = case
          when next_attempt_at = ${claim.leaseUntil.toISOString()}::timestamptz
          then ${input.at.toISOString()}::timestamptz
          -- Queued again or hurried while it ran: the sooner of the two, as a finished run does.
          else least(next_attempt_at, ${input.at.toISOString()}::timestamptz)
        end,
        last_error = ${input.error},
        attempt_count = attempt_count - ${input.countAttempt ? 0 : 1}
    where id = ${claim.id}::bigint
      and status = 'pending'
      and attempt_count = ${claim.attemptCount}
    returning id
  `);
  return rowsOf(result).length > 0;
}

/** Gives a claimed job up for good. False when the claim was no longer this process's. */
export async function failJob(
  db: Database,
  claim: Pick<JobClaim, 'id' | 'attemptCount'>,
  input: { now: Date; error: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs
    set status = 'failed',
        last_error = ${input.error},
        finished_at = ${input.now.toISOString()}::timestamptz
    where id = ${claim.id}::bigint
      and status = 'pending'
      and attempt_count = ${claim.attemptCount}
    returning id
  `);
  return rowsOf(result).length > 0;
}

/**
 * Gives claimed jobs back, due now, without counting their attempt (the process is stopping and
 * cut them off): the next runner to look takes them.
 */
export async function releaseJobs(db: Database, claims: JobClaim[], now: Date): Promise<void> {
  if (claims.length === 0) return;
  const held = JSON.stringify(claims.map((claim) => [claim.id, claim.attemptCount]));
  await db.execute(sql`
    update jobs job
    set next_attempt_at = ${now.toISOString()}::timestamptz,
        attempt_count = job.attempt_count - 1
    from jsonb_array_elements(${held}::jsonb) as held(claim)
    where job.id = (held.claim ->> 0)::bigint
      and job.attempt_count = (held.claim ->> 1)::integer
      and job.status = 'pending'
  `);
}

/** Done and failed jobs finished before `before` (pending ones are never pruned). */
export async function deleteFinishedJobsBefore(db: Database, before: Date): Promise<void> {
  await db.execute(sql`
    delete from jobs
    where status <> 'pending' and finished_at < ${before.toISOString()}::timestamptz
  `);
}

/**
 * Makes a company's pending jobs of one kind due now: what they were waiting for (e.g. the tax
 * profile an invoice needs) has changed. A job running at the time runs once more afterwards.
 */
export async function hurryPendingJobs(
  tx: Database,
  kind: string,
  companyId: string,
  now: Date,
): Promise<void> {
  const hurried = await tx.execute(sql`
    update jobs set next_attempt_at = ${now.toISOString()}::timestamptz
    where kind = ${kind} and company_id = ${companyId}::uuid and status = 'pending'
      and next_attempt_at > ${now.toISOString()}::timestamptz
    returning 1
  `);
  if (rowsOf(hurried).length > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}
