/** The contract's `PublicPayment.lastFailure`: why an online attempt failed, as a code. */
export type FailureCode = 'declined' | 'insufficient_funds' | 'expired' | 'authentication_failed';

/**
 * Gateways answer a decline in English and in their own terms; the customer's page shows a short
 * reason in his language from this code.
 */
export function failureCodeOf(reason: string | null): FailureCode {
  const text = (reason ?? '').toLowerCase();
  if (text.includes('insufficient')) return 'insufficient_funds';
  if (text.includes('expired')) return 'expired';
  if (text.includes('3d') || text.includes('authentication')) return 'authentication_failed';
  return 'declined';
}
