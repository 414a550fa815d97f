import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { PARTS } from './demo-catalogue.js';

/**
 * A company's generated orders and their pieces, written by the database itself: one
 * `INSERT … SELECT … FROM generate_series(…)` per range of orders, its random draws made by
 * `random()` (seeded by the caller). Built in JavaScript and sent 1,000 rows at a time as
 * parameters, 100,000 orders took 114–128 s on PGlite and 68–81 s on PostgreSQL on the two-core
 * machine; written so, 70–94 s and 50–64 s (a busy machine, the same test). What is left is the
 * tables' own work, which every writer of orders goes through: above all the pieces' trigger
 * writing their orders' search text, pieces line and total again (two thirds of a statement on
 * PostgreSQL, over half on PGlite), then the search text on insert and the foreign-key checks.
 */

/** Where an order is routed: a branch, its manager and one of its sections. */
export interface VolumePlace {
  branchId: string;
  managerId: string;
  sectionIds: string[];
}

export interface OrderRange {
  companyId: string;
  /** The references' prefix: `V001` gives `V001-000001`, `V001-000002`… */
  prefix: string;
  /** The range's first and last order numbers, counted from 0 within the company. */
  first: number;
  last: number;
  /** All the company's orders, spread evenly from `start` to `now`. */
  total: number;
  start: Date;
  now: Date;
  places: readonly VolumePlace[];
}

/** The catalogue's parts as the statement reads them: names, quantities and price range. */
const PARTS_JSON = JSON.stringify(
  PARTS.map((part) => ({
    nameAr: part.nameAr,
    nameEn: part.nameEn,
    quantities: part.quantities,
    low: part.price[0],
    high: part.price[1],
  })),
);

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Writes the range's orders, each for one of the company's customers (its client and vehicle),
 * then their one to three pieces; answers how many of each. The pieces' trigger fills each
 * order's search text, pieces line and total as it would for orders written one by one.
 */
export async function insertOrderRange(
  tx: Database,
  range: OrderRange,
): Promise<{ orders: number; pieces: number }> {
  const result = await tx.execute(orderRangeStatement(range));
  const [counts] = rowsOf<{ orders: number; pieces: number }>(result);
  if (!counts) throw new Error('the orders statement answered no row');
  return counts;
}

function orderRangeStatement(range: OrderRange): SQL {
  const stepMs = (range.now.getTime() - range.start.getTime()) / range.total;
  const recentSince = new Date(range.now.getTime() - TWO_DAYS_MS);
  return sql`
    with customer as materialized (
      select c.id as client_id, v.id as vehicle_id,
        (row_number() over (order by c.phone_number) - 1)::int as k
      from clients c join vehicles v on v.client_id = c.id
      where c.company_id = ${range.companyId}
    ),
    drawn as materialized (
      select i,
        -- Evenly spread with jitter, so references grow with time without sorting.
        date_trunc('milliseconds', ${range.start.toISOString()}::timestamptz
          + (i + random()) * ${stepMs} * interval '1 millisecond') as created_at,
        floor(random() * (select count(*) from customer))::int as customer,
        floor(random() * ${range.places.length})::int as place,
        random() as place_section,
        random() as status_roll,
        8 + floor(random() * 293)::int as handled_minutes
      from generate_series(${range.first}::int, ${range.last}::int) as i
    ),
    shaped as (
      select d.*,
        -- The last two days still have orders waiting (70 %); older ones were handled:
        -- completed 82 %, canceled 18 %.
        (case
          when d.created_at >= ${recentSince.toISOString()}::timestamptz then
            case when d.status_roll < 0.70 then 'pending'
              when d.status_roll < 0.95 then 'completed' else 'canceled' end
          when d.status_roll < 0.82 then 'completed' else 'canceled'
        end)::order_status as status,
        least(${range.now.toISOString()}::timestamptz,
          d.created_at + d.handled_minutes * interval '1 minute') as handled_at,
        ${JSON.stringify(range.places)}::jsonb -> d.place as place_json
      from drawn d
    ),
    inserted as (
      insert into orders (id, company_id, order_ref, client_id, vehicle_id, branch_id,
        section_id, manager_id, status, completed_at, canceled_at, created_at, updated_at)
      select gen_random_uuid(), ${range.companyId}::uuid,
        ${range.prefix} || '-' || lpad((s.i + 1)::text, 6, '0'),
        c.client_id, c.vehicle_id,
        (s.place_json ->> 'branchId')::uuid,
        (s.place_json -> 'sectionIds'
          ->> floor(s.place_section * jsonb_array_length(s.place_json -> 'sectionIds'))::int)::uuid,
        (s.place_json ->> 'managerId')::uuid,
        s.status,
        case when s.status = 'completed' then s.handled_at end,
        case when s.status = 'canceled' then s.handled_at end,
        s.created_at,
        case when s.status = 'pending' then s.created_at else s.handled_at end
      from shaped s join customer c on c.k = s.customer
      order by s.i
      returning id, status, created_at, updated_at
    ),
    wanted as materialized (
      -- One part (50 %), two (30 %) or three (20 %).
      select o.*, case when o.roll < 0.5 then 1 when o.roll < 0.8 then 2 else 3 end as count
      from (select inserted.*, random() as roll from inserted) o
    ),
    piece as materialized (
      select w.id as order_id, w.status, w.created_at, w.updated_at, g.n,
        ${PARTS_JSON}::jsonb -> floor(random() * ${PARTS.length})::int as part,
        -- A completed order's pieces are priced (95 %) or found unavailable.
        w.status = 'completed' and random() < 0.95 as priced,
        random() as quantity_roll,
        random() as price_roll
      from wanted w cross join lateral generate_series(0, w.count - 1) as g(n)
    ),
    pieces_inserted as (
      insert into pieces (id, company_id, order_id, name_ar, name_en, quantity, price, status,
        created_at, updated_at)
      select gen_random_uuid(), ${range.companyId}::uuid, p.order_id,
        p.part ->> 'nameAr', p.part ->> 'nameEn',
        (p.part -> 'quantities'
          ->> floor(p.quantity_roll * jsonb_array_length(p.part -> 'quantities'))::int)::int,
        -- A unit price in the part's range, rounded to 5 riyals.
        case when p.priced then round(
          floor((p.part ->> 'low')::int
            + p.price_roll * ((p.part ->> 'high')::int - (p.part ->> 'low')::int + 1)) / 5.0
        ) * 5 end,
        (case when p.priced then 'priced'
          when p.status = 'completed' then 'unavailable' else 'pending' end)::piece_status,
        p.created_at + p.n * interval '1 millisecond',
        p.updated_at
      from piece p
      returning 1
    )
    select (select count(*) from inserted)::int as orders,
      (select count(*) from pieces_inserted)::int as pieces
  `;
}
