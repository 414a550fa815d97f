/**
 * Many orders for one company of `tenant.ts`, written by the database itself (generate_series),
 * a batch per statement: each order with a vehicle, one to three pieces, and — when completed —
 * a price on its pieces and a quote version in one of the quote states. One customer in fifty
 * has a name a spreadsheet or a CSV reader would trip on (quotes, commas, line breaks, a
 * leading = + - @ or tab, emoji), and so does one piece name in a hundred.
 *
 * A version is valid for three days from its order's creation, so all but the newest orders'
 * versions have passed their validity when loaded: those are written `expired` (closed when
 * their validity ended), as the once-a-minute expiry sweep of a real company would have left
 * them; only versions still valid are `sent` or `viewed`. A million orders otherwise left about
 * 233,000 long-past open versions for the sweep to close on the server's first minute.
 * Like every other event of these orders, their `quote.expired` order_events are not written.
 *
 * Each order is due half an hour after it arrives, and a completed one was first quoted within
 * the hour; every priced piece is in the price memory (quoted_parts), as pricing writes it. The
 * search text is written by the schema's own triggers, as for any order.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { literal } from '../src/db/inline-sql.js';

export const AWKWARD_TEXTS = [
  '=HYPERLINK("http://evil.example","اضغط")',
  'ورشة "النجم"، فرع 2',
  'قطع, وغيار',
  'سطر أول\nسطر ثان',
  'عودة\r\nوسطر',
  '+966 عميل',
  '-خصم خاص',
  '@حساب',
  '\tمسافة',
  '🚗 عميل سعيد 😀',
] as const;

export async function writeOrders(
  db: Database,
  companyId: string,
  options: { orders: number; batch: number; onBatch?: (written: number) => void },
): Promise<void> {
  const { orders: total, batch } = options;
  const awkward = sql.raw(`array[${AWKWARD_TEXTS.map(literal).join(', ')}]`);
  await db.execute(sql`
    update clients c set username = (${awkward})[1 + (k / 50) % ${AWKWARD_TEXTS.length}]
    from (select id, row_number() over (order by id) as k from clients where company_id = ${companyId}) n
    where c.id = n.id and n.k % 50 = 0
  `);
  await db.execute(sql`
    insert into vehicles (id, company_id, client_id, mark, model, year, chassis)
    select gen_random_uuid(), c.company_id, c.id, 'تويوتا', 'كامري', 2015 + k % 10,
      case when k % 3 = 0 then 'JTDBR32E' || lpad(k::text, 9, '0') end
    from (select id, company_id, row_number() over (order by id) as k from clients
          where company_id = ${companyId}) c
  `);
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await db.execute(sql`
      with places as (
        select s.id as section_id, s.branch_id, row_number() over (order by s.id) - 1 as k
        from sections s where s.company_id = ${companyId}
      ),
      customers as (
        select c.id, v.id as vehicle_id, row_number() over (order by c.id) - 1 as k
        from clients c join vehicles v on v.client_id = c.id where c.company_id = ${companyId}
      )
      insert into orders (id, company_id, order_ref, client_id, vehicle_id, branch_id, section_id,
        status, quote_version, quote_status, first_quote_due_at, first_quoted_at, created_at,
        updated_at)
      select
        gen_random_uuid(), ${companyId}, 'BN-' || n, cu.id,
        case when n % 25 = 0 then null else cu.vehicle_id end,
        p.branch_id, case when n % 20 = 0 then null else p.section_id end,
        s.status::order_status,
        case when s.status = 'completed' then 1 end,
        case when s.status = 'completed' then
          -- An open version whose validity (created_at + 3 days, as the quotes below) has
          -- passed is loaded expired.
          case when q.status in ('sent', 'viewed') and c.created_at + interval '3 days' <= now()
            then 'expired' else q.status end::quote_status end,
        -- Due half an hour after arrival; priced within one to sixty minutes of it.
        c.created_at + interval '30 minutes',
        case when s.status = 'completed' then c.created_at + (1 + n % 60) * interval '1 minute' end,
        c.created_at,
        now()
      from generate_series(${from}::int, ${to}::int) as n
      cross join lateral (select case when n % 10 < 2 then 'pending'
        when n % 10 < 9 then 'completed' else 'canceled' end as status) s
      cross join lateral (select (array['sent','viewed','accepted','declined','expired','superseded'])[1 + n % 6]
        as status) q
      cross join lateral (select now() - (n::double precision / ${total}) * interval '1095 days'
        as created_at) c
      join places p on p.k = n % 50
      join customers cu on cu.k = n % 2000
    `);
    await db.execute(sql`
      insert into pieces (id, company_id, order_id, name_ar, quantity, price, status, created_at, updated_at)
      select gen_random_uuid(), o.company_id, o.id,
        case when (substr(o.order_ref, 4)::int + k) % 100 = 0
          then (${awkward})[1 + (substr(o.order_ref, 4)::int / 100) % ${AWKWARD_TEXTS.length}]
          else (array['فلتر زيت', 'بواجي', 'فحمات فرامل', 'سير مكينة', 'رديتر'])[1 + k % 5] end,
        k,
        case when o.status = 'completed' then (10 + (substr(o.order_ref, 4)::int * 7 + k) % 990) + 0.25 * (k % 4) end,
        (case when o.status = 'completed' then 'priced' else 'pending' end)::piece_status,
        o.created_at, o.created_at
      from orders o
      cross join lateral generate_series(1, 1 + (substr(o.order_ref, 4)::int % 3)) as k
      where o.company_id = ${companyId}
        and substr(o.order_ref, 4)::int between ${from} and ${to}
    `);
    await db.execute(sql`
      insert into quotes (id, company_id, order_id, version, status, lines, vat_rate_basis_points,
        prices_include_vat, delivery_halalas, subtotal_halalas, vat_halalas, total_halalas,
        valid_until, created_at, shared_at, closed_at, accepted_subtotal_halalas, accepted_vat_halalas,
        accepted_total_halalas)
      select gen_random_uuid(), o.company_id, o.id, 1, o.quote_status, '[]'::jsonb, 1500, false, 0,
        t.subtotal, t.subtotal * 15 / 100, t.subtotal * 115 / 100,
        o.created_at + interval '3 days', o.created_at,
        case when substr(o.order_ref, 4)::int % 4 = 0 then null else o.created_at end,
        -- An expired version closed when its validity ended (never later than now).
        case when o.quote_status = 'expired' then least(o.created_at + interval '3 days', now()) end,
        case when o.quote_status = 'accepted' then t.subtotal end,
        case when o.quote_status = 'accepted' then t.subtotal * 15 / 100 end,
        case when o.quote_status = 'accepted' then t.subtotal * 115 / 100 end
      from orders o
      cross join lateral (
        select coalesce(sum(p.price * p.quantity * 100), 0)::bigint as subtotal
        from pieces p where p.company_id = o.company_id and p.order_id = o.id
      ) t
      where o.company_id = ${companyId} and o.quote_version is not null
        and substr(o.order_ref, 4)::int between ${from} and ${to}
    `);
    // The price memory: each priced piece, as record_quoted_parts writes it for a real quote.
    await db.execute(sql`
      insert into quoted_parts (company_id, order_id, quote_id, part_key, mark_key, model_key,
        year, kind, unit_halalas, quoted_at)
      select o.company_id, o.id, q.id, taseer_fold(p.name_ar), taseer_fold(v.mark),
        taseer_fold(v.model), v.year, null, (p.price * 100)::bigint, q.created_at
      from orders o
      join quotes q on q.order_id = o.id and q.version = 1
      join vehicles v on v.id = o.vehicle_id
      join pieces p on p.company_id = o.company_id and p.order_id = o.id and p.price is not null
      where o.company_id = ${companyId}
        and substr(o.order_ref, 4)::int between ${from} and ${to}
    `);
    options.onBatch?.(to);
  }
}
