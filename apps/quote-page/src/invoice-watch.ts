import type { PublicQuote } from '@taseer/api';
import type { TaxDocument } from './quote-api';

/**
 * When the page reads the sale's invoice again. The server issues it by a job about a second
 * after the sale is paid in full, so right after a payment succeeds the page looks every second
 * until it appears, for half a minute at most; otherwise it reads once per quote it shows.
 */

export const INVOICE_LOOK_EVERY_MS = 1_000;
export const INVOICE_WATCH_MS = 30_000;

type Payment = PublicQuote['payment'];

/**
 * Whether the quote just read follows a payment that succeeded now: paid in full where the page
 * last saw it unpaid, or paid less than the watch's half minute before the server answered (back
 * from the gateway's page, where the page saw nothing before).
 */
export function paymentJustSucceeded(
  quote: Pick<PublicQuote, 'payment' | 'now'>,
  previous: Payment | undefined,
): boolean {
  const payment = quote.payment;
  if (payment?.status !== 'paid') return false;
  if (previous !== undefined) return previous?.status !== 'paid';
  if (!payment.paidAt) return false;
  const since = Date.parse(quote.now) - Date.parse(payment.paidAt);
  return since >= 0 && since < INVOICE_WATCH_MS;
}

export type LookOutcome = 'documents' | 'too-many' | 'failed';

/**
 * Milliseconds until the next look, or null to stop: once the invoice is there, when the link's
 * rate limit answered (looking again only spends the customer's allowance), and outside a watch
 * or once its half minute is over. A failed look inside the watch is tried again.
 */
export function nextInvoiceLook({
  outcome,
  documents,
  watchingSince,
  now,
}: {
  outcome: LookOutcome;
  documents: readonly Pick<TaxDocument, 'kind'>[];
  /** When the page saw the payment succeed (this device's clock), or null when it did not. */
  watchingSince: number | null;
  now: number;
}): number | null {
  if (outcome === 'too-many') return null;
  if (outcome === 'documents' && documents.some((each) => each.kind === 'invoice')) return null;
  if (watchingSince === null) return null;
  const left = watchingSince + INVOICE_WATCH_MS - now;
  return left >= INVOICE_LOOK_EVERY_MS ? INVOICE_LOOK_EVERY_MS : null;
}
