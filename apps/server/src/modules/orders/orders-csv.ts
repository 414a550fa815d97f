import { sarText } from '../quotes/quote-money.js';
import type { QuoteStatus } from '../quotes/quotes.repository.js';
import type { OrderStatus } from './order-view.js';

/** One exported order: one CSV row. */
export interface ExportRow {
  orderRef: string;
  createdAt: Date;
  status: OrderStatus;
  clientName: string;
  clientDialCode: string;
  clientPhone: string;
  companyName: string | null;
  branchName: string | null;
  managerName: string | null;
  sectionName: string | null;
  vehicle: string;
  pieces: string;
  /** SAR, as numeric text. */
  total: string;
  quoteStatus: QuoteStatus | null;
  quoteVersion: number | null;
  quoteSharedAt: Date | null;
  quoteTotalHalalas: number | null;
  quoteAcceptedTotalHalalas: number | null;
}

/** Makes spreadsheet programs read the file as UTF-8, so Arabic shows as Arabic. */
export const BYTE_ORDER_MARK = '\uFEFF';

/** The contract's columns, in its order, under Arabic headings. */
const COLUMNS: readonly [string, (row: ExportRow) => string][] = [
  ['رقم الطلب', (row) => row.orderRef],
  ['تاريخ الطلب', (row) => riyadhDateTime(row.createdAt)],
  ['الحالة', (row) => STATUS_WORDS[row.status]],
  ['اسم العميل', (row) => row.clientName],
  // The number first: a cell starting with the dial code's + would read as a formula.
  ['جوال العميل', (row) => `${row.clientPhone} (${row.clientDialCode})`],
  ['الشركة', (row) => row.companyName ?? ''],
  ['الفرع', (row) => row.branchName ?? ''],
  ['المدير', (row) => row.managerName ?? ''],
  ['القسم', (row) => row.sectionName ?? ''],
  ['المركبة', (row) => row.vehicle],
  ['القطع', (row) => row.pieces],
  ['الإجمالي (ر.س)', (row) => Number(row.total).toFixed(2)],
  ['حالة عرض السعر', quoteStatusWord],
  ['نسخة العرض', (row) => (row.quoteVersion === null ? '' : String(row.quoteVersion))],
  ['إجمالي العرض شامل الضريبة (ر.س)', (row) => amount(row.quoteTotalHalalas)],
  ['الإجمالي المقبول (ر.س)', (row) => amount(row.quoteAcceptedTotalHalalas)],
];

const QUOTE_STATUS_WORDS: Record<QuoteStatus, string> = {
  sent: 'أُرسل',
  viewed: 'شاهده العميل',
  accepted: 'مقبول',
  declined: 'مرفوض',
  expired: 'منتهي الصلاحية',
  withdrawn: 'مسحوب',
  superseded: 'استُبدل بنسخة أحدث',
};

/** A version issued but not shared yet has not been sent: it is ready to send. */
function quoteStatusWord(row: ExportRow): string {
  if (!row.quoteStatus) return '';
  if (row.quoteStatus === 'sent' && row.quoteSharedAt === null) return 'جاهز للإرسال';
  return QUOTE_STATUS_WORDS[row.quoteStatus];
}

function amount(halalas: number | null): string {
  return halalas === null ? '' : sarText(halalas);
}

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'قيد العمل',
  completed: 'مكتمل',
  canceled: 'ملغي',
};

/** Saudi Arabia keeps UTC+3 all year; dates read as the shop saw them, Gregorian, Latin digits. */
function riyadhDateTime(date: Date): string {
  return new Date(date.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A cell a spreadsheet will not run: text starting with = + - @ (or a tab or carriage return,
 * which some programs skip before looking) gets a leading apostrophe, the usual neutraliser.
 * Quotes, commas and line breaks are then quoted the RFC 4180 way.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvHeaderLine(): string {
  return `${COLUMNS.map(([heading]) => csvCell(heading)).join(',')}\r\n`;
}

export function csvLine(row: ExportRow): string {
  return `${COLUMNS.map(([, cell]) => csvCell(cell(row))).join(',')}\r\n`;
}
