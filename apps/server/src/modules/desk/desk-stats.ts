import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import { AppError } from '../../errors.js';
import type { Query } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { orderScope } from '../orders/index.js';
import { scopeOf } from '../scope/index.js';
import { businessDayStart, checkDayRange } from '../../db/business-days.js';

/** The longest period the figures cover: a year, leap or not. */
const MAX_DAYS = 366;

interface FiguresRow {
  level: number;
  branch_id: string | null;
  section_id: string | null;
  agent_id: string | null;
  name: string | null;
  orders: string | number;
  pending: string | number;
  completed: string | number;
  canceled: string | number;
  first_quoted: string | number;
  median_minutes: string | number | null;
  due_quoted: string | number;
  within_target: string | number;
  quoted_halalas: string | number | null;
  accepted: string | number;
  declined: string | number;
  accepted_halalas: string | number | null;
}

function figuresOf(row: FiguresRow) {
  const n = (value: string | number | null) => Number(value ?? 0);
  const dueQuoted = n(row.due_quoted);
  return {
    orders: n(row.orders),
    pending: n(row.pending),
    completed: n(row.completed),
    canceled: n(row.canceled),
    firstQuoted: n(row.first_quoted),
    medianFirstQuoteMinutes:
      row.median_minutes === null ? null : Math.round(n(row.median_minutes) * 10) / 10,
    withinTargetPercent:
      dueQuoted === 0 ? null : Math.round((n(row.within_target) / dueQuoted) * 1000) / 10,
    quotedHalalas: n(row.quoted_halalas),
    accepted: n(row.accepted),
    declined: n(row.declined),
    acceptedHalalas: n(row.accepted_halalas),
  };
}

/**
 * The figures of the orders that arrived in the period, in one statement: grouping sets give the
 * total and the groups per branch, section and first pricer from one read of the orders (through
 * the scope's created_at index) joined to their newest quote.
 */
export async function getDeskStats(
  { db }: { db: Database },
  auth: AuthContext,
  query: Query<'getDeskStats'>,
) {
  checkDayRange(query.from, query.to);
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  if (days > MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', {
      message: `الفترة أطول من سنة (${MAX_DAYS} يومًا)؛ اختر فترة أقصر`,
      errors: [{ field: 'from', message: 'الفترة أطول من سنة' }],
    });
  }
  const scope = await scopeOf(db, auth);
  const result = await db.execute(sql`
    with period as (
      select orders.branch_id, orders.section_id, orders.first_quoted_by, orders.status,
        orders.created_at, orders.first_quoted_at, orders.first_quote_due_at,
        q.status as quote_status, q.total_halalas, q.accepted_total_halalas
      from ${orders}
      left join quotes q on q.order_id = orders.id and q.version = orders.quote_version
      where ${orderScope(scope) ?? sql`true`}
        and ${orders.createdAt} >= ${businessDayStart(query.from)}
        and ${orders.createdAt} < ${businessDayStart(query.to, 1)}
    ),
    grouped as (
      select grouping(branch_id, section_id, first_quoted_by) as level,
        branch_id, section_id, first_quoted_by as agent_id,
        count(*) as orders,
        count(*) filter (where status = 'pending') as pending,
        count(*) filter (where status = 'completed') as completed,
        count(*) filter (where status = 'canceled') as canceled,
        count(first_quoted_at) as first_quoted,
        percentile_cont(0.5) within group (
          order by extract(epoch from first_quoted_at - created_at) / 60
        ) filter (where first_quoted_at is not null) as median_minutes,
        count(*) filter (where first_quoted_at is not null and first_quote_due_at is not null)
          as due_quoted,
        count(*) filter (where first_quoted_at <= first_quote_due_at) as within_target,
        sum(total_halalas) as quoted_halalas,
        count(*) filter (where quote_status = 'accepted') as accepted,
        count(*) filter (where quote_status = 'declined') as declined,
        sum(accepted_total_halalas) filter (where quote_status = 'accepted') as accepted_halalas
      from period
      group by grouping sets ((), (branch_id), (section_id), (first_quoted_by))
    )
    select g.*, coalesce(
        (select name from branches where id = g.branch_id),
        -- Sections of two branches may share a name: the branch tells them apart.
        (select s.name || ' — ' || b.name from sections s join branches b on b.id = s.branch_id
          where s.id = g.section_id),
        (select username from users where id = g.agent_id)) as name
    from grouped g
  `);
  const rows = rowsOf<FiguresRow>(result);
  // grouping() has a bit per column left out: 7 is the total, 3 a branch, 5 a section, 6 a pricer.
  const groups = (level: number, id: (row: FiguresRow) => string | null) =>
    rows
      .filter((row) => Number(row.level) === level)
      .map((row) => ({ id: id(row), name: row.name, figures: figuresOf(row) }))
      .sort((a, b) => b.figures.orders - a.figures.orders);
  const total = rows.find((row) => Number(row.level) === 7);
  return {
    from: query.from,
    to: query.to,
    totals: total ? figuresOf(total) : figuresOf(EMPTY),
    byBranch: groups(3, (row) => row.branch_id),
    bySection: groups(5, (row) => row.section_id),
    byAgent: groups(6, (row) => row.agent_id).filter((group) => group.id !== null),
  };
}

const EMPTY: FiguresRow = {
  level: 7,
  branch_id: null,
  section_id: null,
  agent_id: null,
  name: null,
  orders: 0,
  pending: 0,
  completed: 0,
  canceled: 0,
  first_quoted: 0,
  median_minutes: null,
  due_quoted: 0,
  within_target: 0,
  quoted_halalas: 0,
  accepted: 0,
  declined: 0,
  accepted_halalas: 0,
};
