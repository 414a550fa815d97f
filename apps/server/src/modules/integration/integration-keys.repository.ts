import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { integrationKeys, users } from '../../db/schema.js';

export interface KeyInfo {
  id: string;
  keyPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function activeKeyOf(db: Database, companyId: string): Promise<KeyInfo | null> {
  const [row] = await db
    .select({
      id: integrationKeys.id,
      keyPrefix: integrationKeys.keyPrefix,
      createdAt: integrationKeys.createdAt,
      lastUsedAt: integrationKeys.lastUsedAt,
    })
    .from(integrationKeys)
    .where(and(eq(integrationKeys.companyId, companyId), isNull(integrationKeys.revokedAt)))
    .orderBy(desc(integrationKeys.createdAt))
    .limit(1);
  return row ?? null;
}

/** The company a usable key belongs to (the company must still be an active one). */
export async function companyOfKey(
  db: Database,
  keyHash: string,
): Promise<{ keyId: string; companyId: string } | null> {
  const [row] = await db
    .select({ keyId: integrationKeys.id, companyId: integrationKeys.companyId })
    .from(integrationKeys)
    .innerJoin(users, eq(users.id, integrationKeys.companyId))
    .where(
      and(
        eq(integrationKeys.keyHash, keyHash),
        isNull(integrationKeys.revokedAt),
        eq(users.role, 'admin'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Two rotations of one company at once run one after the other. */
export async function lockCompanyKeys(tx: Database, companyId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`taseer:integration-key:${companyId}`}, 0))`,
  );
}

export async function revokeActiveKeys(tx: Database, companyId: string, now: Date): Promise<void> {
  await tx
    .update(integrationKeys)
    .set({ revokedAt: now })
    .where(and(eq(integrationKeys.companyId, companyId), isNull(integrationKeys.revokedAt)));
}

export async function insertKey(
  tx: Database,
  key: { id: string; companyId: string; keyHash: string; keyPrefix: string; now: Date },
): Promise<void> {
  await tx.insert(integrationKeys).values({
    id: key.id,
    companyId: key.companyId,
    name: 'بوت المحادثة',
    keyHash: key.keyHash,
    keyPrefix: key.keyPrefix,
    createdAt: key.now,
  });
}

export async function touchKey(tx: Database, keyId: string, now: Date): Promise<void> {
  await tx.update(integrationKeys).set({ lastUsedAt: now }).where(eq(integrationKeys.id, keyId));
}
