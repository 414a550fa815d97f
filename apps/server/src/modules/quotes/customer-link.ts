import type { Database } from '../../db/client.js';
import { linkToken, quoteLinkUrl } from './quote-link.js';
import { linkNonceOf } from './quotes.repository.js';

/** The customer's link to the order's quote, once it has one (made with its first version). */
export async function customerQuoteLink(
  db: Database,
  config: { quoteLinkSecret: string; publicUrl: string },
  orderId: string,
): Promise<string | null> {
  const nonce = await linkNonceOf(db, orderId);
  return nonce ? quoteLinkUrl(config.publicUrl, linkToken(config.quoteLinkSecret, nonce)) : null;
}
