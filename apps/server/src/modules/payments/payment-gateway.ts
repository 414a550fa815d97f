/**
 * What the server needs from a payment gateway: a hosted checkout for an amount, the truth about
 * it when asked, and refunds. Moyasar is the first adapter (moyasar-gateway.ts); the local
 * stand-in (local-gateway.routes.ts) speaks Moyasar's HTTP shape, so the same adapter drives it.
 * docs/decisions.md says what a second gateway needs.
 */
export interface PaymentGateway {
  createCheckout(request: CheckoutRequest): Promise<GatewayCheckout>;
  /** The checkout as the gateway has it now: the only source a payment is confirmed from. */
  fetchCheckout(checkoutId: string): Promise<GatewayCheckout>;
  refund(paymentId: string, amountHalalas: number): Promise<GatewayRefund>;
}

export interface CheckoutRequest {
  amountHalalas: number;
  currency: 'SAR';
  description: string;
  /** Where the gateway POSTs its notifications. */
  callbackUrl: string;
  /** Where the customer's browser returns after paying (and after giving up). */
  returnUrl: string;
  expiresAt: Date;
  /** Our ids, echoed back by the gateway (never trusted on their own). */
  metadata: Record<string, string>;
}

/**
 * `open` while the customer may still pay, `paid` once one of its attempts succeeded, `failed`
 * when it can no longer be paid (expired, canceled, voided) or its last attempt was declined.
 */
export type CheckoutStatus = 'open' | 'paid' | 'failed';

export interface GatewayCheckout {
  id: string;
  status: CheckoutStatus;
  url: string;
  amountHalalas: number;
  currency: string;
  /** The successful attempt when paid: what is refunded, and what the notification named. */
  paidAttempt: GatewayAttempt | null;
  /** The newest declined attempt, for the customer's "why". */
  lastFailure: string | null;
}

export interface GatewayAttempt {
  id: string;
  amountHalalas: number;
  currency: string;
}

export interface GatewayRefund {
  refundedHalalas: number;
  reference: string;
}

/** The gateway refused or did not answer: nothing was done, the caller may try again. */
export class GatewayError extends Error {
  override name = 'GatewayError';
}
