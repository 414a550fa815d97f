import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { addSeconds, type Clock } from '../../lib/clock.js';
import { recordNotification } from '../notifications/index.js';
import type { QuoteDeps } from '../quotes/index.js';
import { listenForDeliveries } from '../order-events/index.js';
import {
  claimDueDeliveries,
  deleteDelivery,
  fixBody,
  recordAttempt,
  releaseDeliveries,
  type ClaimedDelivery,
} from './webhook-deliveries.repository.js';
import { disableFailingEndpoint, noteEndpointHealth } from './webhook-endpoints.repository.js';
import { eventBody, messageId, signedHeaders } from './webhook-message.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { sendWebhook, type AttemptOutcome } from './webhook-sender.js';

export interface DispatcherDeps {
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: AppConfig['webhooks'];
  secrets: SecretBox;
  /** How links in webhook bodies are made (no request here: PUBLIC_URL or the local origin). */
  links: QuoteDeps['config'];
}

/** Attempts in flight per process, and per endpoint (a slow receiver cannot hold them all). */
const MAX_IN_FLIGHT = 16;
const MAX_PER_ENDPOINT = 4;
/** Looks for due deliveries this often even when no NOTIFY came (retries, missed signals). */
const POLL_MS = 1_000;
/** How long a claim lasts: beyond the longest attempt, so only a dead process loses one. */
const LEASE_MARGIN_SECONDS = 20;

/**
 * Sends the outbox. Every server process runs one; they share the rows through SKIP LOCKED
 * claims, so a delivery is attempted by one process at a time. Woken by NOTIFY when a delivery
 * is queued anywhere, and by a timer for retries. Stopping waits briefly for attempts in flight,
 * then aborts the rest and hands their rows back due at once, so a restart sends them.
 */
export class WebhookDispatcher {
  private readonly inFlight = new Map<string, { endpointId: string; done: Promise<void> }>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Pumps run one after another, so two never split one process's room between them. */
  private pumps: Promise<number> = Promise.resolve(0);
  private pumpQueued = false;
  private stopping = false;

  constructor(private readonly deps: DispatcherDeps) {}

  private get db(): Database {
    return this.deps.database.db;
  }

  async start(): Promise<void> {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    try {
      this.unlisten = await listenForDeliveries(this.deps.database, () => this.wake());
    } catch (error) {
      // Without NOTIFY the timer still finds every delivery, a second later.
      this.deps.log.warn({ err: error }, 'webhook deliveries are polled only (LISTEN failed)');
    }
    this.wake();
  }

  /** Looks for due deliveries soon: one pump waits behind the running one, more are not needed. */
  wake(): void {
    if (this.stopping || this.pumpQueued) return;
    this.pumpQueued = true;
    void this.queuePump();
  }

  /** Resolves once nothing is due, claimed or in flight in this process (for tests). */
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
    await this.unlisten?.().catch(() => undefined);
    await this.pumps;
    const pending = [...this.inFlight.values()].map((entry) => entry.done);
    const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([Promise.all(pending), grace]);
    this.abort.abort();
    await Promise.all(pending);
  }

  /** Runs a pump after the ones already queued; answers how many deliveries it claimed. */
  private queuePump(): Promise<number> {
    const run = this.pumps.then(() => {
      this.pumpQueued = false;
      return this.pump();
    });
    this.pumps = run.catch((error: unknown) => {
      this.deps.log.warn({ err: error }, 'claiming webhooks failed');
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

  /** Claims what fits and starts each attempt; answers how many were claimed. */
  private async claim(): Promise<number> {
    const room = MAX_IN_FLIGHT - this.inFlight.size;
    if (room <= 0 || this.stopping) return 0;
    const perEndpoint = new Map<string, number>();
    for (const { endpointId } of this.inFlight.values()) {
      perEndpoint.set(endpointId, (perEndpoint.get(endpointId) ?? 0) + 1);
    }
    const busy = [...perEndpoint].filter(([, n]) => n >= MAX_PER_ENDPOINT).map(([id]) => id);
    const now = this.deps.clock.now();
    const leaseSeconds = Math.ceil(this.deps.settings.timeoutMs / 1000) + LEASE_MARGIN_SECONDS;
    const claimed = await claimDueDeliveries(this.db, {
      now,
      leaseUntil: addSeconds(now, leaseSeconds),
      limit: room,
      perEndpoint: MAX_PER_ENDPOINT,
      busy,
    });
    for (const delivery of claimed) {
      const done = this.attempt(delivery)
        .catch((error: unknown) =>
          this.deps.log.warn(
            { err: error, delivery: delivery.id },
            'a webhook attempt could not be recorded; it is retried when its claim lapses',
          ),
        )
        .finally(() => {
          this.inFlight.delete(delivery.id);
          this.wake();
        });
      this.inFlight.set(delivery.id, { endpointId: delivery.endpointId, done });
    }
    return claimed.length;
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const deps = { db: this.db, clock: this.deps.clock, config: this.deps.links };
    let body = delivery.body;
    if (body === null) {
      body = await eventBody(deps, delivery);
      if (body === null) {
        // The order or its event is gone (deleted with its company): nothing left to tell.
        await deleteDelivery(this.db, delivery.id);
        return;
      }
      await fixBody(this.db, delivery.id, body);
    }
    const secrets = this.signingSecrets(delivery);
    if (!secrets) {
      await this.finish(delivery, unsigned(), this.retryAt(delivery.attemptCount));
      return;
    }
    // Receivers compare the signed timestamp with their own clock: it is the real time.
    const signedAt = new Date();
    const headers = signedHeaders(messageId(delivery.id), body, signedAt, secrets);
    const outcome = await sendWebhook(
      { url: delivery.url, headers, body },
      {
        timeoutMs: this.deps.settings.timeoutMs,
        publicOnly: this.deps.settings.publicOnly,
        signal: this.abort.signal,
      },
    );
    if (this.abort.signal.aborted && !outcome.ok) {
      await releaseDeliveries(this.db, [delivery.id], this.deps.clock.now());
      return;
    }
    await this.finish(delivery, outcome, this.retryAt(delivery.attemptCount));
  }

  /** The secrets that sign now; null when they cannot be read (WEBHOOK_SECRET_KEY changed). */
  private signingSecrets(delivery: ClaimedDelivery): string[] | null {
    try {
      const secrets = [this.deps.secrets.open(delivery.secret)];
      const until = delivery.previousSecretUntil;
      if (delivery.previousSecret && until && until > this.deps.clock.now()) {
        secrets.push(this.deps.secrets.open(delivery.previousSecret));
      }
      return secrets;
    } catch {
      return null;
    }
  }

  /** When the next attempt is due after `made` failed attempts and this one, or null: failed. */
  private retryAt(made: number): Date | null {
    const delay = this.deps.settings.retrySchedule[made];
    if (delay === undefined) return null;
    const jitter = 0.9 + Math.random() * 0.2;
    return addSeconds(this.deps.clock.now(), delay * jitter);
  }

  private async finish(
    delivery: ClaimedDelivery,
    outcome: AttemptOutcome,
    retryAt: Date | null,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await inTransaction(this.db, async (tx) => {
      await recordAttempt(tx, { deliveryId: delivery.id, at: now, outcome, retryAt });
      const health = await noteEndpointHealth(tx, delivery.endpointId, outcome.ok, now);
      const failingFor = health?.failingSince
        ? (now.getTime() - health.failingSince.getTime()) / 1000
        : 0;
      if (failingFor < this.deps.settings.disableAfterSeconds) return;
      const disabled = await disableFailingEndpoint(tx, delivery.endpointId, now);
      if (!disabled) return;
      await recordNotification(tx, {
        userId: disabled.companyId,
        companyId: disabled.companyId,
        title: 'توقف إرسال الإشعارات البرمجية',
        message: `تعذّر تسليم الأحداث إلى ${disabled.url} طوال يوم كامل، فأوقفنا الإرسال إليه. يُعاد تفعيله من شاشة الربط البرمجي بعد إصلاح العنوان.`,
        path: '/webhooks',
        now,
      });
    });
  }
}

/** Nothing was sent: the endpoint's secret cannot be read, so nothing could be signed. */
function unsigned(): AttemptOutcome {
  return {
    ok: false,
    statusCode: null,
    latencyMs: 0,
    error: 'unreadable-secret',
    responseExcerpt: null,
  };
}
