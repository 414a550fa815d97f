import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { orderEvents, orders, webhookAttempts, webhookDeliveries } from '../../db/schema.js';
import type { PageRequest } from '../../lib/paging.js';
import { offsetOf, totalPagesOf } from '../../lib/paging.js';
import type { AttemptOutcome } from './webhook-sender.js';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** A delivery claimed for one attempt, with what is needed to make it. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  companyId: string;
  eventId: number | null;
  eventType: string;
  orderId: string | null;
  body: string | null;
  attemptCount: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints, at most `perEndpoint` of each and none
 * of the endpoints in `busy`, by moving their next attempt to `leaseUntil`: another process skips
 * rows being claimed (SKIP LOCKED) and, after this commits, sees them not due. A process that
 * dies mid-attempt leaves its rows due again at `leaseUntil`.
 */
export async function claimDueDeliveries(
  db: Database,
  input: { now: Date; leaseUntil: Date; limit: number; perEndpoint: number; busy: string[] },
): Promise<ClaimedDelivery[]> {
  const now = input.now.toISOString();
  const busy = `{${input.busy.join(',')}}`;
  const result = await db.execute(sql`
    with candidate as (
      select id from (
        select delivery.id,
               row_number() over (partition by delivery.endpoint_id
                                  order by delivery.next_attempt_at, delivery.id) as rank
        from webhook_deliveries delivery
        join webhook_endpoints endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
        where delivery.status = 'pending'
          and delivery.next_attempt_at <= ${now}::timestamptz
          and delivery.endpoint_id <> all(${busy}::uuid[])
        order by delivery.next_attempt_at, delivery.id
        limit ${input.limit * 4}
      ) ranked
      where rank <= ${input.perEndpoint}
      limit ${input.limit}
    ), claimed as (
      update webhook_deliveries delivery
      set next_attempt_at = ${input.leaseUntil.toISOString()}::timestamptz
      where delivery.id in (
        select locked.id from webhook_deliveries locked
        where locked.id in (select id from candidate)
          and locked.status = 'pending'
          and locked.next_attempt_at <= ${now}::timestamptz
        for update skip locked
      )
      returning delivery.*
    )
    select claimed.id, claimed.endpoint_id, claimed.company_id, claimed.event_id,
           claimed.event_type, claimed.order_id, claimed.body, claimed.attempt_count,
           endpoint.url, endpoint.secret, endpoint.previous_secret, endpoint.previous_secret_until
    from claimed
    join webhook_endpoints endpoint on endpoint.id = claimed.endpoint_id
  `);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    id: String(row.id),
    endpointId: String(row.endpoint_id),
    companyId: String(row.company_id),
    eventId: row.event_id === null ? null : Number(row.event_id),
    eventType: String(row.event_type),
    orderId: row.order_id === null ? null : String(row.order_id),
    body: row.body === null ? null : String(row.body),
    attemptCount: Number(row.attempt_count),
    url: String(row.url),
    secret: String(row.secret),
    previousSecret: row.previous_secret === null ? null : String(row.previous_secret),
    previousSecretUntil:
      row.previous_secret_until === null ? null : new Date(row.previous_secret_until as string),
  }));
}

/** Fixes the body of a delivery at its first attempt (retries send the same bytes). */
export async function fixBody(db: Database, deliveryId: string, body: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ body })
    .where(and(eq(webhookDeliveries.id, deliveryId), sql`${webhookDeliveries.body} is null`));
}

/** Records an attempt and what follows it: delivered, another attempt at `retryAt`, or failed. */
export async function recordAttempt(
  tx: Database,
  input: { deliveryId: string; at: Date; outcome: AttemptOutcome; retryAt: Date | null },
): Promise<void> {
  const { outcome } = input;
  await tx.insert(webhookAttempts).values({
    deliveryId: input.deliveryId,
    attemptedAt: input.at,
    statusCode: outcome.statusCode,
    latencyMs: outcome.latencyMs,
    error: outcome.error,
    responseExcerpt: outcome.responseExcerpt,
  });
  const status: DeliveryStatus = outcome.ok ? 'delivered' : input.retryAt ? 'pending' : 'failed';
  await tx
    .update(webhookDeliveries)
    .set({
      status,
      attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
      nextAttemptAt: input.retryAt ?? input.at,
      ...(outcome.ok ? { deliveredAt: input.at } : {}),
    })
    .where(eq(webhookDeliveries.id, input.deliveryId));
}

/** Gives claimed deliveries back, due now, without counting an attempt (the process is stopping). */
export async function releaseDeliveries(db: Database, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now })
    .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')));
}

export interface QueuedDelivery {
  endpointId: string;
  companyId: string;
  eventType: string;
  body: string;
  now: Date;
}

/** A delivery not born of an order event (the endpoint's test). */
export async function queueDelivery(tx: Database, input: QueuedDelivery): Promise<string> {
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      endpointId: input.endpointId,
      companyId: input.companyId,
      eventType: input.eventType,
      body: input.body,
      nextAttemptAt: input.now,
      createdAt: input.now,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** Makes a delivery due now again, whatever its status; false when it is not the endpoint's. */
export async function requeueDelivery(
  tx: Database,
  endpointId: string,
  deliveryId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** The order event a delivery tells of. */
export async function eventOfDelivery(db: Database, eventId: number) {
  const [row] = await db
    .select({
      id: orderEvents.id,
      type: orderEvents.type,
      data: orderEvents.data,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.id, eventId));
  return row ?? null;
}

export interface DeliveryRow {
  id: string;
  eventType: string;
  orderRef: string | null;
  createdAt: Date;
  status: DeliveryStatus;
  attemptCount: number;
  nextAttemptAt: Date;
  attempts: {
    attemptedAt: Date;
    statusCode: number | null;
    latencyMs: number;
    error: string | null;
    responseExcerpt: string | null;
  }[];
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventType: webhookDeliveries.eventType,
  orderRef: orders.orderRef,
  createdAt: webhookDeliveries.createdAt,
  status: webhookDeliveries.status,
  attemptCount: webhookDeliveries.attemptCount,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
};

/** A page of an endpoint's deliveries, newest first, each with its attempts. */
export async function listDeliveries(
  db: Database,
  endpointId: string,
  page: PageRequest,
): Promise<{ deliveries: DeliveryRow[]; totalPages: number }> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .leftJoin(orders, eq(orders.id, webhookDeliveries.orderId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  const [total] = await db
    .select({ value: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return {
    deliveries: await withAttempts(db, rows),
    totalPages: totalPagesOf(total?.value ?? 0, page.limit),
  };
}

export async function findDelivery(
  db: Database,
  endpointId: string,
  deliveryId: string,
): Promise<DeliveryRow | null> {
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .leftJoin(orders, eq(orders.id, webhookDeliveries.orderId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  const [found] = await withAttempts(db, rows);
  return found ?? null;
}

async function withAttempts(
  db: Database,
  rows: Omit<DeliveryRow, 'attempts'>[],
): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select({
      deliveryId: webhookAttempts.deliveryId,
      attemptedAt: webhookAttempts.attemptedAt,
      statusCode: webhookAttempts.statusCode,
      latencyMs: webhookAttempts.latencyMs,
      error: webhookAttempts.error,
      responseExcerpt: webhookAttempts.responseExcerpt,
    })
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(webhookAttempts.id));
  return rows.map((row) => ({
    ...row,
    attempts: attempts.filter((attempt) => attempt.deliveryId === row.id),
  }));
}

export async function deleteDelivery(db: Database, id: string): Promise<void> {
  await db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, id));
}

/** Deliveries (and their attempts) older than the log keeps. */
export async function deleteDeliveriesBefore(db: Database, before: Date): Promise<void> {
  await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, before));
}
