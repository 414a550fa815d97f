import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import {
  claimDueJobs,
  failJob,
  finishJob,
  listenForJobs,
  releaseJobs,
  retryJob,
  type ClaimedJob,
  type KindRoom,
} from './jobs.repository.js';

/** What a handler is given: the row's identity and payload, and which attempt this is (from 1). */
export interface Job {
  id: string;
  kind: string;
  key: string | null;
  companyId: string | null;
  payload: Record<string, unknown>;
  /** Failed (or cut-off) runs before this one, plus one; postponed runs do not count. */
  attemptCount: number;
}

export interface JobContext {
  /** Aborted when the run times out or the process stops: stop work and throw. */
  signal: AbortSignal;
  db: Database;
}

/**
 * Done, or not yet: `retryAt` asks to be run again then (e.g. "payment still pending at the
 * gateway"). Not a failure: it does not use up the retry schedule, and `reason` is kept in
 * `last_error` so the row says why it waits.
 */
export type JobOutcome = { done: true } | { retryAt: Date; reason: string };

export interface JobHandler {
  run(job: Job, context: JobContext): Promise<JobOutcome>;
  /** Seconds to wait after each failed run (±10 %); once used up, the next failure is final. */
  retrySchedule: number[];
  /** A run taking longer is aborted and counts as failed (default 30 s). */
  timeoutMs?: number;
  /** Runs of this kind at once in one process (default 4). */
  concurrency?: number;
}

export interface JobRunnerDeps {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Runs in flight per process, and per kind unless the handler says otherwise. */
const MAX_IN_FLIGHT = 8;
const DEFAULT_CONCURRENCY = 4;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Looks for due jobs this often even when no NOTIFY came (retries, jobs queued for later). */
const POLL_MS = 1_000;
/** How long a claim lasts beyond the handler's timeout, so only a dead process loses one. */
const LEASE_MARGIN_SECONDS = 20;
/**
 * A job may keep asking to be looked at later (`retryAt`) until this long after it was queued;
 * then it fails, so nothing is postponed for ever. (The row has one counter, which counts
 * failures; postponements are bounded by age instead.)
 */
const MAX_POSTPONED_SECONDS = 30 * 86_400;
/** `last_error` keeps this much of a failure's message. */
const ERROR_CHARS = 500;

interface Running {
  kind: string;
  claim: ClaimedJob;
  done: Promise<void>;
}

/** Why a run's signal was aborted. */
class JobTimeout extends Error {
  constructor(ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = 'JobTimeout';
  }
}
class RunnerStopping extends Error {
  constructor() {
    super('the process is stopping');
    this.name = 'RunnerStopping';
  }
}

/**
 * Runs the jobs table. Every server process runs one; they share the rows through SKIP LOCKED
 * claims, so a job is run by one process at a time (a claim is a lease, not a transaction held
 * open). Only kinds registered here are claimed. Woken by NOTIFY when a job is queued anywhere,
 * and by a timer for retries and jobs queued for later. Stopping waits briefly for runs in
 * flight, then aborts the rest and hands their rows back due at once, so a restart runs them.
 *
 * Delivery is at least once (a process can die between a handler's work and its record):
 * handlers must be safe to run again, and should re-read the state their payload points at.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly inFlight = new Map<string, Running>();
  private readonly stopSignal = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Pumps run one after another, so two never split one process's room between them. */
  private pumps: Promise<number> = Promise.resolve(0);
  private pumpQueued = false;
  private started = false;
  private stopping = false;

  constructor(private readonly deps: JobRunnerDeps) {}

  private get db(): Database {
    return this.deps.database.db;
  }

  /** Handles `kind` from now on; before or after start (route plugins register before ready). */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} is already registered`);
    if (handler.retrySchedule.some((seconds) => !(seconds >= 0) || !Number.isFinite(seconds))) {
      throw new Error(`job kind ${kind}: the retry schedule must be seconds (0 or more)`);
    }
    this.handlers.set(kind, handler);
    this.wake();
  }

  async start(): Promise<void> {
    if (this.started || this.stopping) return;
    this.started = true;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    try {
      const unlisten = await listenForJobs(this.deps.database, () => this.wake());
      // Stopped while subscribing: nothing would unsubscribe later.
      if (this.stopping) await unlisten();
      else this.unlisten = unlisten;
    } catch (error) {
      // Without NOTIFY the timer still finds every job, a second later.
      this.deps.log.warn({ err: error }, 'jobs are polled only (LISTEN failed)');
    }
    this.wake();
  }

  /** Looks for due jobs soon: one pump waits behind the running one, more are not needed. */
  wake(): void {
    if (!this.started || this.stopping || this.pumpQueued) return;
    this.pumpQueued = true;
    void this.queuePump();
  }

  /**
   * Resolves once nothing is due, claimed or in flight in this process (for tests). Jobs due
   * later (by the clock) are not due; jobs of kinds not registered here are not looked at.
   */
  async settled(): Promise<void> {
    for (;;) {
      if (this.inFlight.size > 0) {
        await Promise.all([...this.inFlight.values()].map((entry) => entry.done));
      } else if ((await this.queuePump()) === 0 && this.inFlight.size === 0) {
        // A pump that began after every earlier one ended found nothing due.
        return;
      }
    }
  }

  async stop(graceMs: number): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => undefined);
    await this.pumps;
    const pending = [...this.inFlight.values()].map((entry) => entry.done);
    let graceTimer: NodeJS.Timeout | undefined;
    const grace = new Promise((resolve) => {
      graceTimer = setTimeout(resolve, graceMs);
      graceTimer.unref();
    });
    await Promise.race([Promise.all(pending), grace]);
    clearTimeout(graceTimer);
    this.stopSignal.abort(new RunnerStopping());
    await Promise.all(pending);
  }

  /** Runs a pump after the ones already queued; answers how many jobs it claimed. */
  private queuePump(): Promise<number> {
    const run = this.pumps.then(() => {
      this.pumpQueued = false;
      return this.pump();
    });
    this.pumps = run.catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'claiming jobs failed');
      return 0;
    });
    return this.pumps;
  }

  private async pump(): Promise<number> {
    let claimed = 0;
    for (;;) {
      const more = this.stopping ? 0 : await this.claim();
      claimed += more;
      if (more === 0) return claimed;
    }
  }

  /** Claims what fits and starts each run; answers how many were claimed. */
  private async claim(): Promise<number> {
    const room = MAX_IN_FLIGHT - this.inFlight.size;
    if (room <= 0 || this.stopping) return 0;
    const perKind = new Map<string, number>();
    for (const { kind } of this.inFlight.values()) {
      perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    }
    const now = this.deps.clock.now();
    const rooms: KindRoom[] = [];
    for (const [kind, handler] of this.handlers) {
      const free = (handler.concurrency ?? DEFAULT_CONCURRENCY) - (perKind.get(kind) ?? 0);
      if (free <= 0) continue;
      const leaseSeconds = Math.ceil(timeoutOf(handler) / 1000) + LEASE_MARGIN_SECONDS;
      rooms.push({ kind, room: Math.min(free, room), leaseUntil: addSeconds(now, leaseSeconds) });
    }
    const claimed = await claimDueJobs(this.db, {
      now,
      rooms,
      limit: room,
      busy: [...this.inFlight.keys()],
    });
    for (const job of claimed) {
      const done = this.run(job)
        .catch((error: unknown) =>
          this.deps.log.warn(
            { err: error, job: job.id, kind: job.kind },
            'a job run could not be recorded; it runs again when its claim lapses',
          ),
        )
        .finally(() => {
          this.inFlight.delete(job.id);
          this.wake();
        });
      this.inFlight.set(job.id, { kind: job.kind, claim: job, done });
    }
    return claimed.length;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const allowed = handler.retrySchedule.length + 1;
    if (job.attemptCount > allowed) {
      // Its earlier runs were lost with their process (each lease lapsed): do not run it again.
      await failJob(this.db, job, {
        now: this.deps.clock.now(),
        error: 'its runs were cut off too often (the process stopped or died each time)',
      });
      this.deps.log.error(
        { job: job.id, kind: job.kind, attempt: job.attemptCount },
        'a job failed: its runs were cut off too often',
      );
      return;
    }

    let outcome: JobOutcome;
    try {
      outcome = await this.invoke(handler, job);
    } catch (error) {
      if (error instanceof RunnerStopping) {
        await releaseJobs(this.db, [job], this.deps.clock.now());
        return;
      }
      await this.failed(handler, job, error);
      return;
    }

    const now = this.deps.clock.now();
    if ('done' in outcome) {
      await finishJob(this.db, job, now);
      return;
    }
    const postponedFor = (outcome.retryAt.getTime() - job.createdAt.getTime()) / 1000;
    if (postponedFor > MAX_POSTPONED_SECONDS) {
      await failJob(this.db, job, {
        now,
        error: cut(`still not done 30 days after it was queued: ${outcome.reason}`),
      });
      this.deps.log.error(
        { job: job.id, kind: job.kind, attempt: job.attemptCount },
        'a job failed: postponed for too long',
      );
      return;
    }
    await retryJob(this.db, job, {
      // Never sooner than now: a retryAt in the past would run it again at once, in a loop.
      at: outcome.retryAt > now ? outcome.retryAt : addSeconds(now, 1),
      error: cut(outcome.reason),
      countAttempt: false,
    });
  }

  /**
   * Runs the handler with a signal aborted at its timeout or when the process stops. A handler
   * that ignores its signal is not waited for: its outcome no longer counts.
   */
  private async invoke(handler: JobHandler, job: ClaimedJob): Promise<JobOutcome> {
    if (this.stopSignal.signal.aborted) throw new RunnerStopping();
    const controller = new AbortController();
    const timeoutMs = timeoutOf(handler);
    const timer = setTimeout(() => controller.abort(new JobTimeout(timeoutMs)), timeoutMs);
    const onStop = () => controller.abort(new RunnerStopping());
    this.stopSignal.signal.addEventListener('abort', onStop, { once: true });
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), {
        once: true,
      });
    });
    try {
      const running = handler.run(
        {
          id: job.id,
          kind: job.kind,
          key: job.key,
          companyId: job.companyId,
          payload: job.payload,
          attemptCount: job.attemptCount,
        },
        { signal: controller.signal, db: this.db },
      );
      // Whatever it ends with after an abort is ignored.
      running.catch(() => undefined);
      const outcome = await Promise.race([running, aborted]);
      // A handler that ended because of the abort (threw, or even answered) did not finish.
      if (controller.signal.aborted) throw controller.signal.reason;
      return outcome;
    } catch (error) {
      throw controller.signal.aborted ? controller.signal.reason : error;
    } finally {
      clearTimeout(timer);
      this.stopSignal.signal.removeEventListener('abort', onStop);
    }
  }

  /** A run threw or timed out: retried after the schedule's next wait, or failed for good. */
  private async failed(handler: JobHandler, job: ClaimedJob, error: unknown): Promise<void> {
    const now = this.deps.clock.now();
    const message = cut(error instanceof Error ? error.message : String(error));
    // Never the payload or the error's other properties (a query error carries its parameters).
    const details = {
      job: job.id,
      kind: job.kind,
      attempt: job.attemptCount,
      error: { type: error instanceof Error ? error.name : typeof error, message },
    };
    const delay = handler.retrySchedule[job.attemptCount - 1];
    if (delay === undefined) {
      await failJob(this.db, job, { now, error: message });
      this.deps.log.error(details, 'a job failed after its last attempt');
      return;
    }
    const jitter = 0.9 + Math.random() * 0.2;
    await retryJob(this.db, job, {
      at: addSeconds(now, delay * jitter),
      error: message,
      countAttempt: true,
    });
    this.deps.log.warn(details, 'a job run failed; it is retried');
  }
}

function timeoutOf(handler: JobHandler): number {
  return handler.timeoutMs ?? DEFAULT_TIMEOUT_MS;
}

function cut(text: string): string {
  return text.length > ERROR_CHARS ? text.slice(0, ERROR_CHARS) : text;
}
