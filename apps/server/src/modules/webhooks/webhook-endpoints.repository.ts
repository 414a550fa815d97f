import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema.js';

type Endpoint = typeof webhookEndpoints.$inferSelect;

export interface EndpointRow {
  id: string;
  companyId: string;
  url: string;
  description: string | null;
  events: Endpoint['events'];
  enabled: boolean;
  disabledReason: Endpoint['disabledReason'];
  failingSince: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: webhookEndpoints.id,
  companyId: webhookEndpoints.companyId,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  failingSince: webhookEndpoints.failingSince,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

export async function endpointsOf(db: Database, companyId: string): Promise<EndpointRow[]> {
  return db
    .select(columns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** One company's additions one after another, so the limit of endpoints holds under parallel calls. */
export async function lockCompanyEndpoints(tx: Database, companyId: string): Promise<void> {
  const key = `webhooks:${companyId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function countEndpoints(db: Database, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  return row?.value ?? 0;
}

/** The company's endpoint, locked for a change when `forUpdate`; null for anyone else's. */
export async function findEndpoint(
  db: Database,
  companyId: string,
  id: string,
  forUpdate = false,
): Promise<EndpointRow | null> {
  const query = db
    .select(columns)
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertEndpoint(
  tx: Database,
  row: {
    id: string;
    companyId: string;
    url: string;
    description: string | null;
    events: Endpoint['events'];
    enabled: boolean;
    secret: string;
    now: Date;
  },
): Promise<void> {
  await tx.insert(webhookEndpoints).values({
    id: row.id,
    companyId: row.companyId,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : 'manual',
    secret: row.secret,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

export type EndpointChange = Partial<{
  url: string;
  description: string | null;
  events: Endpoint['events'];
  enabled: boolean;
  disabledReason: Endpoint['disabledReason'];
  failingSince: Date | null;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}>;

export async function updateEndpoint(
  tx: Database,
  id: string,
  change: EndpointChange,
  now: Date,
): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ ...change, updatedAt: now })
    .where(eq(webhookEndpoints.id, id));
}

/** The encrypted secrets of an endpoint (for rotation). */
export async function secretsOf(tx: Database, id: string) {
  const [row] = await tx
    .select({ secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function deleteEndpoint(tx: Database, id: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** After an attempt: a success clears the failure record; a failure starts it (once). */
export async function noteEndpointHealth(
  tx: Database,
  endpointId: string,
  ok: boolean,
  now: Date,
): Promise<{ failingSince: Date | null; enabled: boolean; companyId: string; url: string } | null> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      failingSince: ok
        ? null
        : sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({
      failingSince: webhookEndpoints.failingSince,
      enabled: webhookEndpoints.enabled,
      companyId: webhookEndpoints.companyId,
      url: webhookEndpoints.url,
    });
  return row ?? null;
}

/** Turns off an endpoint that kept failing; answers it only if it was still on (tell once). */
export async function disableFailingEndpoint(tx: Database, endpointId: string, now: Date) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'failing', updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ companyId: webhookEndpoints.companyId, url: webhookEndpoints.url });
  return row ?? null;
}
