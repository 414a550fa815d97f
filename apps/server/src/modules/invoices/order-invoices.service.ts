import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { findOrderPlace, lockOrder } from '../orders/index.js';
import { newestQuote, orderOfToken } from '../quotes/index.js';
import { scopeOf } from '../scope/index.js';
import { issueOrderInvoice } from './invoices.service.js';
import {
  documentsOfOrder,
  findOrderInvoice,
  saleStateOf,
  type TaxDocumentRow,
} from './tax-documents.repository.js';
import { sellerOf } from './tax-profile.js';
import { reportsOf, type ReportRow } from './tax-reports.repository.js';
import { findSellerTaxProfile } from './tax-profile.service.js';

export interface OrderInvoiceDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
}

type TaxDocumentView = Reply<'listOrderTaxDocuments'>['documents'][number];

/**
 * A document as the contract has it. `all` are the order's other documents, where a credit
 * note finds its invoice's number.
 */
export function toTaxDocumentView(
  row: TaxDocumentRow,
  all: readonly TaxDocumentRow[],
  reports: readonly ReportRow[],
): TaxDocumentView {
  const report = reports.find((candidate) => candidate.documentId === row.id);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    counter: row.counter,
    issuedAt: row.issuedAt.toISOString(),
    orderId: row.orderId,
    invoiceNumber: all.find((other) => other.id === row.originalId)?.number ?? null,
    reason: row.reason,
    seller: row.seller,
    buyerName: row.buyerName,
    lines: row.lines,
    netHalalas: row.netHalalas,
    vatHalalas: row.vatHalalas,
    totalHalalas: row.totalHalalas,
    qr: row.qr,
    reporting: report
      ? {
          status: report.status,
          messages: report.messages,
          reportedAt: report.reportedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Documents as the contract has them, with their reporting. */
async function viewsOf(db: Database, documents: TaxDocumentRow[]): Promise<TaxDocumentView[]> {
  const reports = await reportsOf(
    db,
    documents.map((document) => document.id),
  );
  return documents.map((document) => toTaxDocumentView(document, documents, reports));
}

/** Why a sale cannot be invoiced by hand now; null when it can. */
async function refusalToIssue(db: Database, order: { id: string; companyId: string }) {
  const quote = await newestQuote(db, order.id);
  if (quote?.status !== 'accepted') return 'SALE_NOT_COMPLETE' as const;
  const sale = await saleStateOf(db, order.id);
  if (!sale.paidInFull && !sale.delivered) return 'SALE_NOT_COMPLETE' as const;
  if (quote.vatRateBasisPoints === 0) return 'SALE_NOT_TAXED' as const;
  if (!sellerOf(await findSellerTaxProfile(db, order.companyId))) {
    return 'TAX_PROFILE_INCOMPLETE' as const;
  }
  return null;
}

export async function listOrderTaxDocuments(
  deps: OrderInvoiceDeps,
  auth: AuthContext,
  orderId: string,
): Promise<Reply<'listOrderTaxDocuments'>> {
  const order = await findOrderPlace(deps.db, await scopeOf(deps.db, auth), orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const documents = await documentsOfOrder(deps.db, order.id);
  const invoiced = documents.some((document) => document.kind === 'invoice');
  return {
    documents: await viewsOf(deps.db, documents),
    canIssue: !invoiced && (await refusalToIssue(deps.db, order)) === null,
  };
}

/** Staff issue a completed sale's invoice by hand; the one it has is answered as it is. */
export async function issueOrderInvoiceByHand(
  deps: OrderInvoiceDeps,
  auth: AuthContext,
  orderId: string,
): Promise<{ created: boolean; document: TaxDocumentView }> {
  const scope = await scopeOf(deps.db, auth);
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const existing = await findOrderInvoice(tx, order.id);
    if (existing) return { created: false, document: (await viewsOf(tx, [existing]))[0]! };
    const refusal = await refusalToIssue(tx, order);
    if (refusal) throw new AppError(refusal);
    const issued = await issueOrderInvoice(
      tx,
      order,
      { type: 'user', id: auth.userId },
      deps.clock.now(),
      deps.secrets,
    );
    if (issued === 'stamp_unreadable') throw new AppError('ZATCA_STAMP_UNREADABLE');
    if (typeof issued === 'string') throw new AppError('SALE_NOT_COMPLETE');
    return { created: true, document: (await viewsOf(tx, [issued]))[0]! };
  });
}

/** The customer's documents, by the quote link's token. */
export async function listPublicTaxDocuments(
  deps: OrderInvoiceDeps,
  token: string,
): Promise<Reply<'listPublicQuoteTaxDocuments'>> {
  const documents = await documentsOfOrder(deps.db, await orderOfToken(deps.db, token));
  return { documents: await viewsOf(deps.db, documents) };
}
