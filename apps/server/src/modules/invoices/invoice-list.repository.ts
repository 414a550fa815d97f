import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { businessDayStart } from '../../db/business-days.js';
import { rowsOf } from '../../db/rows.js';
import { branches, orders, taxDocumentReports, taxDocuments } from '../../db/schema.js';
import {
  cappedPages,
  countCapOf,
  offsetOf,
  type PageCount,
  type PageRequest,
} from '../../lib/paging.js';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day.js';

/** Whose documents: a company's, or one branch's orders (null: a manager without a branch). */
export type DocumentReach =
  | { kind: 'company'; companyId: string }
  | { kind: 'branch'; companyId: string; branchId: string | null };

export interface DocumentFilters {
  /** Riyadh days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  kind?: 'invoice' | 'credit_note';
  branchId?: string;
  /** How ZATCA took it (a stamped document's report). */
  reporting?: 'pending' | 'reported' | 'reported_with_warnings' | 'rejected';
}

export interface ListedDocument {
  id: string;
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  orderId: string;
  orderRef: string | null;
  branchName: string | null;
  buyerName: string | null;
  invoiceNumber: string | null;
  reportingStatus: 'pending' | 'reported' | 'reported_with_warnings' | 'rejected' | null;
  netHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

const original = alias(taxDocuments, 'original');

function matching(reach: DocumentReach, filters: DocumentFilters): SQL | undefined {
  const branchId = reach.kind === 'branch' ? reach.branchId : filters.branchId;
  return and(
    eq(taxDocuments.companyId, reach.companyId),
    reach.kind === 'branch' && reach.branchId === null ? sql`false` : undefined,
    branchId ? eq(taxDocuments.branchId, branchId) : undefined,
    filters.kind ? eq(taxDocuments.kind, filters.kind) : undefined,
    filters.reporting
      ? sql`exists (select 1 from ${taxDocumentReports} report
          where report.document_id = ${taxDocuments.id} and report.status = ${filters.reporting})`
      : undefined,
    filters.from ? gte(taxDocuments.issuedAt, sql`${businessDayStart(filters.from)}`) : undefined,
    filters.to ? lt(taxDocuments.issuedAt, sql`${businessDayStart(filters.to, 1)}`) : undefined,
  );
}

const NEWEST_FIRST = [desc(taxDocuments.issuedAt), desc(taxDocuments.id)];

function selectListed(db: Database) {
  return db
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      orderId: taxDocuments.orderId,
      orderRef: orders.orderRef,
      branchName: branches.name,
      buyerName: taxDocuments.buyerName,
      invoiceNumber: original.number,
      reportingStatus: taxDocumentReports.status,
      netHalalas: taxDocuments.netHalalas,
      vatHalalas: taxDocuments.vatHalalas,
      totalHalalas: taxDocuments.totalHalalas,
    })
    .from(taxDocuments)
    .leftJoin(orders, eq(orders.id, taxDocuments.orderId))
    .leftJoin(branches, eq(branches.id, taxDocuments.branchId))
    .leftJoin(original, eq(original.id, taxDocuments.originalId))
    .leftJoin(taxDocumentReports, eq(taxDocumentReports.documentId, taxDocuments.id));
}

/** One page of documents, newest first, and its pages counted up to the cap (lib/paging.ts). */
export async function documentPage(
  db: Database,
  reach: DocumentReach,
  filters: DocumentFilters,
  page: PageRequest,
): Promise<{ documents: ListedDocument[] } & PageCount> {
  const where = matching(reach, filters);
  const documents = await selectListed(db)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(offsetOf(page));
  const capped = db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(countCapOf(page))
    .as('counted');
  const [total] = await db.select({ value: count() }).from(capped);
  return { documents, ...cappedPages(total?.value ?? 0, page) };
}

/** The next `size` documents after `cursor` (from the newest without one), for the export. */
export async function documentBatch(
  db: Database,
  reach: DocumentReach,
  filters: DocumentFilters,
  cursor: { issuedAt: Date; id: string } | null,
  size: number,
): Promise<ListedDocument[]> {
  const after = cursor
    ? sql`(${taxDocuments.issuedAt}, ${taxDocuments.id}) < (${cursor.issuedAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return selectListed(db)
    .where(and(matching(reach, filters), after))
    .orderBy(...NEWEST_FIRST)
    .limit(size);
}

export interface MonthTotals {
  /** `YYYY-MM`, Riyadh. */
  month: string;
  kind: 'invoice' | 'credit_note';
  documents: number;
  netHalalas: number;
  vatHalalas: number;
}

/** Each month's documents of a year by kind (Riyadh months), from the company's issue index. */
export async function monthTotals(
  db: Database,
  companyId: string,
  year: number,
): Promise<MonthTotals[]> {
  const rows = rowsOf<{
    month: string;
    kind: 'invoice' | 'credit_note';
    documents: string | number;
    net: string | number;
    vat: string | number;
  }>(
    await db.execute(sql`
      select to_char(issued_at at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM') as month, kind,
             count(*) as documents, sum(net_halalas) as net, sum(vat_halalas) as vat
      from tax_documents
      where company_id = ${companyId}
        and issued_at >= ${businessDayStart(`${year}-01-01`)}
        and issued_at < ${businessDayStart(`${year + 1}-01-01`)}
      group by 1, 2
    `),
  );
  return rows.map((row) => ({
    month: row.month,
    kind: row.kind,
    documents: Number(row.documents),
    netHalalas: Number(row.net),
    vatHalalas: Number(row.vat),
  }));
}
