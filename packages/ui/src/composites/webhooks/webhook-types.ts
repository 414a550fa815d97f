/**
 * What the webhook components display: a company's endpoints and their delivery log, as the
 * server answers them (the app maps its API records onto these shapes). Times are ISO strings.
 */

/** The events an endpoint can subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.routed',
  'order.priced',
  'order.canceled',
  'quote.viewed',
  'quote.accepted',
  'quote.declined',
  'quote.expired',
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  'order.fulfilment_changed',
  'quote.change_requested',
  'quote.expiring',
  'quote.new_quote_requested',
  'invoice.issued',
  'credit_note.issued',
] as const;

export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** A delivery carries a subscribable event, or `test` (sent by «send a test»). */
export type WebhookDeliveryEvent = WebhookEventName | 'test';

export function isWebhookEvent(value: string): value is WebhookEventName {
  return (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

export interface WebhookEndpointView {
  url: string;
  description: string | null;
  events: readonly string[];
  enabled: boolean;
  /** Why a disabled endpoint is off: turned off by hand, or stopped after a day of failures. */
  disabledReason: 'manual' | 'failing' | null;
  /** The first failure since the last success, while it keeps failing. */
  failingSince: string | null;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** Why an attempt got no HTTP answer. */
export type WebhookAttemptError = 'timeout' | 'connection' | 'redirect' | 'refused-address';

export interface WebhookAttemptView {
  at: string;
  /** The receiver's HTTP status; null when no answer came (see `error`). */
  statusCode: number | null;
  latencyMs: number;
  error: WebhookAttemptError | (string & {}) | null;
  /** The first characters of the receiver's answer. */
  responseExcerpt: string | null;
}

export interface WebhookDeliveryView {
  /** The `webhook-id` the receiver saw (the same on every attempt). */
  id: string;
  eventType: string;
  orderRef: string | null;
  createdAt: string;
  status: WebhookDeliveryStatus;
  attemptCount: number;
  nextAttemptAt: string | null;
  /** Oldest first. */
  attempts: readonly WebhookAttemptView[];
}
