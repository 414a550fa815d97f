import { and, eq, sql, type SQL } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { alias, PgDialect, QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { preparedOnEmbedded } from '../../db/embedded-statements.js';
import { inlineSql } from '../../db/inline-sql.js';
import { branches, clients, orders, quotes, sections, users, vehicles } from '../../db/schema.js';
import type { Scope } from '../scope/index.js';
import { sarTextSql, spreadsheetSafe, wordsFor } from './orders-csv.js';
import { FULFILMENT_WORDS, PAYMENT_STATUS_WORDS } from './sale-words.js';
import { NEWEST_FIRST, orderConditions, type OrderFilters } from './orders.repository.js';

const company = alias(users, 'export_company');
const manager = alias(users, 'export_manager');
const qb = new QueryBuilder();
const dialect = new PgDialect();

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
  ['حالة الدفع', wordsFor(sql`${orders.paymentStatus}`, PAYMENT_STATUS_WORDS)],
  // Kept with every payment and refund: what was received and kept is what no longer is owed.
  [
    'المدفوع (ر.س)',
    sql`case when ${orders.paymentStatus} is not null
      then ${sarTextSql(sql`(${quotes.acceptedTotalHalalas} - ${orders.owedHalalas})`)} end`,
  ],
  ['حالة التسليم', wordsFor(sql`${orders.fulfilmentStage}`, FULFILMENT_WORDS)],
];

export const EXPORT_HEADINGS: readonly string[] = COLUMNS.map(([heading]) => heading);

/**
 * The export's rows with `fields`: the caller's scope and the list's filters, newest first in the
 * order of the orders' indexes.
 *
 * The manager shown is the one running the order's branch now, or the one it was routed to when
 * the branch has none (or the order none).
 */
function exportRows(
  fields: Record<string, SQL.Aliased | PgColumn>,
  scope: Scope,
  filters: OrderFilters,
  after?: SQL,
) {
  return qb
    .select(fields)
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
}

/** The file's cells by name: `c0`, `c1`… */
function cellsNamed(): Record<string, SQL.Aliased> {
  return Object.fromEntries(COLUMNS.map(([, cell], i) => [`c${i}`, cell.as(`c${i}`)]));
}

/**
 * On PostgreSQL: the export's SELECT as text ready to go inside `COPY (…)`, which takes no
 * parameters, so its values are written in as literals.
 */
export function exportSelect(scope: Scope, filters: OrderFilters): string {
  return inlineSql(exportRows(cellsNamed(), scope, filters).getSQL());
}

/**
 * A cell as COPY's CSV writer writes it: NULL as nothing, an empty text as `""`, and a text
 * holding a quote, comma, CR or LF in quotes with its quotes doubled.
 */
function copyCsvCell(cell: SQL): SQL {
  // translate() drops those four characters: the text changes only if it holds one of them.
  return sql`case when ${cell} is null then ''
    when ${cell} = '' or translate(${cell}, E'",\\r\\n', '') <> ${cell}
    then '"' || replace(${cell}, '"', '""') || '"' else ${cell} end`;
}

/** A batch of the file on PGlite: its lines, how many, and the last one's key. */
export interface ExportBatch {
  csv: string | null;
  rows: number;
  lastCreatedAt: string | null;
  lastId: string | null;
}

const BATCH_AFTER = {
  createdAt: sql.placeholder('createdAt'),
  id: sql.placeholder('id'),
};

/**
 * On PGlite: the `size` rows after a key (or the first `size`), as the file's CRLF-ended lines
 * in one text, with the last row's key. Written by the database as COPY would write them, so both
 * databases give the same bytes, and prepared once per shape of filters and per first or later
 * batch (a COPY would be planned again for every batch: 15–40 ms of PGlite's one thread).
 * Keyset: every batch is an index range however deep into the file.
 */
export function exportBatchStatement(
  db: Database,
  scope: Scope,
  filters: OrderFilters,
  size: number,
  from: 'first' | 'after',
) {
  // The plain `<=` bound is what lets the index scan start at the key; the OR alone would make
  // it read and sort everything before it on every batch.
  const after =
    from === 'after'
      ? sql`${orders.createdAt} <= ${BATCH_AFTER.createdAt}::timestamptz
        and (${orders.createdAt} < ${BATCH_AFTER.createdAt}::timestamptz or ${orders.id} > ${BATCH_AFTER.id}::uuid)`
      : undefined;
  const key = { createdAt: orders.createdAt, id: orders.id };
  const rows = exportRows({ ...cellsNamed(), ...key }, scope, filters, after);
  const line = sql.join(
    COLUMNS.map((_, i) => copyCsvCell(sql`r.${sql.identifier(`c${i}`)}`)),
    sql`, `,
  );
  // The batch's last row first: where the next batch starts.
  const lastFirst = sql`order by r.created_at asc nulls first, r.id desc`;
  const statement = db
    .select({
      csv: sql<string | null>`string_agg(concat_ws(',', ${line}) || E'\\r\\n', ''
        order by r.created_at desc nulls last, r.id)`,
      rows: sql<number>`count(*)`.mapWith(Number),
      lastCreatedAt: sql<string | null>`(array_agg(r.created_at::text ${lastFirst}))[1]`,
      lastId: sql<string | null>`(array_agg(r.id ${lastFirst}))[1]`,
    })
    // The size written in, not bound: a plan made for any LIMIT is made for a large one.
    .from(sql`(${rows} limit ${sql.raw(String(Math.trunc(size)))}) as r`);
  const text = dialect.sqlToQuery(statement.getSQL()).sql;
  const name = `orders_export_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return preparedOnEmbedded(statement.prepare(name), name, { generic: true });
}
