import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { pruneExpiredRows } from '../src/db/maintenance.js';
import { rowsOf } from '../src/db/rows.js';
import { users } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { addSeconds } from '../src/lib/clock.js';
import { JobRunner, type Job, type JobHandler } from '../src/modules/jobs/job-runner.js';
import { enqueueJob, type NewJob } from '../src/modules/jobs/jobs.repository.js';
import { createTestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';
import { createTestDatabaseStore, openTestDatabase } from './support/test-database.js';

/**
 * The jobs table's runner, on the database alone: a queued job runs once and is marked done, a
 * (kind, key) is queued once while pending, failures are retried on their schedule and then
 * given up, a handler may ask to be looked at later, two runners share the rows without running
 * one twice, and a stopping runner hands back what it cut off. The clock is moved instead of
 * waiting for retries; `settled()` waits until a runner has nothing due or in flight.
 */

const template = inject('databaseTemplate');

let database: DatabaseHandle;
const runners: JobRunner[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop(0)));
});

afterAll(async () => {
  await database?.close();
});

interface LogLine {
  level: string;
  details: unknown;
  message: string;
}

/** A logger keeping what it was told, to check what reaches the log. */
function recordingLog(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at =
    (level: string) =>
    (details: unknown, message = '') =>
      lines.push({ level, details, message });
  const log = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

function runnerOn(handle: DatabaseHandle, clock: TestClock): JobRunner {
  const runner = new JobRunner({ database: handle, clock, log: recordingLog().log });
  runners.push(runner);
  return runner;
}

let kinds = 0;
/** A kind no other test uses: a runner claims only the kinds registered on it. */
function newKind(name: string): string {
  kinds += 1;
  return `test.${name}.${kinds}`;
}

function enqueue(job: NewJob, on: DatabaseHandle = database): Promise<void> {
  return inTransaction(on.db, (tx) => enqueueJob(tx, job));
}

interface JobRow {
  id: string;
  key: string | null;
  status: string;
  attemptCount: number;
  nextAttemptAt: Date;
  lastError: string | null;
  finishedAt: Date | null;
  payload: Record<string, unknown>;
}

async function rowsOfKind(kind: string): Promise<JobRow[]> {
  const result = await database.db.execute(sql`
    select id, key, status, attempt_count, next_attempt_at, last_error, finished_at, payload
    from jobs where kind = ${kind} order by id
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    key: row.key === null ? null : String(row.key),
    status: String(row.status),
    attemptCount: Number(row.attempt_count),
    nextAttemptAt: new Date(row.next_attempt_at as string),
    lastError: row.last_error === null ? null : String(row.last_error),
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at as string),
    payload: row.payload as Record<string, unknown>,
  }));
}

async function onlyRowOf(kind: string): Promise<JobRow> {
  const rows = await rowsOfKind(kind);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Waits (briefly, checking often) for something another part of the process does. */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A handler that records each run and answers done. */
function recorder(): { handler: JobHandler; runs: Job[] } {
  const runs: Job[] = [];
  return {
    runs,
    handler: {
      retrySchedule: [60],
      run: async (job) => {
        runs.push(job);
        return { done: true };
      },
    },
  };
}

/** The run's signal as a rejection, for handlers that wait on nothing else. */
function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
  );
}

describe('a queued job', () => {
  it('runs once, with its payload, and is marked done', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('once');
    const { handler, runs } = recorder();
    runner.register(kind, handler);
    await runner.start();

    await enqueue({ kind, key: 'order-1', payload: { orderId: 'o-1' }, runAt: clock.now() });
    await runner.settled();
    runner.wake();
    await runner.settled();

    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      kind,
      key: 'order-1',
      companyId: null,
      payload: { orderId: 'o-1' },
      attemptCount: 1,
    });
    const row = await onlyRowOf(kind);
    expect(row).toMatchObject({ status: 'done', attemptCount: 1, lastError: null });
    expect(row.finishedAt).toEqual(clock.now());
  });

  it('is woken by the NOTIFY of the transaction that queued it, without being asked', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('notified');
    const { handler, runs } = recorder();
    runner.register(kind, handler);
    await runner.start();
    await runner.settled();

    await enqueue({ kind, runAt: clock.now() });
    await until(() => runs.length === 1);
  });

  it('due later waits for its time', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('later');
    const { handler, runs } = recorder();
    runner.register(kind, handler);
    await runner.start();

    await enqueue({ kind, runAt: addSeconds(clock.now(), 600) });
    await runner.settled();
    expect(runs).toHaveLength(0);
    clock.advance(599);
    runner.wake();
    await runner.settled();
    expect(runs).toHaveLength(0);
    clock.advance(1);
    runner.wake();
    await runner.settled();
    expect(runs).toHaveLength(1);
  });

  it('of the same kind and key is queued once while pending: the earlier time wins, the first payload stays', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('keyed');
    const { handler, runs } = recorder();
    runner.register(kind, handler);
    await runner.start();
    const start = clock.now();

    await enqueue({ kind, key: 'payment-1', payload: { n: 1 }, runAt: addSeconds(start, 100) });
    await enqueue({ kind, key: 'payment-1', payload: { n: 2 }, runAt: addSeconds(start, 50) });
    await enqueue({ kind, key: 'payment-1', payload: { n: 3 }, runAt: addSeconds(start, 200) });
    // Another key, and no key at all, are jobs of their own.
    await enqueue({ kind, key: 'payment-2', runAt: addSeconds(start, 500) });
    await enqueue({ kind, runAt: addSeconds(start, 500) });
    await enqueue({ kind, runAt: addSeconds(start, 500) });

    const rows = await rowsOfKind(kind);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ key: 'payment-1', status: 'pending', payload: { n: 1 } });
    expect(rows[0]!.nextAttemptAt).toEqual(addSeconds(start, 50));

    await runner.settled();
    expect(runs).toHaveLength(0);
    clock.advance(60);
    runner.wake();
    await runner.settled();
    expect(runs.map((run) => run.payload)).toEqual([{ n: 1 }]);

    // Once done, the key may be queued again: a new job.
    await enqueue({ kind, key: 'payment-1', payload: { n: 4 }, runAt: clock.now() });
    await runner.settled();
    expect(runs.map((run) => run.payload)).toEqual([{ n: 1 }, { n: 4 }]);
    const keyed = (await rowsOfKind(kind)).filter((row) => row.key === 'payment-1');
    expect(keyed.map((row) => row.status)).toEqual(['done', 'done']);
  });

  it('queued again while it runs, for earlier than its claim lasts, runs again after', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('requeued');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const runs: Job[] = [];
    runner.register(kind, {
      retrySchedule: [60],
      run: async (job) => {
        runs.push(job);
        if (runs.length === 1) await released;
        return { done: true };
      },
    });
    await runner.start();

    await enqueue({ kind, key: 'payment-1', runAt: clock.now() });
    await until(() => runs.length === 1);
    await enqueue({ kind, key: 'payment-1', runAt: clock.now() });
    // Not run twice at once by this process while the first run holds it.
    runner.wake();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toHaveLength(1);
    release();
    await runner.settled();

    expect(runs).toHaveLength(2);
    expect(runs[1]!.attemptCount).toBe(1);
    expect(await onlyRowOf(kind)).toMatchObject({ status: 'done', attemptCount: 1 });
  });

  it('queued again while a run that asks to wait is still going, runs again after, not when it asked', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('requeued-while-waiting');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const runs: Job[] = [];
    runner.register(kind, {
      retrySchedule: [60],
      run: async (job) => {
        runs.push(job);
        if (runs.length > 1) return { done: true };
        await released;
        // What it waited for came while it ran (a tax profile saved, say): "later" is too late.
        return { retryAt: new Date(clock.now().getTime() + 6 * 3_600_000), reason: 'not yet' };
      },
    });
    await runner.start();

    await enqueue({ kind, key: 'sale-1', runAt: clock.now() });
    await until(() => runs.length === 1);
    await enqueue({ kind, key: 'sale-1', runAt: clock.now() });
    release();
    await until(() => runs.length === 2);
    await runner.settled();
    expect(await onlyRowOf(kind)).toMatchObject({ status: 'done' });
  });

  it('of a kind this process does not handle is left alone until one registers it', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('unregistered');
    await runner.start();

    await enqueue({ kind, runAt: clock.now() });
    await runner.settled();
    expect(await onlyRowOf(kind)).toMatchObject({ status: 'pending', attemptCount: 0 });

    // Registering after start wakes the runner: no settled() or wake() needed.
    const { handler, runs } = recorder();
    runner.register(kind, handler);
    await until(() => runs.length === 1);
    await runner.settled();
    expect(await onlyRowOf(kind)).toMatchObject({ status: 'done' });
    expect(() => runner.register(kind, handler)).toThrow(/already registered/);
  });

  it('goes with its company', async () => {
    const clock = new TestClock();
    const companyId = randomUUID();
    await database.db.insert(users).values({
      id: companyId,
      companyId,
      role: 'admin',
      username: 'شركة المهام',
      dialCode: '+966',
      phoneNumber: '0512345678',
      isActive: true,
    });
    const kind = newKind('company');
    await enqueue({ kind, companyId, runAt: addSeconds(clock.now(), 3_600) });
    expect(await onlyRowOf(kind)).toMatchObject({ status: 'pending' });

    await database.db.delete(users).where(eq(users.id, companyId));
    expect(await rowsOfKind(kind)).toHaveLength(0);
  });
});

describe('a failing job', () => {
  it('is retried after each wait of its schedule (±10 %), then failed, and its payload never reaches the log', async () => {
    const clock = new TestClock();
    const { log, lines } = recordingLog();
    const runner = new JobRunner({ database, clock, log });
    runners.push(runner);
    const kind = newKind('failing');
    const runs: Job[] = [];
    runner.register(kind, {
      retrySchedule: [60, 120],
      run: async (job) => {
        runs.push(job);
        throw new Error(`gateway down ${'x'.repeat(600)}`);
      },
    });
    await runner.start();
    const start = clock.now();

    await enqueue({ kind, payload: { paymentId: 'PAYLOAD-MARKER' }, runAt: start });
    await runner.settled();
    expect(runs).toHaveLength(1);
    let row = await onlyRowOf(kind);
    expect(row).toMatchObject({ status: 'pending', attemptCount: 1, finishedAt: null });
    expect(row.lastError).toHaveLength(500);
    expect(row.lastError).toMatch(/^gateway down x+$/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(addSeconds(start, 54).getTime());
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(addSeconds(start, 66).getTime());

    clock.advance(50);
    runner.wake();
    await runner.settled();
    expect(runs).toHaveLength(1);

    clock.advance(20);
    runner.wake();
    await runner.settled();
    expect(runs.map((run) => run.attemptCount)).toEqual([1, 2]);
    row = await onlyRowOf(kind);
    expect(row).toMatchObject({ status: 'pending', attemptCount: 2 });
    const second = clock.now();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(addSeconds(second, 108).getTime());
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(addSeconds(second, 132).getTime());

    clock.advance(135);
    runner.wake();
    await runner.settled();
    expect(runs.map((run) => run.attemptCount)).toEqual([1, 2, 3]);
    row = await onlyRowOf(kind);
    expect(row).toMatchObject({ status: 'failed', attemptCount: 3 });
    expect(row.finishedAt).toEqual(clock.now());

    clock.advance(86_400);
    runner.wake();
    await runner.settled();
    expect(runs).toHaveLength(3);

    expect(lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error']);
    for (const line of lines) {
      expect(line.details).toMatchObject({ job: row.id, kind });
      expect(JSON.stringify(line.details)).not.toContain('PAYLOAD-MARKER');
    }
  });

  it('that outlives its timeout is aborted and counts as failed', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('slow');
    let abortedWith: unknown = null;
    runner.register(kind, {
      retrySchedule: [60],
      timeoutMs: 50,
      run: async (_job, { signal }) => {
        try {
          return await abortedBy(signal);
        } finally {
          abortedWith = signal.reason;
        }
      },
    });
    await runner.start();

    await enqueue({ kind, runAt: clock.now() });
    await runner.settled();
    expect(String(abortedWith)).toMatch(/timed out after 50 ms/);
    expect(await onlyRowOf(kind)).toMatchObject({
      status: 'pending',
      attemptCount: 1,
      lastError: 'timed out after 50 ms',
    });
  });

  it('whose runs were cut off more often than its schedule allows is failed without running', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('lost');
    const { handler, runs } = recorder();
    await enqueue({ kind, runAt: clock.now() });
    // Two claims lapsed with their processes (a schedule of one wait allows two runs).
    await database.db.execute(sql`update jobs set attempt_count = 2 where kind = ${kind}`);
    runner.register(kind, { ...handler, retrySchedule: [60] });
    await runner.start();
    await runner.settled();

    expect(runs).toHaveLength(0);
    expect(await onlyRowOf(kind)).toMatchObject({ status: 'failed', attemptCount: 3 });
  });
});

describe('a job not done yet (retryAt)', () => {
  it('runs again when it asked, without using up its retry schedule', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('postponed');
    const runs: Job[] = [];
    runner.register(kind, {
      retrySchedule: [],
      run: async (job) => {
        runs.push(job);
        if (runs.length < 3) {
          return {
            retryAt: addSeconds(clock.now(), 300),
            reason: 'payment still pending at the gateway',
          };
        }
        return { done: true };
      },
    });
    await runner.start();

    await enqueue({ kind, runAt: clock.now() });
    await runner.settled();
    expect(runs).toHaveLength(1);
    const row = await onlyRowOf(kind);
    expect(row).toMatchObject({
      status: 'pending',
      attemptCount: 0,
      lastError: 'payment still pending at the gateway',
    });
    expect(row.nextAttemptAt).toEqual(addSeconds(clock.now(), 300));

    clock.advance(299);
    runner.wake();
    await runner.settled();
    expect(runs).toHaveLength(1);
    for (let n = 0; n < 2; n += 1) {
      clock.advance(300);
      runner.wake();
      await runner.settled();
    }
    // An empty schedule fails at the first error: each run was the first attempt.
    expect(runs.map((run) => run.attemptCount)).toEqual([1, 1, 1]);
    expect(await onlyRowOf(kind)).toMatchObject({ status: 'done', lastError: null });
  });

  it('fails once it would wait past 30 days after it was queued', async () => {
    const clock = new TestClock();
    const runner = runnerOn(database, clock);
    const kind = newKind('forever');
    runner.register(kind, {
      retrySchedule: [60],
      run: async () => ({ retryAt: addSeconds(clock.now(), 31 * 86_400), reason: 'not yet' }),
    });
    await runner.start();

    await enqueue({ kind, runAt: clock.now() });
    await runner.settled();
    const row = await onlyRowOf(kind);
    expect(row.status).toBe('failed');
    expect(row.lastError).toMatch(/30 days.*not yet/);
  });
});

describe('several runners', () => {
  it('run each of 40 jobs exactly once, at most `concurrency` of a kind at a time each', async () => {
    const store = template.kind === 'postgres' ? await createTestDatabaseStore() : null;
    // On PostgreSQL each runner has its own connections, as two processes would; PGlite has one.
    const handles = store ? [await store.open(), await store.open()] : [database, database];
    try {
      const clock = new TestClock();
      const kind = newKind('shared');
      const ran = new Map<string, number>();
      const byRunner = [0, 0];
      const most = [0, 0];
      const pair = handles.map((handle, index) => {
        const runner = runnerOn(handle, clock);
        let running = 0;
        runner.register(kind, {
          retrySchedule: [1],
          concurrency: 3,
          run: async (job) => {
            running += 1;
            most[index] = Math.max(most[index]!, running);
            ran.set(job.id, (ran.get(job.id) ?? 0) + 1);
            byRunner[index]! += 1;
            await new Promise((resolve) => setTimeout(resolve, 2));
            running -= 1;
            return { done: true };
          },
        });
        return runner;
      });
      await Promise.all(pair.map((runner) => runner.start()));

      await Promise.all(
        handles.map((handle) =>
          inTransaction(handle.db, async (tx) => {
            for (let n = 0; n < 20; n += 1) await enqueueJob(tx, { kind, runAt: clock.now() });
          }),
        ),
      );
      await until(() => ran.size === 40, 15_000);
      await Promise.all(pair.map((runner) => runner.settled()));
      // A moment more: a second run would show now.
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all(pair.map((runner) => runner.settled()));

      expect(ran.size).toBe(40);
      expect([...ran.values()].every((count) => count === 1)).toBe(true);
      expect(byRunner[0]! + byRunner[1]!).toBe(40);
      expect(Math.max(...most)).toBeLessThanOrEqual(3);
      const rows = store
        ? rowsOf<{ status: string }>(
            await handles[0]!.db.execute(sql`select status from jobs where kind = ${kind}`),
          )
        : await rowsOfKind(kind);
      expect(rows).toHaveLength(40);
      expect(rows.every((row) => row.status === 'done')).toBe(true);
    } finally {
      await Promise.all(runners.splice(0).map((runner) => runner.stop(0)));
      if (store) {
        await Promise.all(handles.map((handle) => handle.close()));
        await store.destroy();
      }
    }
  });

  it('a stopping runner aborts what outlives the grace and hands it back due now, for the next runner', async () => {
    const clock = new TestClock();
    const first = runnerOn(database, clock);
    const polite = newKind('stopped-polite');
    const deaf = newKind('stopped-deaf');
    let politeAborted = false;
    const started = new Set<string>();
    first.register(polite, {
      retrySchedule: [60],
      run: async (_job, { signal }) => {
        started.add(polite);
        try {
          return await abortedBy(signal);
        } finally {
          politeAborted = signal.aborted;
        }
      },
    });
    // Ignores its signal: stopping does not wait for it past the grace.
    first.register(deaf, {
      retrySchedule: [60],
      run: () => {
        started.add(deaf);
        return new Promise(() => undefined);
      },
    });
    await first.start();
    await enqueue({ kind: polite, runAt: clock.now() });
    await enqueue({ kind: deaf, runAt: clock.now() });
    await until(() => started.size === 2);

    await first.stop(50);
    expect(politeAborted).toBe(true);
    for (const kind of [polite, deaf]) {
      const row = await onlyRowOf(kind);
      expect(row).toMatchObject({ status: 'pending', attemptCount: 0, lastError: null });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    }

    const next = runnerOn(database, clock);
    const { handler, runs } = recorder();
    next.register(polite, handler);
    next.register(deaf, handler);
    await next.start();
    await next.settled();
    expect(runs.map((run) => [run.kind, run.attemptCount]).sort()).toEqual(
      [
        [polite, 1],
        [deaf, 1],
      ].sort(),
    );
    expect((await onlyRowOf(polite)).status).toBe('done');
    expect((await onlyRowOf(deaf)).status).toBe('done');
  });
});

describe('finished jobs', () => {
  it('are pruned 14 days after they finished; pending ones never are', async () => {
    const clock = new TestClock();
    const kind = newKind('pruned');
    for (let n = 0; n < 4; n += 1) await enqueue({ kind, runAt: clock.now() });
    const [old, recent, oldFailed] = await rowsOfKind(kind);
    const finish = (id: string, status: string, daysAgo: number) =>
      database.db.execute(sql`
        update jobs set status = ${status},
               finished_at = ${addSeconds(clock.now(), -daysAgo * 86_400).toISOString()}::timestamptz
        where id = ${id}::bigint
      `);
    await finish(old!.id, 'done', 15);
    await finish(recent!.id, 'done', 13);
    await finish(oldFailed!.id, 'failed', 15);

    await pruneExpiredRows(database.db, clock);
    const left = await rowsOfKind(kind);
    expect(left.map((row) => row.status)).toEqual(['done', 'pending']);
    expect(left[0]!.id).toBe(recent!.id);
  });
});

describe('the app', () => {
  it('runs the kinds registered on app.jobRunner before it was ready', async () => {
    const { handler, runs } = recorder();
    const kind = newKind('app');
    const t = await createTestApp({
      backgroundSweeps: false,
      beforeReady: (app) => app.jobRunner.register(kind, handler),
    });
    try {
      await enqueue({ kind, runAt: t.clock.now() }, t.database);
      await t.app.jobRunner.settled();
      expect(runs).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
