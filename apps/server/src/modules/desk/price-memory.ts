import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { QuoteStatus } from '../quotes/quotes.repository.js';
import type { OrderStatus } from '../orders/order-view.js';

/** How many of a part's newest quotes the summary covers, and how many it lists. */
export const MEMORY_DEPTH = 200;
const LISTED = 5;
/** Model years either side of the order's that count as the same car. */
const NEARBY_YEARS = 2;

interface RememberedRow {
  piece_id: string;
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

/**
 * Per piece of the order, in one statement: the company's newest quotes for the same part (its
 * folded name, or its folded part number) on the same folded make and model within two model
 * years, other orders only. Each piece reads one range of quoted_parts' indexes.
 */
export async function partMemories(
  db: Database,
  order: { id: string; companyId: string },
): Promise<PartMemoryView[]> {
  const result = await db.execute(sql`
    select p.id as piece_id, m.unit_halalas, m.quoted_at, m.year, m.kind, m.order_ref, m.accepted
    from pieces p
    join orders o on o.id = p.order_id
    left join vehicles v on v.id = o.vehicle_id
    left join lateral (
      select qp.unit_halalas, qp.quoted_at, qp.year, qp.kind, qo.order_ref,
        (q.status = 'accepted') as accepted
      from quoted_parts qp
      join orders qo on qo.id = qp.order_id
      join quotes q on q.id = qp.quote_id
      where qp.company_id = o.company_id
        and qp.mark_key = taseer_fold(v.mark) and qp.model_key = taseer_fold(v.model)
        and (qp.part_key = taseer_fold(p.name_ar)
          or (p.serial is not null and qp.part_number_key = taseer_fold(p.serial)))
        and qp.order_id <> o.id
        and (v.year is null or qp.year is null
          or qp.year between v.year - ${NEARBY_YEARS} and v.year + ${NEARBY_YEARS})
      order by qp.quoted_at desc
      limit ${MEMORY_DEPTH}
    ) m on true
    where p.company_id = ${order.companyId} and p.order_id = ${order.id}
    order by p.created_at, p.id, m.quoted_at desc
  `);
  const byPiece = new Map<string, RememberedRow[]>();
  for (const row of rowsOf<RememberedRow>(result)) {
    const rows = byPiece.get(row.piece_id) ?? [];
    if (row.unit_halalas !== null) rows.push(row);
    byPiece.set(row.piece_id, rows);
  }
  return [...byPiece].map(([pieceId, rows]) => summarise(pieceId, rows));
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

/** The same customer's other orders with the company, newest first. */
export async function customerOrders(
  db: Database,
  order: { id: string; companyId: string },
): Promise<CustomerOrderView[]> {
  const result = await db.execute(sql`
    select o.id, o.order_ref, o.created_at, o.status, o.quote_status,
      coalesce(q.accepted_total_halalas, q.total_halalas) as total_halalas
    from orders o
    left join quotes q on q.order_id = o.id and q.version = o.quote_version
    where o.company_id = ${order.companyId}
      and o.client_id = (select client_id from orders where id = ${order.id})
      and o.id <> ${order.id}
    order by o.created_at desc nulls last, o.id
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
