import { createHash, timingSafeEqual } from 'node:crypto';

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Compares two secrets in constant time. Both sides are hashed first so that neither the length
 * nor the content of the expected value leaks through timing.
 */
export function secretsEqual(received: string, expected: string): boolean {
  const a = createHash('sha256').update(received).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
