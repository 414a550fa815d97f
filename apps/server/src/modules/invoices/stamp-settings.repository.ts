import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { zatcaSettings } from '../../db/schema.js';

export type ZatcaEnvironment = 'local' | 'simulation' | 'production';

/** A company's stamp as stored: the key and the API secret still sealed. */
export interface StoredStamp {
  environment: ZatcaEnvironment;
  certificatePem: string;
  privateKeySealed: string;
  apiSecretSealed: string | null;
}

export async function findStamp(db: Database, companyId: string): Promise<StoredStamp | null> {
  const [row] = await db
    .select({
      environment: zatcaSettings.environment,
      certificatePem: zatcaSettings.certificatePem,
      privateKeySealed: zatcaSettings.privateKeySealed,
      apiSecretSealed: zatcaSettings.apiSecretSealed,
    })
    .from(zatcaSettings)
    .where(eq(zatcaSettings.companyId, companyId));
  return row ?? null;
}

export async function saveStamp(
  db: Database,
  companyId: string,
  stamp: StoredStamp,
  now: Date,
): Promise<void> {
  await db
    .insert(zatcaSettings)
    .values({ companyId, ...stamp, updatedAt: now })
    .onConflictDoUpdate({ target: zatcaSettings.companyId, set: { ...stamp, updatedAt: now } });
}

export async function deleteStamp(db: Database, companyId: string): Promise<boolean> {
  const deleted = await db
    .delete(zatcaSettings)
    .where(eq(zatcaSettings.companyId, companyId))
    .returning({ companyId: zatcaSettings.companyId });
  return deleted.length > 0;
}
