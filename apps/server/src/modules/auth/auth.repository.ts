import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema.js';
import type { SessionFacts } from './session-cache.js';

export interface RefreshTokenRow {
  id: string;
  userId: string;
  familyId: string;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  familyExpiresAt: Date;
}

export async function insertRefreshToken(
  db: Database,
  token: {
    id: string;
    userId: string;
    familyId: string;
    parentId: string | null;
    tokenHash: string;
    createdAt: Date;
    familyExpiresAt: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshTokenByHash(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      rotatedAt: refreshTokens.rotatedAt,
      revokedAt: refreshTokens.revokedAt,
      familyExpiresAt: refreshTokens.familyExpiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks a live token as used; false when another request rotated or revoked it first. */
export async function markRotated(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * A live session of the user with where the user works now, in one read: live while its family
 * is neither revoked nor past its absolute lifetime and the user still exists. Null otherwise.
 */
export async function findLiveSession(
  db: Database,
  familyId: string,
  userId: string,
  now: Date,
): Promise<SessionFacts | null> {
  const [row] = await db
    .select({
      userId: users.id,
      branchId: users.branchId,
      sectionId: users.sectionId,
      familyExpiresAt: refreshTokens.familyExpiresAt,
    })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteExpiredFamilies(db: Database, before: Date): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.familyExpiresAt, before));
}
