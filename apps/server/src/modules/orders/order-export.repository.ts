import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { inlineSql } from '../../db/inline-sql.js';
import { branches, clients, orders, quotes, sections, users, vehicles } from '../../db/schema.js';
import type { Scope } from '../scope/scope.js';
import { sarTextSql, spreadsheetSafe, wordsFor } from './orders-csv.js';
import { NEWEST_FIRST, orderConditions, type OrderFilters } from './orders.repository.js';

/** Where the previous batch ended: the last row's time (as PostgreSQL text, microseconds kept) and id. */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

const company = alias(users, 'export_company');
const manager = alias(users, 'export_manager');
const qb = new QueryBuilder();

const STATUS_WORDS = {
  pending: 'قيد المراجعة',
  completed: 'مكتمل',
  canceled: 'ملغي',
};

const QUOTE_STATUS_WORDS = {
  sent: 'أُرسل',
  viewed: 'شاهده العميل',
  accepted: 'مقبول',
  declined: 'مرفوض',
  expired: 'منتهي الصلاحية',
  withdrawn: 'مسحوب',
  superseded: 'استُبدل بنسخة أحدث',
};

/**
 * The contract's columns, in its order, under Arabic headings, each cell as the database writes
 * it. Text that people or bots typed goes through `spreadsheetSafe`; dates, fixed words and
 * amounts cannot start with a formula character and are written as they are.
 */
const COLUMNS: readonly (readonly [string, SQL])[] = [
  ['رقم الطلب', spreadsheetSafe(sql`${orders.orderRef}`)],
  // Saudi Arabia keeps UTC+3 all year: dates read as the shop saw them, Gregorian, Latin digits.
  [
    'تاريخ الطلب',
    sql`to_char(${orders.createdAt} at time zone interval '+03:00', 'YYYY-MM-DD HH24:MI')`,
  ],
  ['الحالة', wordsFor(sql`${orders.status}`, STATUS_WORDS)],
  ['اسم العميل', spreadsheetSafe(sql`${clients.username}`)],
  // The number first: a cell starting with the dial code's + would read as a formula.
  [
    'جوال العميل',
    spreadsheetSafe(sql`${clients.phoneNumber} || ' (' || ${clients.dialCode} || ')'`),
  ],
  ['الشركة', spreadsheetSafe(sql`${company.username}`)],
  ['الفرع', spreadsheetSafe(sql`${branches.name}`)],
  ['المدير', spreadsheetSafe(sql`${manager.username}`)],
  ['القسم', spreadsheetSafe(sql`${sections.name}`)],
  [
    'المركبة',
    spreadsheetSafe(
      sql`concat_ws(' ', ${vehicles.mark}, ${vehicles.model}, ${vehicles.year}::text, ${vehicles.chassis})`,
    ),
  ],
  // Kept on the order by the pieces' triggers: one row per order, no lookup of its pieces.
  ['القطع', spreadsheetSafe(sql`${orders.piecesText}`)],
  ['الإجمالي (ر.س)', sql`round(coalesce(${orders.piecesTotal}, 0), 2)::text`],
  // A version issued but not shared yet has not been sent: it is ready to send.
  [
    'حالة عرض السعر',
    sql`case when ${orders.quoteStatus} = 'sent' and ${quotes.sharedAt} is null
      then 'جاهز للإرسال' else ${wordsFor(sql`${orders.quoteStatus}`, QUOTE_STATUS_WORDS)} end`,
  ],
  ['نسخة العرض', sql`${orders.quoteVersion}::text`],
  ['إجمالي العرض شامل الضريبة (ر.س)', sarTextSql(sql`${quotes.totalHalalas}`)],
  ['الإجمالي المقبول (ر.س)', sarTextSql(sql`${quotes.acceptedTotalHalalas}`)],
];

export const EXPORT_HEADINGS: readonly string[] = COLUMNS.map(([heading]) => heading);

/** How many cells a batch row carries after the file's own: its keyset key (time, id). */
export const BATCH_KEY_CELLS = 2;

/**
 * The export's SELECT, as text ready to go inside `COPY (…)` (which takes no parameters): the
 * caller's scope and the list's filters, newest first in the order of the orders' indexes. With
 * `batch` it reads the `size` rows after `after` (keyset, so every batch is an index range
 * however deep into the file) and ends each row with its key.
 *
 * The manager shown is the one running the order's branch now, or the one it was routed to when
 * the branch has none (or the order none).
 */
export function exportSelect(
  scope: Scope,
  filters: OrderFilters,
  batch?: { after: ExportCursor | null; size: number },
): string {
  const cells = COLUMNS.map(([, cell]) => cell);
  if (batch) cells.push(sql`${orders.createdAt}::text`, sql`${orders.id}`);
  // The plain `<=` bound is what lets PostgreSQL start the index scan at the cursor; the OR
  // alone would make it read and sort everything before it on every batch.
  const after = batch?.after
    ? sql`${orders.createdAt} <= ${batch.after.createdAt}::timestamptz
        and (${orders.createdAt} < ${batch.after.createdAt}::timestamptz or ${orders.id} > ${batch.after.id})`
    : undefined;
  const query = qb
    .select(Object.fromEntries(cells.map((cell, i) => [`c${i}`, cell])))
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(sections, eq(sections.id, orders.sectionId))
    .leftJoin(company, eq(company.id, orders.companyId))
    .leftJoin(manager, eq(manager.id, sql`coalesce(${branches.managerId}, ${orders.managerId})`))
    .leftJoin(quotes, and(eq(quotes.orderId, orders.id), eq(quotes.version, orders.quoteVersion)))
    .where(and(orderConditions(scope, filters), after))
    .orderBy(...NEWEST_FIRST);
  return inlineSql((batch ? query.limit(batch.size) : query).getSQL());
}
