import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs each notification with the app secret: `X-Hub-Signature-256: sha256=<hex>` over
 * the raw bytes of the body as sent (not over JSON parsed and written again, which may differ
 * in spacing, escapes and key order). Compared in constant time.
 */
export function signatureOf(appSecret: string, rawBody: Buffer): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isSignedBy(
  appSecret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false;
  const expected = Buffer.from(signatureOf(appSecret, rawBody));
  const received = Buffer.from(header.trim().toLowerCase());
  return received.length === expected.length && timingSafeEqual(received, expected);
}
