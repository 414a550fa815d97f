import { randomBytes } from 'node:crypto';
import { sha256 } from '../../lib/secrets.js';

const KEY_MARK = 'tsk_';
/** Enough of the key to tell two apart on a screen; far too little to guess the rest. */
const PREFIX_LENGTH = KEY_MARK.length + 8;

/** A new integration key: 32 random bytes, marked so it is recognisable in a bot's settings. */
export function newIntegrationKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `${KEY_MARK}${randomBytes(32).toString('base64url')}`;
  return { key, keyHash: hashIntegrationKey(key), keyPrefix: key.slice(0, PREFIX_LENGTH) };
}

/**
 * Keys are looked up by their SHA-256: 256 random bits need no slow hash, and the lookup itself
 * reveals nothing about keys that do not match.
 */
export function hashIntegrationKey(key: string): string {
  return sha256(key);
}
