import { createHmac, randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/secrets.js';

/**
 * A customer's quote link is `/q/{token}`, token = base64url(HMAC-SHA256(secret, nonce)) with a
 * random 32-byte nonce: 256 bits no one can guess. The database keeps the nonce and the token's
 * SHA-256 only, so staff can show the link again while a copy of the database alone cannot.
 */
export function newLinkNonce(): string {
  return randomBytes(32).toString('base64url');
}

export function linkToken(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(`quote-link:${nonce}`).digest('base64url');
}

export function linkTokenHash(token: string): string {
  return sha256(token);
}

/** What a token must look like before it is worth a lookup (43 base64url characters). */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function quoteLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/q/${token}`;
}
