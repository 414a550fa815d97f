import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { openStamp, type OpenStamp } from './stamp-credentials.js';
import { findStamp } from './stamp-settings.repository.js';

/** The company's stamp ready to sign with, or null: its documents carry the phase-1 QR only. */
export async function companyStamp(
  db: Database,
  companyId: string,
  secrets: SecretBox,
): Promise<OpenStamp | null> {
  const stamp = await findStamp(db, companyId);
  return stamp ? openStamp(stamp, secrets) : null;
}
