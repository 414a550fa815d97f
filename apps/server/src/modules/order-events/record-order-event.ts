import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { publishOrderChange } from '../notifications/index.js';
import { JOBS_CHANNEL } from '../jobs/index.js';
import { wakeDispatchers } from './webhook-channel.js';

/** Every kind of thing that happens to an order, as order_events.type. */
export type OrderEventType =
  | 'order.created'
  | 'order.routed'
  | 'order.claimed'
  | 'order.released'
  | 'order.assigned'
  | 'order.overdue'
  | 'order.priced'
  | 'order.canceled'
  | 'quote.shared'
  | 'quote.viewed'
  | 'quote.accepted'
  | 'quote.declined'
  | 'quote.expired'
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.refunded'
  | 'order.fulfilment_changed'
  | 'quote.change_requested'
  | 'quote.expiring'
  | 'quote.new_quote_requested'
  | 'invoice.issued'
  | 'credit_note.issued';

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
 * What an order that came from a WhatsApp conversation tells its customer there (the whatsapp
 * module's `whatsapp.order_update` job words and sends it; the job kind is named here, not
 * imported, as this module sits below that one).
 */
const CHAT_UPDATE_JOB = 'whatsapp.order_update';
const CHAT_UPDATE_EVENTS: readonly OrderEventType[] = [
  'order.priced',
  'quote.accepted',
  'quote.expiring',
  'payment.succeeded',
  'order.fulfilment_changed',
];

/**
 * Appends one event to the order's history, inside the transaction of the change it records, so
 * the history holds exactly the changes that committed. In the same statement it queues one
 * webhook delivery per enabled endpoint of the company subscribed to the event (the outbox), and,
 * for an order from a WhatsApp conversation, the update its customer gets there; it wakes the
 * dispatchers and runners when there is one: a change, its event, its deliveries and its message
 * commit or roll back together.
 */
export async function recordOrderEvent(tx: Database, event: OrderEventToRecord): Promise<void> {
  const actorId = 'id' in event.actor ? event.actor.id : null;
  const [queued] = rowsOf<{ deliveries: number; chats: number }>(
    await tx.execute(sql`
      with event as (
        insert into order_events (company_id, order_id, type, actor_type, actor_id, data, created_at)
        values (${event.companyId}, ${event.orderId}, ${event.type}, ${event.actor.type},
                ${actorId}, ${JSON.stringify(event.data ?? {})}::jsonb, ${event.now.toISOString()}::timestamptz)
        returning id, company_id, order_id, type, created_at
      ),
      delivered as (
        insert into webhook_deliveries
          (endpoint_id, company_id, event_id, event_type, order_id, next_attempt_at, created_at)
        select endpoint.id, event.company_id, event.id, event.type, event.order_id,
               event.created_at, event.created_at
        from event
        join webhook_endpoints endpoint
          on endpoint.company_id = event.company_id
         and endpoint.enabled
         and event.type = any(endpoint.events)
        returning 1
      ),
      chat as (
        insert into jobs (kind, company_id, payload, next_attempt_at)
        select ${CHAT_UPDATE_JOB}, event.company_id, jsonb_build_object('eventId', event.id),
               event.created_at
        from event
        join chat_order_links link on link.order_id = event.order_id
        where event.type in (${sql.join(
          CHAT_UPDATE_EVENTS.map((type) => sql`${type}`),
          sql`, `,
        )})
        returning 1
      )
      select (select count(*) from delivered)::int as deliveries,
             (select count(*) from chat)::int as chats
    `),
  );
  if (queued && queued.deliveries > 0) await wakeDispatchers(tx);
  if (queued && queued.chats > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  // Open queues (notification streams of staff who may see the order) refresh themselves.
  await publishOrderChange(tx, event.orderId, event.type);
}
