import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  branches,
  conversationCounters,
  sections,
  users,
  type WorkingHours,
} from '../../db/schema.js';
import { containsPattern, offsetOf, totalPagesOf, type PageRequest } from '../../lib/paging.js';
import { type Scope, withinScope } from '../scope/index.js';
import { newestFirst } from '../../db/newest-first.js';

/** The contract's `Branch`. */
export interface BranchView {
  _id: string;
  branchName: string;
  address: string;
  managerId: string | null;
  managerName: string | null;
  companyId: string;
  companyName: string | null;
  sectionCount: number;
  agentCount: number;
  conversationCount: number;
  workingHours: WorkingHours;
  firstQuoteTargetMinutes: number;
  createdAt: string;
}

const company = alias(users, 'branch_company');
const manager = alias(users, 'branch_manager');

/**
 * Every count is a correlated subquery on an index that starts with `company_id`, so a page of
 * branches is one statement however many rows it shows.
 */
const branchColumns = {
  id: branches.id,
  name: branches.name,
  address: branches.address,
  managerId: branches.managerId,
  managerName: manager.username,
  companyId: branches.companyId,
  companyName: company.username,
  createdAt: branches.createdAt,
  workingHours: branches.workingHours,
  firstQuoteTargetMinutes: branches.firstQuoteTargetMinutes,
  sectionCount: sql`(select count(*) from ${sections}
    where ${sections.companyId} = ${branches.companyId} and ${sections.branchId} = ${branches.id})`.mapWith(
    Number,
  ),
  agentCount: sql`(select count(*) from ${users}
    where ${users.companyId} = ${branches.companyId} and ${users.branchId} = ${branches.id}
      and ${users.role} = 'agent')`.mapWith(Number),
  // The counters keep one row per branch with no section: the branch's total.
  conversationCount: sql`coalesce((select ${conversationCounters.conversationCount}
    from ${conversationCounters}
    where ${conversationCounters.companyId} = ${branches.companyId}
      and ${conversationCounters.branchId} = ${branches.id}
      and ${conversationCounters.sectionId} is null), 0)`.mapWith(Number),
};

type BranchRow = Awaited<ReturnType<typeof selectBranches>>[number];

function toView(row: BranchRow): BranchView {
  return {
    _id: row.id,
    branchName: row.name,
    address: row.address,
    managerId: row.managerId,
    managerName: row.managerName,
    companyId: row.companyId,
    companyName: row.companyName,
    sectionCount: row.sectionCount,
    agentCount: row.agentCount,
    conversationCount: row.conversationCount,
    workingHours: row.workingHours,
    firstQuoteTargetMinutes: row.firstQuoteTargetMinutes,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectBranches(db: Database) {
  return db
    .select(branchColumns)
    .from(branches)
    .innerJoin(company, eq(company.id, branches.companyId))
    .leftJoin(manager, eq(manager.id, branches.managerId));
}

function inScope(scope: Scope): SQL | undefined {
  return withinScope(scope, { companyId: branches.companyId, branchId: branches.id });
}

export async function findBranchView(
  db: Database,
  scope: Scope,
  id: string,
): Promise<BranchView | null> {
  const [row] = await selectBranches(db)
    .where(and(inScope(scope), eq(branches.id, id)))
    .limit(1);
  return row ? toView(row) : null;
}

export async function listBranchViews(
  db: Database,
  scope: Scope,
  query: PageRequest & { search?: string },
): Promise<{ branches: BranchView[]; totalPages: number }> {
  const pattern = containsPattern(query.search);
  const where = and(
    inScope(scope),
    pattern ? or(ilike(branches.name, pattern), ilike(branches.address, pattern)) : undefined,
  );
  // Newest first; the id breaks ties so rows never swap places between pages.
  const rows = await selectBranches(db)
    .where(where)
    .orderBy(...newestFirst(branches.createdAt, branches.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const [total] = await db.select({ value: count() }).from(branches).where(where);
  return {
    branches: rows.map(toView),
    totalPages: totalPagesOf(total?.value ?? 0, query.limit),
  };
}

export interface LockedBranch {
  id: string;
  companyId: string;
  managerId: string | null;
}

/**
 * Reads a branch within the scope and locks it until the transaction ends. `update` (deleting)
 * waits for writers that reference the branch, such as a section being created in it, and makes
 * them wait; `no key update` (editing) lets them through.
 */
export async function lockBranch(
  tx: Database,
  scope: Scope,
  id: string,
  strength: 'update' | 'no key update',
): Promise<LockedBranch | null> {
  const [row] = await tx
    .select({ id: branches.id, companyId: branches.companyId, managerId: branches.managerId })
    .from(branches)
    .where(and(inScope(scope), eq(branches.id, id)))
    .limit(1)
    .for(strength);
  return row ?? null;
}

/** Locks a manager of the company, so two requests cannot hand it two branches at once. */
export async function lockManager(
  tx: Database,
  companyId: string,
  managerId: string,
): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, managerId), eq(users.role, 'manager')))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Whether the manager runs a branch other than `exceptBranchId`. */
export async function runsAnotherBranch(
  tx: Database,
  companyId: string,
  managerId: string,
  exceptBranchId: string | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        eq(branches.companyId, companyId),
        eq(branches.managerId, managerId),
        exceptBranchId ? ne(branches.id, exceptBranchId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertBranch(
  tx: Database,
  branch: {
    id: string;
    companyId: string;
    name: string;
    address: string;
    managerId: string;
    workingHours?: WorkingHours;
    firstQuoteTargetMinutes?: number;
    now: Date;
  },
): Promise<void> {
  await tx.insert(branches).values({
    id: branch.id,
    companyId: branch.companyId,
    name: branch.name,
    address: branch.address,
    managerId: branch.managerId,
    ...(branch.workingHours ? { workingHours: branch.workingHours } : {}),
    ...(branch.firstQuoteTargetMinutes
      ? { firstQuoteTargetMinutes: branch.firstQuoteTargetMinutes }
      : {}),
    createdAt: branch.now,
    updatedAt: branch.now,
  });
}

export async function updateBranchRow(
  tx: Database,
  id: string,
  values: {
    name?: string;
    address?: string;
    managerId?: string;
    workingHours?: WorkingHours;
    firstQuoteTargetMinutes?: number;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(branches)
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.workingHours !== undefined ? { workingHours: values.workingHours } : {}),
      ...(values.firstQuoteTargetMinutes !== undefined
        ? { firstQuoteTargetMinutes: values.firstQuoteTargetMinutes }
        : {}),
      ...(values.address !== undefined ? { address: values.address } : {}),
      ...(values.managerId !== undefined ? { managerId: values.managerId } : {}),
      updatedAt: values.now,
    })
    .where(eq(branches.id, id));
}

/** A manager works where it runs: placing it in a branch is what its scope reads. */
export async function placeManager(
  tx: Database,
  managerId: string,
  branchId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ branchId, sectionId: null, updatedAt: now })
    .where(eq(users.id, managerId));
}

/** The manager handed off a branch stays in the company without one. */
export async function unplaceManager(
  tx: Database,
  managerId: string,
  branchId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ branchId: null, updatedAt: now })
    .where(and(eq(users.id, managerId), eq(users.branchId, branchId)));
}

/** What still lives in a branch and would be left dangling by deleting it. */
export async function branchContents(
  tx: Database,
  branch: LockedBranch,
): Promise<{ sections: number; employees: number }> {
  const [sectionTotal] = await tx
    .select({ value: count() })
    .from(sections)
    .where(and(eq(sections.companyId, branch.companyId), eq(sections.branchId, branch.id)));
  const [employeeTotal] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, branch.companyId),
        eq(users.branchId, branch.id),
        eq(users.role, 'agent'),
      ),
    );
  return { sections: sectionTotal?.value ?? 0, employees: employeeTotal?.value ?? 0 };
}

export async function deleteBranchRow(tx: Database, id: string): Promise<void> {
  await tx.delete(branches).where(eq(branches.id, id));
}

/** The manager running the order's branch now, if any. */
export async function branchManagerOf(
  db: Database,
  branchId: string | null,
): Promise<string | null> {
  if (!branchId) return null;
  const [row] = await db
    .select({ managerId: branches.managerId })
    .from(branches)
    .where(eq(branches.id, branchId))
    .limit(1);
  return row?.managerId ?? null;
}
