import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { QuoteStatus } from '../../db/schema.js';
import { orderScope, type OrderStatus } from '../orders/index.js';
import type { Scope } from '../scope/index.js';

/** How many of a part's newest quotes the summary covers, and how many it lists. */
export const MEMORY_DEPTH = 200;
const LISTED = 5;
/** Model years either side of the order's that count as the same car. */
const NEARBY_YEARS = 2;

interface RememberedRow {
  piece_id: string;
  rn: string | number;
  unit_halalas: string | number | null;
  quoted_at: Date | string | null;
  year: number | null;
  kind: string | null;
  order_ref: string | null;
  accepted: boolean | null;
}

export interface PartMemoryView {
  pieceId: string;
  count: number;
  lastHalalas: number | null;
  lastAt: string | null;
  minHalalas: number | null;
  medianHalalas: number | null;
  maxHalalas: number | null;
  recent: {
    priceHalalas: number;
    at: string;
    orderRef: string;
    year: number | null;
    kind: 'original' | 'commercial' | 'used' | null;
    accepted: boolean;
  }[];
}

interface PieceKeys {
  piece_id: string;
  part_key: string;
  number_key: string | null;
  mark_key: string | null;
  model_key: string | null;
  year: number | null;
}

/**
 * Per piece of the order: the company's newest quotes for the same part on the same folded make
 * and model within two model years, other orders only, found by its folded name or, apart, by its
 * folded part number. The keys are read first, so each piece's lookup carries them as values:
 * the planner then knows how many past quotes share them and reads each quoted_parts index range
 * (a model year's, memoryOf) newest first only as far as MEMORY_DEPTH, instead of gathering every
 * past quote of the part to sort it. Only the LISTED newest are joined to their order and quote
 * (reference, outcome).
 */
export async function partMemories(
  db: Database,
  order: { id: string; companyId: string },
): Promise<PartMemoryView[]> {
  const pieces = rowsOf<PieceKeys>(
    await db.execute(sql`
      select p.id as piece_id, taseer_fold(p.name_ar) as part_key,
        nullif(taseer_fold(coalesce(p.serial, '')), '') as number_key,
        taseer_fold(v.mark) as mark_key, taseer_fold(v.model) as model_key, v.year
      from pieces p
      join orders o on o.id = p.order_id
      left join vehicles v on v.id = o.vehicle_id
      where p.company_id = ${order.companyId} and p.order_id = ${order.id}
      order by p.created_at, p.id`),
  );
  const lookups = pieces
    .filter((piece) => piece.mark_key !== null && piece.model_key !== null)
    .map((piece) => memoryOf(order, piece));
  const remembered =
    lookups.length === 0
      ? []
      : rowsOf<RememberedRow>(await db.execute(sql.join(lookups, sql` union all `)));
  return pieces.map((piece) =>
    summarise(
      piece.piece_id,
      remembered
        .filter((row) => row.piece_id === piece.piece_id)
        .sort((a, b) => Number(a.rn) - Number(b.rn)),
    ),
  );
}

/** One piece's newest remembered prices, numbered newest first (`rn`). */
function memoryOf(order: { id: string; companyId: string }, piece: PieceKeys) {
  const sameCar = sql`qp.company_id = ${order.companyId}
    and qp.mark_key = ${piece.mark_key} and qp.model_key = ${piece.model_key}
    and qp.order_id <> ${order.id}`;
  const nearbyYear = sql`(${piece.year}::int is null or qp.year is null
      or qp.year between ${piece.year}::int - ${NEARBY_YEARS} and ${piece.year}::int + ${NEARBY_YEARS})`;
  const newest = (condition: SQL) => sql`(select qp.order_id, qp.quote_id, qp.unit_halalas,
      qp.quoted_at, qp.year, qp.kind from quoted_parts qp
    where ${condition} order by qp.quoted_at desc nulls last limit ${MEMORY_DEPTH})`;
  const samePart = sql`${sameCar} and qp.part_key = ${piece.part_key}`;
  // With a model year, each nearby year (and no year) is its own index range read newest first:
  // one range filtered by year would read every quote of the part when none is of those years.
  const byName =
    piece.year === null
      ? [newest(samePart)]
      : [
          ...nearbyYears(piece.year).map((year) => newest(sql`${samePart} and qp.year = ${year}`)),
          newest(sql`${samePart} and qp.year is null`),
        ];
  const byNumber = piece.number_key
    ? [
        newest(sql`qp.company_id = ${order.companyId} and qp.part_number_key = ${piece.number_key}
          and qp.part_key <> ${piece.part_key} and ${sameCar} and ${nearbyYear}`),
      ]
    : [];
  return sql`(
    select ${piece.piece_id}::text as piece_id, m.rn, m.unit_halalas, m.quoted_at, m.year, m.kind,
      case when m.rn <= ${LISTED} then (select order_ref from orders where id = m.order_id) end
        as order_ref,
      case when m.rn <= ${LISTED}
        then (select status = 'accepted' from quotes where id = m.quote_id) end as accepted
    from (
      select found.*, row_number() over (order by found.quoted_at desc) as rn
      from (${sql.join([...byName, ...byNumber], sql` union all `)}) found
      order by found.quoted_at desc
      limit ${MEMORY_DEPTH}
    ) m
  )`;
}

function nearbyYears(year: number): number[] {
  return Array.from({ length: 2 * NEARBY_YEARS + 1 }, (_, i) => year - NEARBY_YEARS + i);
}

function summarise(pieceId: string, rows: readonly RememberedRow[]): PartMemoryView {
  const prices = rows.map((row) => Number(row.unit_halalas)).sort((a, b) => a - b);
  const [newest] = rows;
  return {
    pieceId,
    count: rows.length,
    lastHalalas: newest ? Number(newest.unit_halalas) : null,
    lastAt: newest?.quoted_at ? new Date(newest.quoted_at).toISOString() : null,
    minHalalas: prices[0] ?? null,
    medianHalalas: median(prices),
    maxHalalas: prices.at(-1) ?? null,
    recent: rows.slice(0, LISTED).map((row) => ({
      priceHalalas: Number(row.unit_halalas),
      at: new Date(row.quoted_at ?? 0).toISOString(),
      orderRef: row.order_ref ?? '',
      year: row.year,
      kind: (row.kind as 'original' | 'commercial' | 'used' | null) ?? null,
      accepted: row.accepted === true,
    })),
  };
}

/** The middle price (the lower middle's and upper middle's mean, rounded, for an even count). */
function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? null;
  return Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

export interface CustomerOrderView {
  _id: string;
  orderRef: string;
  createdAt: string;
  status: OrderStatus;
  quoteStatus: QuoteStatus | null;
  totalHalalas: number | null;
}

/**
 * The same customer's earlier orders with the company (before this one) that the caller may
 * open, newest first.
 */
export async function customerOrders(
  db: Database,
  scope: Scope,
  order: { id: string; companyId: string },
): Promise<CustomerOrderView[]> {
  // "orders" unaliased: the scope's condition names its columns so.
  const result = await db.execute(sql`
    select orders.id, orders.order_ref, orders.created_at, orders.status, orders.quote_status,
      coalesce(q.accepted_total_halalas, q.total_halalas) as total_halalas
    from orders
    left join quotes q on q.order_id = orders.id and q.version = orders.quote_version
    join orders this_order on this_order.id = ${order.id}
    where orders.company_id = ${order.companyId}
      and orders.client_id = this_order.client_id
      and orders.created_at < this_order.created_at
      and ${orderScope(scope) ?? sql`true`}
    order by orders.created_at desc nulls last, orders.id
    limit 10
  `);
  return rowsOf<{
    id: string;
    order_ref: string;
    created_at: Date | string;
    status: OrderStatus;
    quote_status: QuoteStatus | null;
    total_halalas: string | number | null;
  }>(result).map((row) => ({
    _id: row.id,
    orderRef: row.order_ref,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    quoteStatus: row.quote_status,
    totalHalalas: row.total_halalas === null ? null : Number(row.total_halalas),
  }));
}
