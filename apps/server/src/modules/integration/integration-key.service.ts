import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { change, recordAuditEvent, secretChange } from '../audit/index.js';
import { newIntegrationKey } from './integration-key.js';
import {
  activeKeyOf,
  insertKey,
  lockCompanyKeys,
  revokeActiveKeys,
} from './integration-keys.repository.js';

export interface IntegrationKeyDeps {
  db: Database;
  clock: Clock;
}

function companyOf(auth: AuthContext): string {
  if (auth.role !== 'admin' || !auth.companyId) throw new AppError('FORBIDDEN');
  return auth.companyId;
}

/**
 * What the company may see of its key: how it starts, when it was issued and last used, never
 * the key.
 */
export async function getIntegrationKeyInfo(
  { db }: IntegrationKeyDeps,
  auth: AuthContext,
): Promise<Reply<'getIntegrationKey'>> {
  const key = await activeKeyOf(db, companyOf(auth));
  return {
    keyPrefix: key?.keyPrefix ?? null,
    createdAt: key?.createdAt.toISOString() ?? null,
    lastUsedAt: key?.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Issues a new key and revokes the previous one in the same transaction: from the commit on,
 * only the new key works. The key is answered this once; only its hash is stored.
 */
export async function rotateIntegrationKey(
  { db, clock }: IntegrationKeyDeps,
  auth: AuthContext,
): Promise<{ key: string; keyPrefix: string; createdAt: string }> {
  const companyId = companyOf(auth);
  const issued = newIntegrationKey();
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    await lockCompanyKeys(tx, companyId);
    const previous = await activeKeyOf(tx, companyId);
    await revokeActiveKeys(tx, companyId, now);
    const id = randomUUID();
    await insertKey(tx, { id, companyId, ...issued, now });
    // The key is shown once and stored only as a hash: the log keeps that it changed and how the
    // new one starts (as the profile shows it), never the key.
    await recordAuditEvent(tx, {
      companyId,
      action: 'integration_key.rotated',
      actor: auth,
      target: { type: 'integration_key', id, label: issued.keyPrefix },
      changes: [
        secretChange('key', previous !== null, true),
        change('keyPrefix', 'text', previous?.keyPrefix ?? null, issued.keyPrefix),
      ],
      now,
    });
  });
  return { key: issued.key, keyPrefix: issued.keyPrefix, createdAt: now.toISOString() };
}
