import { and, eq, inArray, is, isNull, or, SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import type { Query } from '../../openapi/operation-types.js';
import {
  branches,
  clients,
  orderDailyCounts,
  orderDailyTotals,
  orders,
  pieces,
  quotes,
  sections,
  users,
  vehicles,
} from '../../db/schema.js';
import { businessDayStart } from '../../db/business-days.js';
import { ONE_PER_ROW } from '../../db/capped-count.js';
import { BUSINESS_TIME_ZONE, businessDay } from '../../lib/business-day.js';
import {
  cappedPages,
  containsPattern,
  countCapOf,
  exactPages,
  offsetOf,
  type PageCount,
  type PageRequest,
} from '../../lib/paging.js';
import {
  placeholderScope,
  type Scope,
  scopePlaceholderValues,
  withinScope,
} from '../scope/index.js';
import {
  toOrderView,
  type OrderRow,
  type OrderStatus,
  type OrderView,
  type PieceRow,
} from './order-view.js';
import { newestFirst } from '../../db/newest-first.js';
import { namedStatement } from '../../db/named-statements.js';

/** The filters of the order list and its export, as the contract names them, and who asks. */
export type OrderFilters = Query<'exportOrders'> & { viewerId: string; now: Date };

/** The list's filters with its order: newest first (the default) or oldest first. */
export type OrderListQuery = PageRequest & OrderFilters & Pick<Query<'listOrders'>, 'sort'>;

/**
 * The names an order shows are looked up one by one rather than joined: the planner weighs every
 * join order of a nine-table join on each call (about 2 ms at a million orders, several times
 * the page's own reading), while a correlated lookup by primary key is planned once and cheaply.
 * The manager shown is the one running the order's branch now, or the one it was routed to when
 * the branch has none (or the order none). The pieces come as one JSON array per order, in the
 * order the customer listed them, in the same statement.
 */
const orderColumns = {
  id: orders.id,
  companyId: orders.companyId,
  orderRef: orders.orderRef,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  clientName: clients.username,
  clientDialCode: clients.dialCode,
  clientPhone: clients.phoneNumber,
  clientImageId: clients.imageId,
  clientImageUrl: clients.imageUrl,
  mark: vehicles.mark,
  model: vehicles.model,
  year: vehicles.year,
  chassis: vehicles.chassis,
  vehicleSerial: vehicles.serial,
  branchId: orders.branchId,
  branchName: sql<
    string | null
  >`(select b.name from ${branches} b where b.id = ${orders.branchId})`,
  managerName: sql<string | null>`(select m.username from ${users} m where m.id = coalesce(
    (select b.manager_id from ${branches} b where b.id = ${orders.branchId}), ${orders.managerId}))`,
  sectionName: sql<
    string | null
  >`(select s.name from ${sections} s where s.id = ${orders.sectionId})`,
  companyName: sql<
    string | null
  >`(select c.username from ${users} c where c.id = ${orders.companyId})`,
  quoteVersion: orders.quoteVersion,
  quoteStatus: orders.quoteStatus,
  paymentStatus: orders.paymentStatus,
  fulfilmentStage: orders.fulfilmentStage,
  quoteSharedAt: quotes.sharedAt,
  quoteValidUntil: quotes.validUntil,
  quoteTotalHalalas: quotes.totalHalalas,
  quoteAcceptedTotalHalalas: quotes.acceptedTotalHalalas,
  claimedBy: orders.claimedBy,
  claimedAt: orders.claimedAt,
  claimerName: sql<
    string | null
  >`(select u.username from ${users} u where u.id = ${orders.claimedBy})`,
  assignedBy: orders.assignedBy,
  assignerName: sql<
    string | null
  >`(select u.username from ${users} u where u.id = ${orders.assignedBy})`,
  firstQuoteDueAt: orders.firstQuoteDueAt,
  firstQuotedAt: orders.firstQuotedAt,
  overdueAt: orders.overdueAt,
  pieces: sql<PieceRow[]>`(
    select coalesce(json_agg(json_build_object(
      'id', p.id, 'orderId', p.order_id, 'nameAr', p.name_ar, 'nameEn', p.name_en,
      'serial', p.serial, 'quantity', p.quantity, 'price', p.price::text, 'status', p.status
    ) order by p.created_at, p.id), '[]'::json)
    from ${pieces} p where p.company_id = ${orders.companyId} and p.order_id = ${orders.id})`,
};

function withDetails<T extends PgSelect>(query: T): T {
  return query
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(
      quotes,
      and(eq(quotes.orderId, orders.id), eq(quotes.version, orders.quoteVersion)),
    ) as unknown as T;
}

function selectOrders(db: Database) {
  return withDetails(db.select(orderColumns).from(orders).$dynamic());
}

/**
 * The rows of one page whose ids another query found. The ids come first in the FROM list: the
 * planner then starts from those few rows instead of joining the whole table and matching later.
 */
function selectOrdersOf(db: Database, ids: PgSelect | SQL, total: SQL) {
  const columns = { ...orderColumns, total: sql<number>`${total}`.mapWith(Number) };
  if (is(ids, SQL)) {
    return withDetails(
      db
        .select(columns)
        .from(sql`(${ids}) as "page"`)
        .innerJoin(orders, eq(orders.id, sql`"page"."id"`))
        .$dynamic(),
    );
  }
  const page = ids.as('page');
  return withDetails(
    db.select(columns).from(page).innerJoin(orders, eq(orders.id, page.id)).$dynamic(),
  );
}

/** Newest first, in the order of the orders' indexes (db/newest-first.ts). */
export const NEWEST_FIRST = newestFirst(orders.createdAt, orders.id);

/** Oldest first: the same indexes read backwards, so the longest wait comes first as cheaply. */
const OLDEST_FIRST: readonly [SQL, SQL] = [
  sql`${orders.createdAt} asc nulls first`,
  sql`${orders.id} desc`,
];

export function orderScope(scope: Scope): SQL | undefined {
  return withinScope(scope, {
    companyId: orders.companyId,
    branchId: orders.branchId,
    sectionId: orders.sectionId,
  });
}

/** A pending order that reached no section: the unrouted queue (index orders_company_unrouted…). */
const UNROUTED = sql`${orders.sectionId} is null and ${orders.status} = 'pending'`;

/**
 * The orders one may open one at a time: the scope's, and for a manager also the company's
 * unrouted orders, whichever branch they name. Such an order belongs to no team yet: every
 * manager may read it and take it into its branch (routing), and works it once there; changes
 * other than routing keep to the scope (lockOrder). Lists keep to the scope too (their totals come
 * from the scope's counters); the unrouted queue is the list that shows these.
 */
function orderReach(scope: Scope): SQL | undefined {
  if (scope.kind !== 'branch') return orderScope(scope);
  return and(eq(orders.companyId, scope.companyId), or(orderScope(scope), UNROUTED));
}

/** The indexed expression (schema.ts, `orders_search_compact_trgm_idx`), written as there. */
const compactSearchText = sql`replace(${orders.searchText}, ' ', '')`;

/** A LIKE pattern as the index holds text: folded, then without spaces. */
function compactFolded(pattern: string): SQL {
  return sql`replace(taseer_fold(${pattern}), ' ', '')`;
}

/**
 * The search box matches any part of what the order's `search_text` holds (reference, client
 * name and phone, vehicle, every part's names and numbers), both sides folded by the database's
 * taseer_fold so Arabic matches however it is spelled, and both without their spaces so a name
 * matches however its words are spaced ("عبد الرحمن" finds "عبدالرحمن" and the reverse), through
 * the trigram index on that same expression (migration 0020). A term that could be a phone
 * number (digits, spaces, +, -) also matches by its digits alone (+966 55 1… finds 966551…), and
 * still as typed (a part number such as 04465-33450).
 */
function searchCondition(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim() ?? '';
  const pattern = containsPattern(trimmed);
  if (!pattern) return undefined;
  const matches = (like: string) => sql`${compactSearchText} like ${compactFolded(like)}`;
  const digits = trimmed.replace(/[^\d٠-٩۰-۹]/g, '');
  const phoneLike = digits.length >= 3 && /^[+\d٠-٩۰-۹\s-]+$/.test(trimmed);
  const digitsPattern = phoneLike ? containsPattern(digits) : null;
  if (!digitsPattern || digitsPattern === pattern) return matches(pattern);
  return or(matches(pattern), matches(digitsPattern));
}

export function orderConditions(scope: Scope, filters: OrderFilters): SQL | undefined {
  return and(
    // Every manager works the company's unrouted queue (orderReach).
    filters.queue === 'unrouted' ? orderReach(scope) : orderScope(scope),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.quoteStatus ? eq(orders.quoteStatus, filters.quoteStatus) : undefined,
    filters.from ? sql`${orders.createdAt} >= ${businessDayStart(filters.from)}` : undefined,
    filters.to ? sql`${orders.createdAt} < ${businessDayStart(filters.to, 1)}` : undefined,
    filters.branchId ? eq(orders.branchId, filters.branchId) : undefined,
    filters.sectionId ? eq(orders.sectionId, filters.sectionId) : undefined,
    filters.claim === 'mine' ? eq(orders.claimedBy, filters.viewerId) : undefined,
    filters.claim === 'unclaimed'
      ? and(eq(orders.status, 'pending'), isNull(orders.claimedBy))
      : undefined,
    filters.queue ? queueCondition(filters.queue, filters.now) : undefined,
    searchCondition(filters.search),
  );
}

/** The contract's `OrderQueue` work lists; the lanes of accepted orders match the lane index. */
function queueCondition(queue: NonNullable<OrderFilters['queue']>, now: Date): SQL | undefined {
  const lane = (stage: string) =>
    and(
      eq(orders.quoteStatus, 'accepted'),
      sql`${orders.status} <> 'canceled'`,
      sql`coalesce(${orders.fulfilmentStage}, 'preparing') = ${stage}`,
    );
  switch (queue) {
    case 'late':
      return and(
        eq(orders.status, 'pending'),
        isNull(orders.firstQuotedAt),
        sql`${orders.firstQuoteDueAt} < ${now}`,
      );
    case 'unrouted':
      return UNROUTED;
    case 'awaiting_customer':
      return and(
        inArray(orders.quoteStatus, ['sent', 'viewed']),
        sql`${orders.status} <> 'canceled'`,
      );
    case 'to_prepare':
      return lane('preparing');
    case 'ready_for_pickup':
    case 'out_for_delivery':
      return lane(queue);
    case 'delivered_today':
      return and(
        eq(orders.fulfilmentStage, 'delivered'),
        sql`${orders.fulfilmentAt} >= ${businessDayStart(businessDay(now))}`,
      );
  }
}

/** Whether the filters narrow the list beyond what the daily counters count (scope, status). */
function narrowed(filters: OrderFilters): boolean {
  return Boolean(
    containsPattern(filters.search) ||
    filters.quoteStatus ||
    filters.from ||
    filters.to ||
    filters.branchId ||
    filters.sectionId ||
    filters.queue ||
    (filters.claim && filters.claim !== 'all'),
  );
}

function toViews(rows: (OrderRow & { pieces: PieceRow[] })[]): OrderView[] {
  return rows.map((row) => toOrderView(row, row.pieces));
}

export async function findOrderView(
  db: Database,
  scope: Scope,
  id: string,
): Promise<OrderView | null> {
  const rows = await selectOrders(db)
    .where(and(orderReach(scope), eq(orders.id, id)))
    .limit(1);
  const [view] = toViews(rows);
  return view ?? null;
}

export interface OrderPage extends PageCount {
  orders: OrderView[];
}

/**
 * One page of orders, newest first. Where the daily counters cover the request (a company,
 * branch or section scope, any status, no search and no quote filter) they give the exact total
 * and tell on which day the page starts, so the page skips at most that day's orders instead of
 * every newer one; otherwise the rows are counted up to a cap (lib/paging.ts). Either way the
 * page's ids are found first and only its rows are joined to clients, vehicles and the rest.
 */
export async function listOrderViews(
  db: Database,
  scope: Scope,
  query: OrderListQuery,
): Promise<OrderPage> {
  const oldestFirst = query.sort === 'oldest';
  const counters = narrowed(query) || oldestFirst ? null : dailyCountersOf(scope, query.status);
  const offset = offsetOf(query);
  if (counters && offset > 0 && scope.kind !== 'platform') {
    const values = placeholderValues(scope, query.status);
    const [position] = await positionStatement(db, scope.kind, query.status).execute({
      ...values,
      offset,
    });
    const total = position?.total ?? 0;
    const pages = exactPages(total, query.limit);
    if (offset >= total || !position?.firstAt || !position.firstId) {
      return { orders: [], ...pages };
    }
    const rows = await deepPageStatement(db, scope.kind, query.status, query.limit).execute({
      ...values,
      firstAt: position.firstAt,
      firstId: position.firstId,
    });
    return { orders: toViews(rows), ...pages };
  }

  const order = oldestFirst ? OLDEST_FIRST : NEWEST_FIRST;
  if (counters && scope.kind !== 'platform') {
    // The first page and its total in one statement; the count comes along with the rows.
    const rows = await firstPageStatement(db, scope.kind, query.status, query.limit).execute(
      placeholderValues(scope, query.status),
    );
    const [row] = rows.length > 0 ? rows : await totalAlone(db, countersTotal(counters));
    return { orders: toViews(rows), ...exactPages(row?.total ?? 0, query.limit) };
  }
  // Counted: a page that is not full is the last one, and tells the total by itself. A search
  // usually finds a few orders, and its count would read the trigram index a second time. (The
  // named statements above carry their own conditions: this one is built only when needed.)
  const where = orderConditions(scope, query);
  const rows = await pageOf(db, where, query, offset, sql`0`, order);
  if (rows.length > 0 && rows.length < query.limit) {
    return { orders: toViews(rows), ...exactPages(offset + rows.length, query.limit) };
  }
  const [counted] = await totalAlone(db, sql`(${countingQuery(db, where, query, order)})`);
  return { orders: toViews(rows), ...cappedPages(counted?.total ?? 0, query) };
}

/** A total on its own, when no row of the page carried it. */
function totalAlone(db: Database, total: SQL) {
  return db.select({ total: sql`${total}`.mapWith(Number) }).from(sql`(select 1) as one`);
}

const PLACEHOLDERS = {
  status: sql.placeholder('status'),
  offset: sql.placeholder('offset'),
  firstAt: sql.placeholder('firstAt'),
  firstId: sql.placeholder('firstId'),
};

function placeholderValues(scope: Scope, status: OrderStatus | undefined) {
  return { ...scopePlaceholderValues(scope), status: status ?? null };
}

type CountedKind = 'company' | 'branch' | 'section';

/**
 * The pages the counters cover are the list's most asked-for answers: they run as named
 * statements (db/named-statements.ts), one per scope kind, status and page size (the size written
 * into the statement, so the planner knows how few rows it reads). Their conditions are the
 * scope's own (scope.ts) with placeholders standing for the ids.
 */
function placeholderConditions(kind: CountedKind, status: OrderStatus | undefined) {
  const scope = placeholderScope(kind);
  const counters = dailyCountersOf(scope, status);
  if (!counters) throw new Error('a company, branch or section always has counters');
  const where = and(
    orderScope(scope),
    status ? eq(orders.status, PLACEHOLDERS.status as unknown as OrderStatus) : undefined,
  );
  return { where, counters };
}

function pageIdsOf(where: SQL | undefined, limit: number): SQL {
  const [newest, byId] = NEWEST_FIRST;
  return sql`select ${orders.id} as id from ${orders} where ${where}
    order by ${newest}, ${byId} limit ${sql.raw(String(Math.trunc(limit)))}`;
}

/** The first page with its total from the counters. */
function firstPageStatement(
  db: Database,
  kind: CountedKind,
  status: OrderStatus | undefined,
  limit: number,
) {
  const name = `orders_first_page_${kind}_${status ?? 'any'}_${limit}`;
  return namedStatement(db, name, () => {
    const { where, counters } = placeholderConditions(kind, status);
    return selectOrdersOf(db, pageIdsOf(where, limit), countersTotal(counters))
      .orderBy(...NEWEST_FIRST)
      .prepare(name);
  });
}

/** A later page: from its first row (found by the position statement) on, newest first. */
function deepPageStatement(
  db: Database,
  kind: CountedKind,
  status: OrderStatus | undefined,
  limit: number,
) {
  const name = `orders_deep_page_${kind}_${status ?? 'any'}_${limit}`;
  return namedStatement(db, name, () => {
    const { where } = placeholderConditions(kind, status);
    const firstAt = sql`${PLACEHOLDERS.firstAt}::timestamptz`;
    const fromFirst = and(
      where,
      sql`${orders.createdAt} <= ${firstAt}`,
      sql`(${orders.createdAt} < ${firstAt} or ${orders.id} >= ${PLACEHOLDERS.firstId}::uuid)`,
    );
    return selectOrdersOf(db, pageIdsOf(fromFirst, limit), sql`0`)
      .orderBy(...NEWEST_FIRST)
      .prepare(name);
  });
}

/**
 * From the counters, in one statement: how many orders match, the newest day whose orders reach
 * past `offset`, and the page's first order, found by skipping within that day only the orders
 * newer than it (at most a day's orders, however deep the page). The counters are written in the
 * transactions of the orders, so they agree with the table. The first order's time travels as
 * text: a JavaScript date would drop its microseconds.
 */
function positionStatement(db: Database, kind: CountedKind, status: OrderStatus | undefined) {
  const name = `orders_page_position_${kind}_${status ?? 'any'}`;
  return namedStatement(db, name, () => {
    const { where: ordersWhere, counters } = placeholderConditions(kind, status);
    const { table, where, count } = counters;
    const [newest, byId] = NEWEST_FIRST;
    const position = sql`
      with days as (
        select ${table.day} as day, sum(${count}) as n from ${table}
        where ${where ?? sql`true`} group by ${table.day}
      ),
      running as (select day, n, sum(n) over (order by day desc) as upto from days)
      select
        (select coalesce(sum(n), 0) from days) as total,
        first.created_at::text as first_at,
        first.id as first_id
      from (select 1) as one
      left join lateral (
        select day, upto - n as before from running where upto > ${PLACEHOLDERS.offset}
        order by day desc limit 1
      ) as boundary on true
      left join lateral (
        select ${orders.createdAt} as created_at, ${orders.id} as id from ${orders}
        where ${ordersWhere} and ${orders.createdAt} <
          ((boundary.day + 1)::timestamp at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})
        order by ${newest}, ${byId}
        offset ${PLACEHOLDERS.offset} - boundary.before limit 1
      ) as first on true`;
    return db
      .select({
        total: sql<number>`"position"."total"`.mapWith(Number),
        firstAt: sql<string | null>`"position"."first_at"`,
        firstId: sql<string | null>`"position"."first_id"`,
      })
      .from(sql`(${position}) as "position"`)
      .prepare(name);
  });
}

/**
 * The matching rows counted up to the cap of lib/paging.ts, as a scalar sub-select, in the page's
 * order: the planner then reads the index the page read as far as the cap (a section's orders,
 * newest first, filtered by the search) rather than gathering every match of a common term from
 * the trigram index to count a few hundred of them.
 */
function countingQuery(
  db: Database,
  where: SQL | undefined,
  query: PageRequest,
  order: readonly [SQL, SQL],
): SQL {
  const capped = db
    .select(ONE_PER_ROW)
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(countCapOf(query));
  return sql`select count(*) from (${capped}) as counted_rows`;
}

function pageOf(
  db: Database,
  where: SQL | undefined,
  { limit }: PageRequest,
  offset: number,
  total: SQL,
  order: readonly [SQL, SQL],
) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .$dynamic()
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return selectOrdersOf(db, ids, total).orderBy(...order);
}

/** The day-counter rows of a scope and the column counting the requested status. */
interface DailyCounters {
  table: typeof orderDailyTotals | typeof orderDailyCounts;
  where: SQL | undefined;
  count: SQL;
}

/**
 * The counters covering a scope: a company's (or the platform's) per-day totals, or a branch's or
 * section's per-day place rows. The platform's would be a row per company and day, too many to
 * add up on every call, so its lists are counted instead. Canceled orders are the ones neither
 * pending nor completed.
 */
function dailyCountersOf(scope: Scope, status: OrderStatus | undefined): DailyCounters | null {
  if (scope.kind === 'platform') return null;
  const table = scope.kind === 'company' ? orderDailyTotals : orderDailyCounts;
  const where =
    scope.kind === 'company'
      ? eq(orderDailyTotals.companyId, scope.companyId)
      : withinScope(scope, {
          companyId: orderDailyCounts.companyId,
          branchId: orderDailyCounts.branchId,
          sectionId: orderDailyCounts.sectionId,
        });
  const count =
    status === 'pending'
      ? sql`${table.pendingCount}`
      : status === 'completed'
        ? sql`${table.completedCount}`
        : status === 'canceled'
          ? sql`${table.orderCount} - ${table.pendingCount} - ${table.completedCount}`
          : sql`${table.orderCount}`;
  return { table, where, count };
}

/** The orders the counters count, as a scalar sub-select. */
function countersTotal({ table, where, count }: DailyCounters): SQL {
  return sql`(select coalesce(sum(${count}), 0) from ${table} where ${where ?? sql`true`})`;
}

export interface LockedOrder {
  id: string;
  companyId: string;
  orderRef: string;
  status: OrderStatus;
  clientName: string;
  clientDialCode: string;
  clientPhone: string;
  branchId: string | null;
  sectionId: string | null;
  /** The manager the order was routed to (its branch's manager then). */
  managerId: string | null;
  /** Who holds it (orders.claimed_by) and, for an assignment, who assigned it. */
  claimedBy: string | null;
  assignedBy: string | null;
  firstQuotedAt: Date | null;
}

/**
 * Reads an order within the scope and locks it until the transaction ends: a second
 * staff member pricing or cancelling it waits here, then sees the status the first one left.
 * `scope` null is for the customer's quote link, which has already named the order.
 */
export async function lockOrder(
  tx: Database,
  scope: Scope | null,
  id: string,
): Promise<LockedOrder | null> {
  const [row] = await selectPlace(tx, scope && orderScope(scope), id).for('update', {
    of: orders,
  });
  return row ?? null;
}

/** lockOrder for routing, which every manager may do to the company's unrouted orders. */
export async function lockOrderToRoute(
  tx: Database,
  scope: Scope,
  id: string,
): Promise<LockedOrder | null> {
  const [row] = await selectPlace(tx, orderReach(scope), id).for('update', { of: orders });
  return row ?? null;
}

/** The same facts as lockOrder, read without a lock (for reads that change nothing). */
export async function findOrderPlace(
  db: Database,
  scope: Scope,
  id: string,
): Promise<LockedOrder | null> {
  const [row] = await selectPlace(db, orderReach(scope), id);
  return row ?? null;
}

function selectPlace(db: Database, reach: SQL | undefined | null, id: string) {
  return db
    .select({
      id: orders.id,
      companyId: orders.companyId,
      orderRef: orders.orderRef,
      status: orders.status,
      clientName: clients.username,
      clientDialCode: clients.dialCode,
      clientPhone: clients.phoneNumber,
      branchId: orders.branchId,
      sectionId: orders.sectionId,
      managerId: orders.managerId,
      claimedBy: orders.claimedBy,
      assignedBy: orders.assignedBy,
      firstQuotedAt: orders.firstQuotedAt,
    })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(reach ?? undefined, eq(orders.id, id)))
    .limit(1)
    .$dynamic();
}

export async function pendingPieceIdsOf(tx: Database, order: LockedOrder): Promise<string[]> {
  const rows = await tx
    .select({ id: pieces.id })
    .from(pieces)
    .where(
      and(
        eq(pieces.companyId, order.companyId),
        eq(pieces.orderId, order.id),
        eq(pieces.status, 'pending'),
      ),
    );
  return rows.map((row) => row.id);
}

export async function closeOrder(
  tx: Database,
  orderId: string,
  status: 'completed' | 'canceled',
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set(
      status === 'completed'
        ? { status, completedAt: now, updatedAt: now }
        : { status, canceledAt: now, updatedAt: now },
    )
    .where(eq(orders.id, orderId));
}
