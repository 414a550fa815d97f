import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { taxDocumentReports, type TaxReportMessage } from '../../db/schema.js';

export type ReportStatus = 'pending' | 'reported' | 'reported_with_warnings' | 'rejected';

export interface ReportRow {
  documentId: string;
  status: ReportStatus;
  messages: TaxReportMessage[];
  reportedAt: Date | null;
}

export async function insertPendingReport(
  tx: Database,
  documentId: string,
  companyId: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(taxDocumentReports)
    .values({ documentId, companyId, status: 'pending', updatedAt: now });
}

/** Records ZATCA's decision; a decision already recorded is kept (a repeated run changes nothing). */
export async function recordReport(
  db: Database,
  documentId: string,
  outcome: { status: Exclude<ReportStatus, 'pending'>; messages: TaxReportMessage[] },
  now: Date,
): Promise<void> {
  await db
    .update(taxDocumentReports)
    .set({
      status: outcome.status,
      messages: outcome.messages,
      reportedAt: outcome.status === 'rejected' ? null : now,
      updatedAt: now,
    })
    .where(
      and(eq(taxDocumentReports.documentId, documentId), eq(taxDocumentReports.status, 'pending')),
    );
}

export async function reportsOf(db: Database, documentIds: string[]): Promise<ReportRow[]> {
  if (documentIds.length === 0) return [];
  return db
    .select({
      documentId: taxDocumentReports.documentId,
      status: taxDocumentReports.status,
      messages: taxDocumentReports.messages,
      reportedAt: taxDocumentReports.reportedAt,
    })
    .from(taxDocumentReports)
    .where(sql`${taxDocumentReports.documentId} in ${documentIds}`);
}

/** Documents still waiting to be reported and those rejected, from the partial index. */
export async function reportCounts(
  db: Database,
  companyId: string,
): Promise<{ pending: number; rejected: number }> {
  const rows = await db
    .select({ status: taxDocumentReports.status, value: count() })
    .from(taxDocumentReports)
    .where(
      and(
        eq(taxDocumentReports.companyId, companyId),
        sql`${taxDocumentReports.status} <> 'reported'`,
      ),
    )
    .groupBy(taxDocumentReports.status);
  const of = (status: ReportStatus) => rows.find((row) => row.status === status)?.value ?? 0;
  return { pending: of('pending'), rejected: of('rejected') };
}
