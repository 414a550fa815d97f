import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orderEvents, quoteChangeRequests } from '../../db/schema.js';
import type { QuoteChange, QuoteChangeLine } from './change-request-lines.js';

/** A version's change request as stored. */
export interface ChangeRequestRow extends QuoteChange {
  createdAt: Date;
}

const columns = {
  note: quoteChangeRequests.note,
  lines: sql<QuoteChangeLine[]>`${quoteChangeRequests.lines}`,
  createdAt: quoteChangeRequests.createdAt,
};

/** The change request of one version of the company's quotes, if the customer sent one. */
export async function changeRequestOf(
  db: Database,
  companyId: string,
  quoteId: string,
): Promise<ChangeRequestRow | null> {
  const [row] = await db
    .select(columns)
    .from(quoteChangeRequests)
    .where(
      and(eq(quoteChangeRequests.companyId, companyId), eq(quoteChangeRequests.quoteId, quoteId)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Stores the request of a version, once: a second insert for the same version (two requests at
 * once, both past the order's lock check) stores nothing. Answers whether this one was stored.
 */
export async function insertChangeRequest(
  tx: Database,
  row: { quoteId: string; companyId: string; change: QuoteChange; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(quoteChangeRequests)
    .values({
      quoteId: row.quoteId,
      companyId: row.companyId,
      note: row.change.note,
      lines: row.change.lines,
      createdAt: row.now,
    })
    .onConflictDoNothing({ target: quoteChangeRequests.quoteId })
    .returning({ quoteId: quoteChangeRequests.quoteId });
  return inserted.length > 0;
}

/** Whether the order's history already holds an event of this type for this version. */
export async function hasVersionEvent(
  db: Database,
  order: { companyId: string; id: string },
  type: string,
  version: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.companyId, order.companyId),
        eq(orderEvents.orderId, order.id),
        eq(orderEvents.type, type),
        sql`(${orderEvents.data} ->> 'version')::int = ${version}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** When the order's history first recorded an event of this type for this version, if it did. */
export async function versionEventAt(
  db: Database,
  order: { companyId: string; id: string },
  type: string,
  version: number,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: orderEvents.createdAt })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.companyId, order.companyId),
        eq(orderEvents.orderId, order.id),
        eq(orderEvents.type, type),
        sql`(${orderEvents.data} ->> 'version')::int = ${version}`,
      ),
    )
    .orderBy(orderEvents.createdAt)
    .limit(1);
  return row?.createdAt ?? null;
}
