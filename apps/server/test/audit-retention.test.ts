import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { jobs } from '../src/db/schema.js';
import {
  AUDIT_PRUNE_JOB,
  nextPruneAt,
  scheduleAuditPrune,
} from '../src/modules/audit/audit-retention.js';
import { signIn } from './support/auth-helpers.js';
import { auditPage } from './support/audit-fixtures.js';
import { SUPERADMIN_PHONE } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

/**
 * Audit events are kept AUDIT_RETENTION_DAYS (400 by default), then deleted by a daily job of the
 * durable runner at 03:00 Riyadh time, which queues the next day's as it runs.
 */

const DAY = 86_400;
let t: TestApp;

/** Signs the superadmin in: one `auth.signed_in` in the platform's log at the clock's time. */
async function signInNow(): Promise<string> {
  return (await signIn(t, SUPERADMIN_PHONE)).accessToken;
}

async function pendingPrunes() {
  return t.database.db
    .select({ key: jobs.key, due: jobs.nextAttemptAt })
    .from(jobs)
    .where(and(eq(jobs.kind, AUDIT_PRUNE_JOB), eq(jobs.status, 'pending')))
    .orderBy(jobs.nextAttemptAt);
}

beforeAll(async () => {
  // The clock starts 500 days ago; sessions must outlive the days it is moved by.
  t = await createTestApp({
    clock: new TestClock(new Date(Date.now() - 500 * DAY * 1000)),
    env: { ACCESS_TOKEN_TTL: '3650d', REFRESH_FAMILY_TTL: '3650d', AUDIT_RETENTION_DAYS: '400' },
  });
});
afterAll(async () => t?.close());

describe('the retention', () => {
  it('is queued at start for the next 03:00 in Riyadh, once however many processes start', async () => {
    // A second process starting queues the same day's job: still one.
    await scheduleAuditPrune(t.database.db, t.clock.now());
    const [job, ...others] = await pendingPrunes();
    expect(others).toEqual([]);
    expect(job?.due.toISOString()).toBe(nextPruneAt(t.clock.now()).toISOString());
    expect(job?.due.getUTCHours()).toBe(0);
  });

  it('deletes events past the retention at its hour, keeps the rest and queues the next day', async () => {
    const old = await signInNow(); // 500 days ago
    const [first] = (await auditPage(t, old, { kind: 'sign_ins' })).events;
    expect(first).toBeDefined();
    t.clock.advance(450 * DAY); // 50 days ago: the job queued at the start is long due
    const token = await signInNow();

    await t.app.jobRunner.settled();
    const after = await auditPage(t, token, { kind: 'sign_ins' });
    expect(after.events).toHaveLength(1);
    expect(after.events[0]?._id).not.toBe(first?._id);
    expect(Date.parse(after.events[0]!.createdAt)).toBe(t.clock.now().getTime());

    const queued = await pendingPrunes();
    expect(queued.map((job) => job.due.toISOString())).toEqual([
      nextPruneAt(t.clock.now()).toISOString(),
    ]);
  });

  it('keeps what is younger than the retention, however often it runs', async () => {
    const token = await signInNow();
    t.clock.advance(2 * DAY);
    await t.app.jobRunner.settled();
    const left = await auditPage(t, token, { kind: 'sign_ins' });
    // The one of 50 days ago, and this one.
    expect(left.events).toHaveLength(2);
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to 400 days and takes 30 to 3650', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(400);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).auditRetentionDays).toBe(30);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '3650' }).auditRetentionDays).toBe(3650);
  });

  it('refuses at start what the database would not honour, saying why', () => {
    for (const [value, why] of [
      ['29', /AUDIT_RETENTION_DAYS: must be at least 30 days/],
      ['3651', /AUDIT_RETENTION_DAYS: must be at most 3650 days/],
      ['1.5', /AUDIT_RETENTION_DAYS: must be a whole number of days/],
      ['a year', /AUDIT_RETENTION_DAYS/],
    ] as const) {
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: value })).toThrow(why);
    }
  });
});
