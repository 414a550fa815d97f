import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { taxDocumentCounters, taxDocuments } from '../../db/schema.js';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;

export interface CounterPosition {
  lastCounter: number;
  lastInvoiceNumber: number;
  lastCreditNoteNumber: number;
  lastHash: string;
}

/**
 * The company's chain position, locked until the issuing transaction ends: two issues at once
 * wait for each other here, so each takes the next counter and number and the hash before it.
 * The row is created on the first issue, starting from the chain's initial hash.
 */
export async function lockCounter(
  tx: Database,
  companyId: string,
  initialHash: string,
): Promise<CounterPosition> {
  await tx
    .insert(taxDocumentCounters)
    .values({ companyId, lastHash: initialHash })
    .onConflictDoNothing({ target: taxDocumentCounters.companyId });
  const [row] = await tx
    .select({
      lastCounter: taxDocumentCounters.lastCounter,
      lastInvoiceNumber: taxDocumentCounters.lastInvoiceNumber,
      lastCreditNoteNumber: taxDocumentCounters.lastCreditNoteNumber,
      lastHash: taxDocumentCounters.lastHash,
    })
    .from(taxDocumentCounters)
    .where(eq(taxDocumentCounters.companyId, companyId))
    .for('update');
  if (!row) throw new Error(`no invoice counter for company ${companyId}`);
  return row;
}

export async function advanceCounter(
  tx: Database,
  companyId: string,
  position: CounterPosition,
): Promise<void> {
  await tx
    .update(taxDocumentCounters)
    .set(position)
    .where(eq(taxDocumentCounters.companyId, companyId));
}

export async function insertTaxDocument(tx: Database, document: NewTaxDocument): Promise<void> {
  await tx.insert(taxDocuments).values(document);
}

/** The order's invoice, if it has one. */
export async function findOrderInvoice(
  db: Database,
  orderId: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return row ?? null;
}

/**
 * An order's invoice and credit notes, in the order they were issued. The caller has checked
 * that the order is within reach (an order id belongs to one company).
 */
export async function documentsOfOrder(db: Database, orderId: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.counter));
}

export async function findTaxDocument(
  db: Database,
  companyId: string,
  id: string,
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.companyId, companyId), eq(taxDocuments.id, id)));
  return row ?? null;
}

/**
 * The refunds of an order's version that no credit note records yet, oldest first: after its
 * invoice is issued, each gets its note (a refund may come before the invoice does).
 */
export async function refundsWithoutNote(
  db: Database,
  orderId: string,
  quoteId: string,
): Promise<{ id: string }[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`
      select r.id from payment_refunds r
      join payments p on p.id = r.payment_id
      where r.order_id = ${orderId} and p.quote_id = ${quoteId}
        and not exists (select 1 from tax_documents d where d.refund_id = r.id)
      order by r.created_at, r.id
    `),
  );
}

export interface RefundToCredit {
  id: string;
  amountHalalas: number;
  reason: string | null;
  method: 'card' | 'cash' | 'bank_transfer';
  quoteId: string;
}

/** A refund of the order, with how its payment was made. */
export async function findRefund(
  db: Database,
  orderId: string,
  refundId: string,
): Promise<RefundToCredit | null> {
  const [row] = rowsOf<{
    id: string;
    amount: string | number;
    reason: string | null;
    method: RefundToCredit['method'];
    quote_id: string;
  }>(
    await db.execute(sql`
      select r.id, r.amount_halalas as amount, r.reason, p.method, p.quote_id
      from payment_refunds r join payments p on p.id = r.payment_id
      where r.order_id = ${orderId} and r.id = ${refundId}
    `),
  );
  return row
    ? {
        id: row.id,
        amountHalalas: Number(row.amount),
        reason: row.reason,
        method: row.method,
        quoteId: row.quote_id,
      }
    : null;
}

/** Whether a credit note records this refund already. */
export async function refundHasNote(db: Database, refundId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(eq(taxDocuments.refundId, refundId));
  return row !== undefined;
}

/** Where an order's sale stands: paid in full, handed over. */
export async function saleStateOf(
  db: Database,
  orderId: string,
): Promise<{ paidInFull: boolean; delivered: boolean }> {
  const [row] = rowsOf<{ payment_status: string | null; fulfilment_stage: string | null }>(
    await db.execute(
      sql`select payment_status, fulfilment_stage from orders where id = ${orderId}`,
    ),
  );
  return {
    paidInFull: row?.payment_status === 'paid',
    delivered: row?.fulfilment_stage === 'delivered',
  };
}
