import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { pruneExpiredRows, vacuumChurningTables } from '../src/db/maintenance.js';
import { rowsOf } from '../src/db/rows.js';
import { otpChallenges, rateLimitHits, refreshTokens, users } from '../src/db/schema.js';
import { addSeconds } from '../src/lib/clock.js';
import { TestClock } from './support/test-clock.js';
import { openTestDatabase } from './support/test-database.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

const DAY = 86_400;

describe('pruning', () => {
  it('deletes only rows no rule reads any more', async () => {
    const { db } = database;
    const clock = new TestClock();
    const now = clock.now();
    const userId = randomUUID();
    await db.insert(users).values({
      id: userId,
      companyId: userId,
      role: 'admin',
      username: 'شركة',
      dialCode: '+966',
      phoneNumber: '0511111111',
    });

    await db.insert(rateLimitHits).values([
      { bucket: 'b', subject: 'old', createdAt: addSeconds(now, -DAY - 1) },
      { bucket: 'b', subject: 'recent', createdAt: addSeconds(now, -DAY + 60) },
    ]);
    const challenge = (id: string, ageSeconds: number) => ({
      id,
      dialCode: '+966',
      phoneNumber: '0511111111',
      purpose: 'login' as const,
      codeHash: 'hash',
      expiresAt: addSeconds(now, -ageSeconds + 60),
      createdAt: addSeconds(now, -ageSeconds),
    });
    const oldChallenge = randomUUID();
    const recentChallenge = randomUUID();
    await db
      .insert(otpChallenges)
      .values([challenge(oldChallenge, 8 * DAY), challenge(recentChallenge, 2 * DAY)]);
    const token = (familyExpiresAt: Date) => ({
      id: randomUUID(),
      userId,
      familyId: randomUUID(),
      tokenHash: randomUUID(),
      createdAt: now,
      familyExpiresAt,
    });
    const ended = token(addSeconds(now, -1));
    const live = token(addSeconds(now, DAY));
    await db.insert(refreshTokens).values([ended, live]);

    await pruneExpiredRows(db, clock);

    const hits = await db.select({ subject: rateLimitHits.subject }).from(rateLimitHits);
    expect(hits.map((hit) => hit.subject)).toEqual(['recent']);
    const challenges = await db.select({ id: otpChallenges.id }).from(otpChallenges);
    expect(challenges.map((row) => row.id)).toEqual([recentChallenge]);
    const tokens = await db.select({ id: refreshTokens.id }).from(refreshTokens);
    expect(tokens.map((row) => row.id)).toEqual([live.id]);
  });
});

describe('vacuuming what churns', () => {
  it('gives back the space of pruned rows, as autovacuum would (PGlite has none)', async () => {
    const { db } = database;
    const clock = new TestClock();
    const old = addSeconds(clock.now(), -2 * DAY);
    const pages = async () => {
      const [row] = rowsOf<{ pages: number }>(
        await db.execute(
          sql`select (pg_relation_size('rate_limit_hits') / current_setting('block_size')::int)::int as pages`,
        ),
      );
      return row?.pages ?? 0;
    };
    const before = await pages();
    for (let batch = 0; batch < 5; batch += 1) {
      await db.insert(rateLimitHits).values(
        Array.from({ length: 1_000 }, (_, i) => ({
          bucket: 'vacuum',
          subject: `old-${batch}-${i}`,
          createdAt: old,
        })),
      );
    }
    await pruneExpiredRows(db, clock);
    const pruned = await pages();
    expect(pruned).toBeGreaterThan(before + 10);

    await vacuumChurningTables(db);

    // The emptied pages at the table's end are handed back to the file system.
    expect(await pages()).toBeLessThanOrEqual(Math.max(before, 1));
  });
});
