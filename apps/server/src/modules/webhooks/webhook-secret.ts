import { randomBytes } from 'node:crypto';

/** A new signing secret in the Standard Webhooks format: `whsec_` and 32 random bytes. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
