import type { Database } from '../../db/client.js';
import { orderEvents } from '../../db/schema.js';

/** Every kind of thing that happens to an order, as order_events.type. */
export type OrderEventType =
  | 'order.created'
  | 'order.priced'
  | 'order.canceled'
  | 'quote.shared'
  | 'quote.viewed'
  | 'quote.accepted'
  | 'quote.declined'
  | 'quote.expired';

export type OrderEventActor =
  | { type: 'user'; id: string }
  | { type: 'customer' }
  | { type: 'integration'; id: string }
  | { type: 'system' };

export interface OrderEventToRecord {
  companyId: string;
  orderId: string;
  type: OrderEventType;
  actor: OrderEventActor;
  data?: Record<string, unknown>;
  now: Date;
}

/**
 * Appends one event to the order's history, inside the transaction of the change it records, so
 * the history holds exactly the changes that committed.
 */
export async function recordOrderEvent(tx: Database, event: OrderEventToRecord): Promise<void> {
  await tx.insert(orderEvents).values({
    companyId: event.companyId,
    orderId: event.orderId,
    type: event.type,
    actorType: event.actor.type,
    actorId: 'id' in event.actor ? event.actor.id : null,
    data: event.data ?? {},
    createdAt: event.now,
  });
}
