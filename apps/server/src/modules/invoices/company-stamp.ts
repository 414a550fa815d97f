import type { Database } from '../../db/client.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { openStamp, type OpenStamp } from './stamp-credentials.js';
import { findStamp } from './stamp-settings.repository.js';

/**
 * A stored stamp whose key the server cannot open (WEBHOOK_SECRET_KEY changed since it was saved):
 * its documents wait until the company saves the stamp again, rather than go out unsigned.
 */
export const UNREADABLE_STAMP = 'unreadable';

/**
 * The company's stamp ready to sign with; null without one (its documents carry the phase-1 QR
 * only); UNREADABLE_STAMP when it is stored but cannot be opened.
 */
export async function companyStamp(
  db: Database,
  companyId: string,
  secrets: SecretBox,
): Promise<OpenStamp | null | typeof UNREADABLE_STAMP> {
  const stamp = await findStamp(db, companyId);
  if (!stamp) return null;
  try {
    return openStamp(stamp, secrets);
  } catch {
    return UNREADABLE_STAMP;
  }
}
