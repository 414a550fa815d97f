import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, sections } from '../../db/schema.js';
import { type Scope, withinScope } from '../scope/index.js';

/** One choice of a dropdown, as the contract's `Option`. */
export interface Option {
  id: string;
  value: string;
}

/**
 * Which branches to offer: the manager forms offer only those no manager runs (a branch keeps one
 * manager), plus the branch of the manager being edited.
 */
export interface BranchChoice {
  withoutManager?: boolean;
  /** With `withoutManager`: the manager whose own branch stays on offer. */
  managerId?: string;
}

/** Branches within the scope, by name (the id keeps equal names in a stable order). */
export async function branchOptions(
  db: Database,
  scope: Scope,
  choice: BranchChoice = {},
): Promise<Option[]> {
  const free = choice.withoutManager
    ? or(
        isNull(branches.managerId),
        choice.managerId ? eq(branches.managerId, choice.managerId) : undefined,
      )
    : undefined;
  return db
    .select({ id: branches.id, value: branches.name })
    .from(branches)
    .where(and(withinScope(scope, { companyId: branches.companyId, branchId: branches.id }), free))
    .orderBy(asc(branches.name), asc(branches.id));
}

export async function branchInScope(
  db: Database,
  scope: Scope,
  branchId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        withinScope(scope, { companyId: branches.companyId, branchId: branches.id }),
        eq(branches.id, branchId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The sections of one branch within the scope, by name. */
export async function sectionOptions(
  db: Database,
  scope: Scope,
  branchId: string,
): Promise<Option[]> {
  return db
    .select({ id: sections.id, value: sections.name })
    .from(sections)
    .where(
      and(
        withinScope(scope, { companyId: sections.companyId, branchId: sections.branchId }),
        eq(sections.branchId, branchId),
      ),
    )
    .orderBy(asc(sections.name), asc(sections.id));
}
