import { and, count, eq, gte, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import {
  branches,
  orderDailyCounts,
  orderDailyTotals,
  quoteDailyCounts,
  quoteDailyTotals,
  sections,
  users,
} from '../../db/schema.js';
import { withinScope, type Scope } from '../scope/scope.js';

export interface PeopleCounts {
  admins: number;
  managers: number;
  agents: number;
}

/**
 * Companies, managers and employees below the caller: all of them for the platform, a company's
 * managers and employees, a branch's employees; nobody for an employee.
 */
export async function countPeople(db: Database, scope: Scope): Promise<PeopleCounts> {
  const where = peopleWhere(scope);
  const counts: PeopleCounts = { admins: 0, managers: 0, agents: 0 };
  if (!where) return counts;
  const rows = await db
    .select({ role: users.role, count: count() })
    .from(users)
    .where(where)
    .groupBy(users.role);
  for (const row of rows) {
    if (row.role === 'admin') counts.admins = row.count;
    if (row.role === 'manager') counts.managers = row.count;
    if (row.role === 'agent') counts.agents = row.count;
  }
  return counts;
}

function peopleWhere(scope: Scope): SQL | undefined | null {
  switch (scope.kind) {
    case 'platform':
      return inArray(users.role, ['admin', 'manager', 'agent']);
    case 'company':
      return and(eq(users.companyId, scope.companyId), inArray(users.role, ['manager', 'agent']));
    case 'branch':
      if (!scope.branchId) return null;
      return and(
        eq(users.companyId, scope.companyId),
        eq(users.branchId, scope.branchId),
        eq(users.role, 'agent'),
      );
    case 'section':
      return null;
  }
}

/** Branches below the caller: every one for the platform, a company's own; none below that. */
export async function countBranches(db: Database, scope: Scope): Promise<number> {
  if (scope.kind !== 'platform' && scope.kind !== 'company') return 0;
  const [row] = await db
    .select({ count: count() })
    .from(branches)
    .where(withinScope(scope, { companyId: branches.companyId }));
  return row?.count ?? 0;
}

/** Sections below the caller: the platform's, a company's, a branch's; none for an employee. */
export async function countSections(db: Database, scope: Scope): Promise<number> {
  if (scope.kind === 'section') return 0;
  const [row] = await db
    .select({ count: count() })
    .from(sections)
    .where(withinScope(scope, { companyId: sections.companyId, branchId: sections.branchId }));
  return row?.count ?? 0;
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
 * platform reads its per-company day totals, a branch or section its places' day counts — a few
 * rows per day however many orders there are.
 */
export function orderDays(db: Database, scope: Scope): Promise<OrderDay[]> {
  if (scope.kind === 'platform' || scope.kind === 'company') {
    const t = orderDailyTotals;
    return asOneJsonArray(
      db,
      db
        .select(daySums(t))
        .from(t)
        .where(withinScope(scope, { companyId: t.companyId }))
        .groupBy(t.day),
    );
  }
  const c = orderDailyCounts;
  return asOneJsonArray(
    db,
    db
      .select(daySums(c))
      .from(c)
      .where(
        withinScope(scope, {
          companyId: c.companyId,
          branchId: c.branchId,
          sectionId: c.sectionId,
        }),
      )
      .groupBy(c.day),
  );
}

function daySums(table: typeof orderDailyCounts | typeof orderDailyTotals) {
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
async function asOneJsonArray<T>(db: Database, days: SQLWrapper): Promise<T[]> {
  const result = await db.execute(
    sql`select coalesce(json_agg(d order by d.day), '[]') as days from (${days}) d`,
  );
  return rowsOf<{ days: T[] }>(result)[0]?.days ?? [];
}

export interface QuoteDay {
  day: string;
  sent: number;
  accepted: number;
  declined: number;
  acceptedHalalas: number;
}

/**
 * Quotes per day within the scope, oldest first, from the counts kept with each quote change: a
 * company or the platform reads its per-company day totals, a branch or section its places'
 * day counts.
 */
export function quoteDays(db: Database, scope: Scope, since: string): Promise<QuoteDay[]> {
  if (scope.kind === 'platform' || scope.kind === 'company') {
    const t = quoteDailyTotals;
    return asOneJsonArray(
      db,
      db
        .select(quoteSums(t))
        .from(t)
        .where(and(withinScope(scope, { companyId: t.companyId }), gte(t.day, since)))
        .groupBy(t.day),
    );
  }
  const q = quoteDailyCounts;
  return asOneJsonArray(
    db,
    db
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
      .groupBy(q.day),
  );
}

function quoteSums(table: typeof quoteDailyCounts | typeof quoteDailyTotals) {
  return {
    day: table.day,
    sent: sql<number>`sum(${table.sentCount})::int`.as('sent'),
    accepted: sql<number>`sum(${table.acceptedCount})::int`.as('accepted'),
    declined: sql<number>`sum(${table.declinedCount})::int`.as('declined'),
    // A JSON number: a company's accepted value in a day stays far below 2^53 halalas.
    acceptedHalalas: sql<number>`sum(${table.acceptedHalalas})::bigint`.as('acceptedHalalas'),
  };
}
