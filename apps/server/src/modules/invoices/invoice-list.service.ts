import { Readable } from 'node:stream';
import { sarText } from '@taseer/money';
import type { Database } from '../../db/client.js';
import { checkDayRange } from '../../db/business-days.js';
import { AppError } from '../../errors.js';
import { businessDateTime, businessDay } from '../../lib/business-day.js';
import type { Clock } from '../../lib/clock.js';
import { BYTE_ORDER_MARK, csvHeaderLine, csvLine } from '../../lib/csv.js';
import type { Query, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { scopeOf } from '../scope/index.js';
import {
  documentBatch,
  documentPage,
  monthTotals,
  type DocumentFilters,
  type DocumentReach,
  type ListedDocument,
} from './invoice-list.repository.js';

export interface InvoiceListDeps {
  db: Database;
  clock: Clock;
}

/** An admin reads the company's documents, a manager those of its branch's orders. */
async function reachOf(db: Database, auth: AuthContext): Promise<DocumentReach> {
  const scope = await scopeOf(db, auth);
  if (scope.kind === 'company') return scope;
  if (scope.kind === 'branch') return scope;
  throw new AppError('FORBIDDEN');
}

function filtersOf(query: Query<'exportTaxDocuments'>): DocumentFilters {
  checkDayRange(query.from, query.to);
  return {
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.branchId ? { branchId: query.branchId } : {}),
    ...(query.reporting ? { reporting: query.reporting } : {}),
  };
}

function toListItem(row: ListedDocument): Reply<'listTaxDocuments'>['documents'][number] {
  return { ...row, issuedAt: row.issuedAt.toISOString() };
}

export async function listTaxDocuments(
  deps: InvoiceListDeps,
  auth: AuthContext,
  query: Query<'listTaxDocuments'>,
): Promise<Reply<'listTaxDocuments'>> {
  const page = await documentPage(deps.db, await reachOf(deps.db, auth), filtersOf(query), {
    page: query.page,
    limit: query.limit,
  });
  return { ...page, documents: page.documents.map(toListItem) };
}

const HEADINGS = [
  'الرقم',
  'النوع',
  'التاريخ',
  'الطلب',
  'الفرع',
  'العميل',
  'الفاتورة الأصلية',
  'المبلغ دون الضريبة (ر.س)',
  'ضريبة القيمة المضافة (ر.س)',
  'الإجمالي (ر.س)',
];
const KIND_WORDS = { invoice: 'فاتورة ضريبية مبسطة', credit_note: 'إشعار دائن' } as const;
/** Rows read per statement: a few milliseconds each, so other requests get the database between. */
export const INVOICE_EXPORT_BATCH = 500;

function csvCells(row: ListedDocument): string[] {
  return [
    row.number,
    KIND_WORDS[row.kind],
    businessDateTime(row.issuedAt),
    row.orderRef ?? '',
    row.branchName ?? '',
    row.buyerName ?? '',
    row.invoiceNumber ?? '',
    sarText(row.netHalalas),
    sarText(row.vatHalalas),
    sarText(row.totalHalalas),
  ];
}

/** The list's documents as a CSV stream, read in keyset batches as the client takes them. */
export async function exportTaxDocuments(
  deps: InvoiceListDeps,
  auth: AuthContext,
  query: Query<'exportTaxDocuments'>,
): Promise<Readable> {
  const reach = await reachOf(deps.db, auth);
  const filters = filtersOf(query);
  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvHeaderLine(HEADINGS);
    let cursor: { issuedAt: Date; id: string } | null = null;
    for (;;) {
      const batch = await documentBatch(deps.db, reach, filters, cursor, INVOICE_EXPORT_BATCH);
      if (batch.length > 0) yield batch.map((row) => csvLine(csvCells(row))).join('');
      const last = batch.at(-1);
      if (!last || batch.length < INVOICE_EXPORT_BATCH) return;
      cursor = { issuedAt: last.issuedAt, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

type VatRow = Reply<'getVatSummary'>['rows'][number];

/** The year's months or quarters, each summed from its months' documents (zeros included). */
export async function getVatSummary(
  deps: InvoiceListDeps,
  auth: AuthContext,
  query: Query<'getVatSummary'>,
): Promise<Reply<'getVatSummary'>> {
  if (!auth.companyId) throw new AppError('FORBIDDEN');
  const year = query.year ?? Number(businessDay(deps.clock.now()).slice(0, 4));
  const months = await monthTotals(deps.db, auth.companyId, year);
  const span = query.period === 'quarter' ? 3 : 1;
  const rows: VatRow[] = [];
  for (let first = 1; first <= 12; first += span) {
    const inPeriod = months.filter((row) => {
      const month = Number(row.month.slice(5, 7));
      return month >= first && month < first + span;
    });
    const sum = (
      kind: 'invoice' | 'credit_note',
      field: 'documents' | 'netHalalas' | 'vatHalalas',
    ) => inPeriod.filter((row) => row.kind === kind).reduce((total, row) => total + row[field], 0);
    const lastMonth = first + span - 1;
    const sales = sum('invoice', 'netHalalas');
    const salesVat = sum('invoice', 'vatHalalas');
    const credit = sum('credit_note', 'netHalalas');
    const creditVat = sum('credit_note', 'vatHalalas');
    rows.push({
      period:
        span === 3 ? `${year}-Q${(first + 2) / 3}` : `${year}-${String(first).padStart(2, '0')}`,
      from: `${year}-${String(first).padStart(2, '0')}-01`,
      to: lastDayOf(year, lastMonth),
      invoices: sum('invoice', 'documents'),
      creditNotes: sum('credit_note', 'documents'),
      salesHalalas: sales,
      salesVatHalalas: salesVat,
      creditHalalas: credit,
      creditVatHalalas: creditVat,
      netSalesHalalas: sales - credit,
      netVatHalalas: salesVat - creditVat,
    });
  }
  return { period: query.period, year, rows };
}

function lastDayOf(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(last).padStart(2, '0')}`;
}
