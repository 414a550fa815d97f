import { and, asc, eq, getTableName, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { branches, conversationCounters, sections, users } from '../../db/schema.js';
import { type Scope, withinScope } from '../scope/index.js';
import { countRows, ONE_PER_ROW } from '../../db/capped-count.js';
import { containsPattern, countCapOf, offsetOf, type PageRequest } from '../../lib/paging.js';
import { phoneContains } from './phone-search.js';
import { newestFirst } from '../../db/newest-first.js';

const company = alias(users, 'company');
const STAFF = sql.identifier('staff');

/**
 * `"table"."column"`. Drizzle leaves columns unqualified in a select without joins, which inside
 * a correlated sub-select would bind them to the inner table.
 */
function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Each filter is a trimmed case-insensitive "contains"; absent or blank ones filter nothing. */
export interface CompanyFilters {
  phone?: string;
  email?: string;
  username?: string;
}

export interface CompanyRow {
  id: string;
  username: string;
  email: string | null;
  dialCode: string;
  phoneNumber: string;
  description: string | null;
  imageId: string | null;
  defaultEmployeeCost: number | null;
  isActive: boolean;
  createdAt: Date;
  totalSections: number;
  totalBranches: number;
  totalEmployees: number;
  totalConversations: number;
}

function companyConditions(filters: CompanyFilters): SQL | undefined {
  const username = containsPattern(filters.username);
  const email = containsPattern(filters.email);
  return and(
    eq(users.role, 'admin'),
    username ? ilike(users.username, username) : undefined,
    email ? ilike(users.email, email) : undefined,
    phoneContains(users, filters.phone),
  );
}

/**
 * One page of companies with their totals, and the companies counted up to a cap. The totals are
 * correlated sub-selects in the same statement, each an index range on `company_id`, computed
 * for the page's rows only.
 */
export async function listCompanies(
  db: Database,
  filters: CompanyFilters,
  page: PageRequest,
): Promise<{ rows: CompanyRow[]; counted: number }> {
  const where = companyConditions(filters);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      dialCode: users.dialCode,
      phoneNumber: users.phoneNumber,
      description: users.description,
      imageId: users.imageId,
      defaultEmployeeCost: users.defaultEmployeeCost,
      isActive: users.isActive,
      createdAt: users.createdAt,
      totalSections:
        sql<number>`(select count(*) from ${sections} where ${qualified(sections.companyId)} = ${qualified(users.id)})`.mapWith(
          Number,
        ),
      totalBranches:
        sql<number>`(select count(*) from ${branches} where ${qualified(branches.companyId)} = ${qualified(users.id)})`.mapWith(
          Number,
        ),
      totalEmployees:
        sql<number>`(select count(*) from ${users} as ${STAFF} where ${STAFF}.${sql.identifier(users.companyId.name)} = ${qualified(users.id)} and ${STAFF}.${sql.identifier(users.role.name)} in ('manager', 'agent'))`.mapWith(
          Number,
        ),
      // The company-wide counter row is the one with neither a branch nor a section.
      totalConversations:
        sql<number>`coalesce((select ${qualified(conversationCounters.conversationCount)} from ${conversationCounters} where ${qualified(conversationCounters.companyId)} = ${qualified(users.id)} and ${qualified(conversationCounters.branchId)} is null and ${qualified(conversationCounters.sectionId)} is null), 0)`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(inArray(users.id, pageIds(db, where, page)))
    .orderBy(...newestFirst(users.createdAt, users.id));
  return { rows, counted: await countUpTo(db, where, page) };
}

/**
 * The ids of one page, found before anything is joined or counted for them: a skipped row
 * would otherwise pay its joins and sub-selects too.
 */
function pageIds(db: Database, where: SQL | undefined, page: PageRequest) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(page.limit)
    .offset(offsetOf(page));
}

/** The matching rows, counted up to the cap of lib/paging.ts. */
function countUpTo(db: Database, where: SQL | undefined, page: PageRequest): Promise<number> {
  return countRows(
    db,
    db.select(ONE_PER_ROW).from(users).where(where).limit(countCapOf(page)).$dynamic(),
  );
}

export interface StaffRow {
  id: string;
  username: string;
  email: string | null;
  dialCode: string;
  phoneNumber: string;
  imageId: string | null;
  role: 'manager' | 'agent';
  companyId: string;
  companyName: string | null;
  branchId: string | null;
  branchName: string | null;
  sectionId: string | null;
  sectionName: string | null;
  createdAt: Date;
}

function staffConditions(role: 'manager' | 'agent', scope: Scope, search: string | undefined) {
  const scoped = withinScope(scope, {
    companyId: users.companyId,
    branchId: users.branchId,
    sectionId: users.sectionId,
  });
  const pattern = containsPattern(search);
  const matches = pattern
    ? or(ilike(users.username, pattern), ilike(users.email, pattern), phoneContains(users, search))
    : undefined;
  return and(eq(users.role, role), scoped, matches);
}

/** Managers or employees within the scope, newest first, with their company, branch and section. */
export async function listStaff(
  db: Database,
  role: 'manager' | 'agent',
  scope: Scope,
  search: string | undefined,
  page: PageRequest,
): Promise<{ rows: StaffRow[]; counted: number }> {
  const where = staffConditions(role, scope, search);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      dialCode: users.dialCode,
      phoneNumber: users.phoneNumber,
      imageId: users.imageId,
      role: sql<'manager' | 'agent'>`${users.role}`,
      companyId: sql<string>`${users.companyId}`,
      companyName: company.username,
      branchId: users.branchId,
      branchName: branches.name,
      sectionId: users.sectionId,
      sectionName: sections.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(company, eq(company.id, users.companyId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .leftJoin(sections, eq(sections.id, users.sectionId))
    .where(inArray(users.id, pageIds(db, where, page)))
    .orderBy(...newestFirst(users.createdAt, users.id));
  return { rows, counted: await countUpTo(db, where, page) };
}

/**
 * Managers a branch form may offer: those of the company running no branch, plus the one
 * running `branchId` when given. "Running" is `branches.manager_id`, the column the branch list
 * shows.
 */
export async function listManagerOptions(
  db: Database,
  companyId: string,
  branchId: string | null,
): Promise<{ id: string; username: string }[]> {
  const runsNoBranch = sql`not exists (select 1 from ${branches} where ${qualified(branches.managerId)} = ${qualified(users.id)})`;
  const runsThisBranch = branchId
    ? inArray(
        users.id,
        db
          .select({ id: sql`${branches.managerId}` })
          .from(branches)
          .where(and(eq(branches.id, branchId), eq(branches.companyId, companyId))),
      )
    : undefined;
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'manager'),
        runsThisBranch ? or(runsNoBranch, runsThisBranch) : runsNoBranch,
      ),
    )
    .orderBy(asc(users.username), asc(users.id));
}
