import { Webhook } from 'standardwebhooks';
import type { QuoteDeps } from '../quotes/index.js';
import { readBotOrder } from '../integration/index.js';
import { eventOfDelivery, type ClaimedDelivery } from './webhook-deliveries.repository.js';

/** A delivery's `webhook-id`: the same on every attempt, so receivers can deduplicate. */
export function messageId(deliveryId: string): string {
  return `msg_${deliveryId.replace(/-/g, '')}`;
}

/** The delivery id a `webhook-id` names, or null when it names none. */
export function deliveryIdOf(messageIdText: string): string | null {
  const hex = /^msg_([0-9a-f]{32})$/.exec(messageIdText)?.[1];
  if (!hex) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The body of an order event's webhook (the contract's `WebhookEvent`): the event as recorded and
 * the order as it stands now, built at the first attempt. Null when the event or order is gone.
 */
export async function eventBody(
  deps: QuoteDeps,
  delivery: Pick<ClaimedDelivery, 'eventId' | 'orderId' | 'companyId'>,
): Promise<string | null> {
  if (delivery.eventId === null || delivery.orderId === null) return null;
  const event = await eventOfDelivery(deps.db, delivery.eventId);
  const order = await readBotOrder(deps, delivery.companyId, delivery.orderId);
  if (!event || !order) return null;
  const occurredAt = event.createdAt.toISOString();
  return JSON.stringify({
    type: event.type,
    timestamp: occurredAt,
    data: {
      event: { id: String(event.id), type: event.type, occurredAt, details: event.data },
      order,
    },
  });
}

/** The body of a test event. */
export function testBody(now: Date, id: string): string {
  return JSON.stringify({
    type: 'test',
    timestamp: now.toISOString(),
    data: {
      event: {
        id: `test-${id}`,
        type: 'test',
        occurredAt: now.toISOString(),
        details: { message: 'A test event from Taseer: your endpoint is reachable.' },
      },
    },
  });
}

/**
 * The Standard Webhooks headers of one attempt, signed by the `standardwebhooks` package with
 * every secret that signs now (two during a rotation, space-separated).
 */
export function signedHeaders(
  id: string,
  body: string,
  at: Date,
  secrets: string[],
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' '),
  };
}
