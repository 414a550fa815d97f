import { and, eq, gte, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedStatement } from '../../db/named-statements.js';
import {
  branches,
  orderDailyBranchTotals,
  orderDailyCounts,
  orderDailyTotals,
  orders,
  quoteDailyBranchTotals,
  quoteDailyCounts,
  quoteDailyTotals,
  sections,
  users,
} from '../../db/schema.js';
import {
  placeholderScope,
  type Scope,
  scopePlaceholderValues,
  withinScope,
} from '../scope/index.js';

export interface PeopleCounts {
  admins: number;
  managers: number;
  agents: number;
}

export interface StatsFigures {
  people: PeopleCounts;
  branchCount: number;
  sectionCount: number;
  orderDays: OrderDay[];
  quoteDays: QuoteDay[];
  outstandingHalalas: number;
}

/**
 * Everything the statistics show for a scope, in one statement: the people, branches and sections
 * below it, and its order and quote days (quotes from `since` on). A named statement per scope
 * kind (db/named-statements.ts): five statements, each parsed and planned on every call, took
 * PGlite's one connection five turns and PostgreSQL five connections.
 */
export async function statsFigures(
  db: Database,
  scope: Scope,
  since: string,
): Promise<StatsFigures> {
  const [row] = await statsStatement(db, scope.kind).execute({
    ...scopePlaceholderValues(scope),
    since,
  });
  if (!row) throw new Error('the statistics statement returns one row');
  const people = (row.people ?? {}) as Partial<Record<'admin' | 'manager' | 'agent', number>>;
  return {
    people: { admins: people.admin ?? 0, managers: people.manager ?? 0, agents: people.agent ?? 0 },
    branchCount: row.branchCount,
    sectionCount: row.sectionCount,
    orderDays: row.orderDays,
    quoteDays: row.quoteDays,
    outstandingHalalas: Number(row.outstandingHalalas),
  };
}

function statsStatement(db: Database, kind: Scope['kind']) {
  const name = `stats_${kind}`;
  return namedStatement(db, name, () => {
    const scope = placeholderScope(kind);
    const since = sql.placeholder('since') as unknown as string;
    return db
      .select({
        people: sql<Record<string, number> | null>`(${peopleByRole(db, scope)})`,
        branchCount: sql<number>`(${branchCount(db, scope)})`,
        sectionCount: sql<number>`(${sectionCount(db, scope)})`,
        orderDays: sql<OrderDay[]>`(${asOneJsonArray(orderDays(db, scope))})`,
        quoteDays: sql<QuoteDay[]>`(${asOneJsonArray(quoteDays(db, scope, since))})`,
        outstandingHalalas: sql<number>`(${outstanding(db, scope)})`,
      })
      .from(sql`(select 1) as one`)
      .prepare(name);
  });
}

/**
 * Companies, managers and employees below the caller, as `{ role: count }`: all of them for the
 * platform, a company's managers and employees, a branch's employees; nobody for an employee.
 */
function peopleByRole(db: Database, scope: Scope): SQL {
  const where = peopleWhere(scope);
  if (!where) return sql`select null::json`;
  const byRole = db
    .select({ role: users.role, n: sql<number>`count(*)::int`.as('n') })
    .from(users)
    .where(where)
    .groupBy(users.role);
  return sql`select json_object_agg(by_role.role, by_role.n) from (${byRole}) as by_role`;
}

function peopleWhere(scope: Scope): SQL | undefined | null {
  switch (scope.kind) {
    case 'platform':
      return inArray(users.role, ['admin', 'manager', 'agent']);
    case 'company':
      return and(eq(users.companyId, scope.companyId), inArray(users.role, ['manager', 'agent']));
    case 'branch':
      return and(
        withinScope(scope, { companyId: users.companyId, branchId: users.branchId }),
        eq(users.role, 'agent'),
      );
    case 'section':
      return null;
  }
}

/** Branches below the caller: every one for the platform, a company's own; none below that. */
function branchCount(db: Database, scope: Scope): SQL | SQLWrapper {
  if (scope.kind !== 'platform' && scope.kind !== 'company') return sql`select 0`;
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(branches)
    .where(withinScope(scope, { companyId: branches.companyId }));
}

/** Sections below the caller: the platform's, a company's, a branch's; none for an employee. */
function sectionCount(db: Database, scope: Scope): SQL | SQLWrapper {
  if (scope.kind === 'section') return sql`select 0`;
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(sections)
    .where(withinScope(scope, { companyId: sections.companyId, branchId: sections.branchId }));
}

export interface OrderDay {
  /** `YYYY-MM-DD`, a Riyadh calendar day. */
  day: string;
  orders: number;
  pending: number;
  completed: number;
}

/**
 * Orders per day within the scope, oldest first, from the trigger-kept counts: a company or the
 * platform reads its per-company day totals, a branch its day totals, a section its place's day
 * counts — one row per day and company however many orders there are.
 */
function orderDays(db: Database, scope: Scope): SQLWrapper {
  if (scope.kind === 'platform' || scope.kind === 'company') {
    const t = orderDailyTotals;
    return db
      .select(daySums(t))
      .from(t)
      .where(withinScope(scope, { companyId: t.companyId }))
      .groupBy(t.day);
  }
  if (scope.kind === 'branch') {
    const b = orderDailyBranchTotals;
    return db
      .select(daySums(b))
      .from(b)
      .where(withinScope(scope, { companyId: b.companyId, branchId: b.branchId }))
      .groupBy(b.day);
  }
  const c = orderDailyCounts;
  return db
    .select(daySums(c))
    .from(c)
    .where(
      withinScope(scope, {
        companyId: c.companyId,
        branchId: c.branchId,
        sectionId: c.sectionId,
      }),
    )
    .groupBy(c.day);
}

function daySums(
  table: typeof orderDailyCounts | typeof orderDailyBranchTotals | typeof orderDailyTotals,
) {
  return {
    day: table.day,
    orders: sql<number>`sum(${table.orderCount})::int`.as('orders'),
    pending: sql<number>`sum(${table.pendingCount})::int`.as('pending'),
    completed: sql<number>`sum(${table.completedCount})::int`.as('completed'),
  };
}

/**
 * A statistics query's rows (one per day, with a `day` column) as one JSON array in day order,
 * in a single value: read a row and a field at a time, three years of days cost PGlite three
 * times what the query itself did, and PostgreSQL's driver half as much again.
 */
function asOneJsonArray(days: SQLWrapper): SQL {
  return sql`select coalesce(json_agg(d order by d.day), '[]') from (${days}) d`;
}

export interface QuoteDay {
  day: string;
  sent: number;
  accepted: number;
  declined: number;
  acceptedHalalas: number;
  paid: number;
  delivered: number;
  collectedHalalas: number;
  refundedHalalas: number;
}

/**
 * What the scope's accepted sales still owe: the kept `owed_halalas` of orders still accepted, not
 * canceled and not returned, read through the partial index of orders that owe anything.
 */
function outstanding(db: Database, scope: Scope): SQLWrapper {
  return db
    .select({ owed: sql<number>`coalesce(sum(${orders.owedHalalas}), 0)::bigint` })
    .from(orders)
    .where(
      and(
        sql`${orders.owedHalalas} > 0`,
        eq(orders.quoteStatus, 'accepted'),
        sql`${orders.status} <> 'canceled'`,
        sql`${orders.fulfilmentStage} is distinct from 'returned'`,
        withinScope(scope, {
          companyId: orders.companyId,
          branchId: orders.branchId,
          sectionId: orders.sectionId,
        }),
      ),
    );
}

/**
 * Quotes per day within the scope, oldest first, from the counts kept with each quote change: a
 * company or the platform reads its per-company day totals, a branch its day totals, a section
 * its place's day counts.
 */
function quoteDays(db: Database, scope: Scope, since: string): SQLWrapper {
  if (scope.kind === 'platform' || scope.kind === 'company') {
    const t = quoteDailyTotals;
    return db
      .select(quoteSums(t))
      .from(t)
      .where(and(withinScope(scope, { companyId: t.companyId }), gte(t.day, since)))
      .groupBy(t.day);
  }
  if (scope.kind === 'branch') {
    const b = quoteDailyBranchTotals;
    return db
      .select(quoteSums(b))
      .from(b)
      .where(
        and(
          withinScope(scope, { companyId: b.companyId, branchId: b.branchId }),
          gte(b.day, since),
        ),
      )
      .groupBy(b.day);
  }
  const q = quoteDailyCounts;
  return db
    .select(quoteSums(q))
    .from(q)
    .where(
      and(
        withinScope(scope, {
          companyId: q.companyId,
          branchId: q.branchId,
          sectionId: q.sectionId,
        }),
        gte(q.day, since),
      ),
    )
    .groupBy(q.day);
}

function quoteSums(
  table: typeof quoteDailyCounts | typeof quoteDailyBranchTotals | typeof quoteDailyTotals,
) {
  return {
    day: table.day,
    sent: sql<number>`sum(${table.sentCount})::int`.as('sent'),
    accepted: sql<number>`sum(${table.acceptedCount})::int`.as('accepted'),
    declined: sql<number>`sum(${table.declinedCount})::int`.as('declined'),
    // A JSON number: a company's accepted value in a day stays far below 2^53 halalas.
    acceptedHalalas: sql<number>`sum(${table.acceptedHalalas})::bigint`.as('acceptedHalalas'),
    paid: sql<number>`sum(${table.paidCount})::int`.as('paid'),
    delivered: sql<number>`sum(${table.deliveredCount})::int`.as('delivered'),
    collectedHalalas: sql<number>`sum(${table.collectedHalalas})::bigint`.as('collectedHalalas'),
    refundedHalalas: sql<number>`sum(${table.refundedHalalas})::bigint`.as('refundedHalalas'),
  };
}
