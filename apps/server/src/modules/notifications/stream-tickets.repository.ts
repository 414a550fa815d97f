import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { refreshTokens, streamTickets, users } from '../../db/schema.js';

export function insertStreamTicket(
  db: Database,
  row: typeof streamTickets.$inferInsert,
): Promise<unknown> {
  return db.insert(streamTickets).values(row);
}

/**
 * Uses a ticket up: one conditional UPDATE, so two streams opened with the same ticket at once
 * get one success between them.
 */
export async function consumeStreamTicket(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; sessionId: string } | null> {
  const [row] = await db
    .update(streamTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(streamTickets.tokenHash, tokenHash),
        isNull(streamTickets.usedAt),
        gt(streamTickets.expiresAt, now),
      ),
    )
    .returning({ userId: streamTickets.userId, sessionId: streamTickets.sessionId });
  return row ?? null;
}

export async function deleteStreamTicketsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, before));
}

/** Which of these sessions (refresh families) are still live: not revoked, not past their end. */
export async function liveSessionsAmong(
  db: Database,
  sessionIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.familyId, [...sessionIds]),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ),
    );
  return new Set(rows.map((row) => row.familyId));
}

/** The role and place a stream's owner works in now, for the reach of its order changes. */
export async function accountOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      companyId: users.companyId,
      branchId: users.branchId,
      sectionId: users.sectionId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { branchId, sectionId, ...account } = row;
  return { ...account, placement: { branchId, sectionId } };
}
