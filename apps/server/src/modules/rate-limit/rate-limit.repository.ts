import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitHits } from '../../db/schema.js';

export async function insertHit(
  db: Database,
  hit: { bucket: string; subject: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(rateLimitHits).values(hit).returning({ id: rateLimitHits.id });
  if (!row) throw new Error('insert into rate_limit_hits returned no row');
  return row.id;
}

export async function deleteHit(db: Database, id: number): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, id));
}

/** How many hits fall in the window, and when the oldest of them happened. */
export async function windowStats(
  db: Database,
  where: { bucket: string; subject: string; since: Date },
): Promise<{ hits: number; oldest: Date | null }> {
  const scope = and(
    eq(rateLimitHits.bucket, where.bucket),
    eq(rateLimitHits.subject, where.subject),
    gt(rateLimitHits.createdAt, where.since),
  );
  const [totals] = await db.select({ hits: count() }).from(rateLimitHits).where(scope);
  const [first] = await db
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(scope)
    .orderBy(asc(rateLimitHits.createdAt))
    .limit(1);
  return { hits: totals?.hits ?? 0, oldest: first?.createdAt ?? null };
}

export async function deleteHitsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, before));
}
