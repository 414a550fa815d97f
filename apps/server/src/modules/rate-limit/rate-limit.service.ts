import type { Database } from '../../db/client.js';
import { tooManyRequests } from '../../errors.js';
import { addSeconds, secondsBetween, type Clock } from '../../lib/clock.js';
import { deleteHit, insertHit, windowStats } from './rate-limit.repository.js';

export interface Limit {
  bucket: string;
  limit: number;
  windowSeconds: number;
  /** Arabic reason shown before "try again in …". */
  reason: string;
}

/**
 * Sliding-window limits kept in the database, so they hold across restarts and across several
 * server processes. `consume` inserts first and counts after: two racing requests at the edge can
 * both be refused, but never both let through beyond the limit.
 */
export class RateLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async consume(rule: Limit, subject: string): Promise<void> {
    const now = this.clock.now();
    const id = await insertHit(this.db, { bucket: rule.bucket, subject, createdAt: now });
    const { hits, oldest } = await windowStats(this.db, {
      bucket: rule.bucket,
      subject,
      since: addSeconds(now, -rule.windowSeconds),
    });
    if (hits > rule.limit) {
      await deleteHit(this.db, id);
      throw tooManyRequests(rule.reason, this.retryAfter(rule, oldest ?? now, now));
    }
  }

  /** Refuses when the window is already full, without counting this call. */
  async check(rule: Limit, subject: string): Promise<void> {
    const now = this.clock.now();
    const { hits, oldest } = await windowStats(this.db, {
      bucket: rule.bucket,
      subject,
      since: addSeconds(now, -rule.windowSeconds),
    });
    if (hits >= rule.limit) {
      throw tooManyRequests(rule.reason, this.retryAfter(rule, oldest ?? now, now));
    }
  }

  async record(rule: Limit, subject: string): Promise<void> {
    await insertHit(this.db, { bucket: rule.bucket, subject, createdAt: this.clock.now() });
  }

  private retryAfter(rule: Limit, oldest: Date, now: Date): number {
    return Math.max(1, secondsBetween(addSeconds(oldest, rule.windowSeconds), now));
  }
}
