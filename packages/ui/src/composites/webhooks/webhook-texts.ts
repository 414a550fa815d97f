import type {
  WebhookAttemptError,
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
} from './webhook-types';

/**
 * The webhook components' words. The design system holds none: the app passes its catalogue's
 * texts (in Arabic or English), so it never reads the app's translations. Functions receive
 * values already formatted (dates, numbers) for the reader's language.
 */

export type WebhookEventLabels = Record<WebhookDeliveryEvent, string>;
export type DeliveryStatusLabels = Record<WebhookDeliveryStatus, string>;

export interface AttemptTexts {
  /** The attempts list's accessible name. */
  list: string;
  attempt: (number: string) => string;
  /** The receiver's HTTP status, as shown in its badge. */
  httpStatus: (code: number) => string;
  errors: Record<WebhookAttemptError, string>;
  latency: (milliseconds: string) => string;
  response: string;
}

export interface EndpointTexts {
  /** The switch that turns deliveries to the endpoint on and off. */
  sendEvents: string;
  events: string;
  paused: string;
  stopped: string;
  failing: string;
  stoppedTitle: string;
  stoppedBody: (since: string) => string;
  failingTitle: string;
  failingBody: (since: string) => string;
  pausedNote: string;
  deliveries: string;
  sendTest: string;
  edit: string;
  more: string;
  rotateSecret: string;
  delete: string;
}

export interface DeliveryTexts {
  list: string;
  order: string;
  time: string;
  attemptCount: (count: string) => string;
  nextAttempt: (time: string) => string;
  showAttempts: (count: string) => string;
  hideAttempts: string;
  noAttempts: string;
  deliveryId: string;
  resend: string;
}

export interface SecretTexts {
  label: string;
  warning: string;
  rotatedNote: string;
  copy: string;
  copied: string;
  copyFailed: string;
  verifyTitle: string;
  verifyHeaders: string;
  verifyLibrary: string;
  verifyReplay: string;
}

export interface EventPickerTexts {
  legend: string;
  all: string;
  hint: string;
}

export interface WebhookTexts {
  events: WebhookEventLabels;
  status: DeliveryStatusLabels;
  attempt: AttemptTexts;
  endpoint: EndpointTexts;
  delivery: DeliveryTexts;
  secret: SecretTexts;
  picker: EventPickerTexts;
}

/** An event's label; an event this version does not know shows its technical name. */
export function eventLabel(labels: WebhookEventLabels, event: string): string {
  return Object.hasOwn(labels, event) ? labels[event as WebhookDeliveryEvent] : event;
}
