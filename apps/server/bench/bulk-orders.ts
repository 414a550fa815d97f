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
 * the hour; every priced piece is in the price memory (quoted_parts), as pricing writes it.
 *
 * Phones and chassis numbers are shaped as real ones are (tenant.ts, the vehicles below): a
 * search by their digits meets the spread of digits a real fleet has, not a run of zero-padded
 * counters that shares its trigrams with every other row.
 *
 * Written as a restore would be, not as intake writes: each batch is ONE statement that inserts
 * its orders with their search text and pieces line (the same texts the schema's triggers write,
 * its pieces in the order they were written), pieces, quote versions, the quotes' day counts and
 * price memory; the triggers that would write those texts a second time are off during the load,
 * and the trigram and price-memory indexes are built once at its end instead of row by row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { literal } from '../src/db/inline-sql.js';
import { rowsOf } from '../src/db/rows.js';

const PART_NAMES = ['فلتر زيت', 'بواجي', 'فحمات فرامل', 'سير مكينة', 'رديتر'];

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
  // A VIN's last six characters are the maker's serial: drawn from a hash, as unordered as a
  // real fleet's; before them a check digit, a model-year letter and a plant letter.
  await db.execute(sql`
    insert into vehicles (id, company_id, client_id, mark, model, year, chassis)
    select gen_random_uuid(), c.company_id, c.id, 'تويوتا', 'كامري', 2015 + k % 10,
      case when k % 3 = 0 then 'JTDBR32E' || (k % 10) || substr('FGHJKLMNPR', 1 + (k % 10)::int, 1)
        || substr('ABCDUX', 1 + (k % 6)::int, 1)
        || lpad((('x' || substr(md5(k::text), 1, 8))::bit(32)::bigint % 1000000)::text, 6, '0') end
    from (select id, company_id, row_number() over (order by id) as k from clients
          where company_id = ${companyId}) c
  `);
  await loadingInBulk(db, async () => {
    // Each batch adds its quotes to their places' day counts; the company's day totals are
    // written once from those at the end instead of by the trigger, row by row.
    await db.execute(sql`alter table quote_daily_counts disable trigger quote_daily_totals_follow`);
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await db.transaction(async (tx) => {
        // Its joins sort and hash a batch's rows in memory; compiling the plan costs more than
        // it saves on statements run once.
        await tx.execute(sql`set local work_mem = '64MB'`);
        await tx.execute(sql`set local jit = off`);
        await tx.execute(batchOfOrders(companyId, from, to, total, awkward));
      });
      options.onBatch?.(to);
    }
    await db.execute(sql`alter table quote_daily_counts enable trigger quote_daily_totals_follow`);
    await db.execute(quoteTotalsOf(companyId));
  });
}

/**
 * The company's and its branches' day totals of quotes: its places' day counts summed, as the
 * trigger keeps them.
 */
function quoteTotalsOf(companyId: string): SQL {
  return sql`
    with company_days as (
      insert into quote_daily_totals (company_id, day, sent_count, accepted_count, declined_count,
        accepted_halalas)
      select company_id, day, sum(sent_count), sum(accepted_count), sum(declined_count),
        sum(accepted_halalas)
      from quote_daily_counts where company_id = ${companyId}
      group by 1, 2
      on conflict (company_id, day) do update set
        sent_count = excluded.sent_count, accepted_count = excluded.accepted_count,
        declined_count = excluded.declined_count, accepted_halalas = excluded.accepted_halalas
    )
    insert into quote_daily_branch_totals (company_id, branch_id, day, sent_count, accepted_count,
      declined_count, accepted_halalas)
    select company_id, branch_id, day, sum(sent_count), sum(accepted_count), sum(declined_count),
      sum(accepted_halalas)
    from quote_daily_counts where company_id = ${companyId} and branch_id is not null
    group by 1, 2, 3
    on conflict (company_id, branch_id, day) do update set
      sent_count = excluded.sent_count, accepted_count = excluded.accepted_count,
      declined_count = excluded.declined_count, accepted_halalas = excluded.accepted_halalas
  `;
}

/** Orders `from`..`to` of `total`, with their pieces, quote versions and price memory. */
function batchOfOrders(
  companyId: string,
  from: number,
  to: number,
  total: number,
  awkward: SQL,
): SQL {
  const partNames = sql.raw(`array[${PART_NAMES.map(literal).join(', ')}]`);
  return sql`
    with places as (
      select s.id as section_id, s.branch_id, row_number() over (order by s.id) - 1 as k
      from sections s where s.company_id = ${companyId}
    ),
    customers as (
      select c.id, v.id as vehicle_id, v.year,
        taseer_fold(concat_ws(' ', c.username, c.phone_number,
          replace(c.dial_code, '+', '') || ltrim(c.phone_number, '0'))) as person_text,
        taseer_fold(concat_ws(' ', v.mark, v.model, v.chassis)) as vehicle_text,
        taseer_fold(v.mark) as mark_key, taseer_fold(v.model) as model_key,
        row_number() over (order by c.id) - 1 as k
      from clients c join vehicles v on v.client_id = c.id where c.company_id = ${companyId}
    ),
    numbered as (
      select n, s.status, q.status as quote_status, c.created_at
      from generate_series(${from}::int, ${to}::int) as n
      cross join lateral (select case when n % 10 < 2 then 'pending'
        when n % 10 < 9 then 'completed' else 'canceled' end as status) s
      cross join lateral (select (array['sent','viewed','accepted','declined','expired','superseded'])[1 + n % 6]
        as status) q
      cross join lateral (select now() - (n::double precision / ${total}) * interval '1095 days'
        as created_at) c
    ),
    part_names as (
      select name, taseer_fold(name) as folded
      from unnest(${awkward} || ${partNames}) as name
    ),
    piece_rows as (
      select o.n, k, part.name as name_ar, part.folded,
        case when o.status = 'completed'
          then ((10 + (o.n * 7 + k) % 990) + 0.25 * (k % 4))::numeric(12, 2) end as price
      from numbered o
      cross join lateral generate_series(1, 1 + o.n % 3) as k
      join part_names part on part.name = case when (o.n + k) % 100 = 0
        then (${awkward})[1 + (o.n / 100) % ${AWKWARD_TEXTS.length}]
        else (${partNames})[1 + k % ${PART_NAMES.length}] end
    ),
    piece_totals as (
      select n, string_agg(folded, ' ' order by k) as names,
        string_agg(piece_line(name_ar, k, price), ' | ' order by k) as line,
        sum(price * k) as total,
        coalesce(sum(price * k * 100), 0)::bigint as subtotal
      from piece_rows group by n
    ),
    new_orders as (
      insert into orders (id, company_id, order_ref, client_id, vehicle_id, branch_id, section_id,
        status, quote_version, quote_status, first_quote_due_at, first_quoted_at, created_at,
        updated_at, search_text, pieces_text, pieces_total, payment_status, fulfilment_stage,
        fulfilment_at, owed_halalas)
      select
        gen_random_uuid(), ${companyId}, 'BN-' || o.n, cu.id,
        case when o.n % 25 = 0 then null else cu.vehicle_id end,
        p.branch_id, case when o.n % 20 = 0 then null else p.section_id end,
        o.status::order_status,
        case when o.status = 'completed' then 1 end,
        case when o.status = 'completed' then
          -- An open version whose validity (created_at + 3 days, as the quotes below) has
          -- passed is loaded expired.
          case when o.quote_status in ('sent', 'viewed') and o.created_at + interval '3 days' <= now()
            then 'expired' else o.quote_status end::quote_status end,
        -- Due half an hour after arrival; priced within one to sixty minutes of it.
        o.created_at + interval '30 minutes',
        case when o.status = 'completed' then o.created_at + (1 + o.n % 60) * interval '1 minute' end,
        o.created_at,
        now(),
        -- order_search_text(id), as the triggers would write it, from texts folded once
        -- each (folding is per character, and folded runs of spaces stay single).
        concat_ws(' ', 'bn-' || o.n, cu.person_text,
          case when o.n % 25 <> 0 then cu.vehicle_text end, t.names),
        -- What the pieces' triggers write: their line and total, pieces in the order written.
        t.line, t.total,
        -- Accepted sales: those of the last ten days spread over the handover's lanes, a
        -- quarter of them paid; older ones paid and delivered a day after arrival.
        case when o.status = 'completed' and o.quote_status = 'accepted'
          and (o.created_at < now() - interval '10 days' or o.n % 4 = 0) then 'paid' end,
        case when o.status = 'completed' and o.quote_status = 'accepted' then
          case when o.created_at < now() - interval '10 days' then 'delivered'
            else (array[null, 'preparing', 'ready_for_pickup', 'out_for_delivery'])[1 + o.n % 4]
          end end,
        case when o.status = 'completed' and o.quote_status = 'accepted'
          then least(o.created_at + interval '1 day', now()) end,
        case when o.status = 'completed' and o.quote_status = 'accepted' then
          case when o.created_at < now() - interval '10 days' or o.n % 4 = 0 then 0
            else t.subtotal * 115 / 100 end end
      from numbered o
      join places p on p.k = o.n % 50
      join customers cu on cu.k = o.n % 2000
      join piece_totals t on t.n = o.n
      returning id, order_ref, client_id, vehicle_id, branch_id, section_id, status, quote_version,
        quote_status, created_at
    ),
    new_pieces as (
      insert into pieces (id, company_id, order_id, name_ar, quantity, price, status, created_at, updated_at)
      select gen_random_uuid(), ${companyId}, o.id, pr.name_ar, pr.k, pr.price,
        (case when o.status = 'completed' then 'priced' else 'pending' end)::piece_status,
        -- A microsecond apart, in the order of k: the order they were written in.
        o.created_at + (pr.k - 1) * interval '1 microsecond', o.created_at
      from new_orders o join piece_rows pr on pr.n = substr(o.order_ref, 4)::int
    ),
    new_quotes as (
      insert into quotes (id, company_id, order_id, version, status, lines, vat_rate_basis_points,
        prices_include_vat, delivery_halalas, subtotal_halalas, vat_halalas, total_halalas,
        valid_until, created_at, shared_at, closed_at, accepted_subtotal_halalas, accepted_vat_halalas,
        accepted_total_halalas)
      select gen_random_uuid(), ${companyId}, o.id, 1, o.quote_status, '[]'::jsonb, 1500, false, 0,
        t.subtotal, t.subtotal * 15 / 100, t.subtotal * 115 / 100,
        o.created_at + interval '3 days', o.created_at,
        case when substr(o.order_ref, 4)::int % 4 = 0 then null else o.created_at end,
        -- An expired version closed when its validity ended (never later than now).
        case when o.quote_status = 'expired' then least(o.created_at + interval '3 days', now()) end,
        case when o.quote_status = 'accepted' then t.subtotal end,
        case when o.quote_status = 'accepted' then t.subtotal * 15 / 100 end,
        case when o.quote_status = 'accepted' then t.subtotal * 115 / 100 end
      from new_orders o join piece_totals t on t.n = substr(o.order_ref, 4)::int
      where o.quote_version is not null
      returning id, order_id, status, accepted_total_halalas, created_at
    ),
    -- The statistics' day counts, per place, as the quote services keep them: a first version
    -- counts as sent on its day, an accepted or declined one on the same day here (the load
    -- writes no answer times).
    quote_days as (
      insert into quote_daily_counts (company_id, day, branch_id, section_id, sent_count,
        accepted_count, declined_count, accepted_halalas)
      select ${companyId}, (q.created_at at time zone 'Asia/Riyadh')::date, o.branch_id,
        o.section_id, count(*), count(*) filter (where q.status = 'accepted'),
        count(*) filter (where q.status = 'declined'),
        coalesce(sum(q.accepted_total_halalas), 0)
      from new_quotes q join new_orders o on o.id = q.order_id
      group by 2, 3, 4
      on conflict (company_id, day, branch_id, section_id) do update set
        sent_count = quote_daily_counts.sent_count + excluded.sent_count,
        accepted_count = quote_daily_counts.accepted_count + excluded.accepted_count,
        declined_count = quote_daily_counts.declined_count + excluded.declined_count,
        accepted_halalas = quote_daily_counts.accepted_halalas + excluded.accepted_halalas
    )
    -- The price memory: each priced piece, as record_quoted_parts writes it for a real quote.
    insert into quoted_parts (company_id, order_id, quote_id, part_key, mark_key, model_key,
      year, kind, unit_halalas, quoted_at)
    select ${companyId}, o.id, q.id, pr.folded, cu.mark_key, cu.model_key, cu.year,
      null, (pr.price * 100)::bigint, q.created_at
    from new_quotes q
    join new_orders o on o.id = q.order_id
    join customers cu on cu.id = o.client_id
    join piece_rows pr on pr.n = substr(o.order_ref, 4)::int
    where o.vehicle_id is not null
  `;
}

/**
 * Loads as pg_restore does: the tables' indexes are built once at the end (a sort per index
 * instead of an entry at a time), and the triggers are off while the batches run, those checking
 * foreign keys included, since the rows are consistent by construction; the triggers writing the
 * search text and the pieces line are off because the load writes them with the order. The daily
 * counters' triggers stay on (the quotes' company totals excepted: `writeOrders`). Both need a superuser, as pg_restore's --disable-triggers does.
 */
const BULK_TABLES = ['orders', 'pieces', 'quotes', 'quoted_parts'];
const ORDER_TEXT_TRIGGERS = ['orders_search_text_insert', 'pieces_refresh_orders_insert'];

async function loadingInBulk(db: Database, load: () => Promise<void>): Promise<void> {
  const tables = sql.raw(`(${BULK_TABLES.map(literal).join(', ')})`);
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      where i.indrelid::regclass::text in ${tables}
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
  );
  const keptOn = rowsOf<{ table: string; name: string }>(
    await db.execute(sql`
      select tgrelid::regclass::text as table, tgname as name from pg_trigger
      where tgrelid::regclass::text in ${tables} and not tgisinternal
        and tgname not in ${sql.raw(`(${ORDER_TEXT_TRIGGERS.map(literal).join(', ')})`)}`),
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  for (const table of BULK_TABLES)
    await db.execute(sql.raw(`alter table "${table}" disable trigger all`));
  for (const { table, name } of keptOn)
    await db.execute(sql.raw(`alter table "${table}" enable trigger "${name}"`));
  try {
    await load();
  } finally {
    for (const table of BULK_TABLES)
      await db.execute(sql.raw(`alter table "${table}" enable trigger all`));
    for (const { definition } of indexes) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(definition));
      });
    }
  }
}
