import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../identity/index.js';
import { scopeOf } from '../scope/index.js';
import {
  branchInScope,
  branchOptions,
  sectionOptions,
  type BranchChoice,
  type Option,
} from './form-options.repository.js';

/** Branches a section may go in: the company's for an admin, its own for a manager. */
export async function sectionFormOptions(
  db: Database,
  auth: AuthContext,
): Promise<{ branchOptions: Option[] }> {
  return { branchOptions: await branchOptions(db, await scopeOf(db, auth)) };
}

/**
 * The employee form's dropdowns. An admin picks a branch first and then asks for its sections;
 * a manager works in its own branch, so its sections come at once. The manager forms ask for the
 * branches with the `choice` of those no other manager runs.
 */
export async function employeeFormOptions(
  db: Database,
  auth: AuthContext,
  selectedBranchId: string | undefined,
  choice: BranchChoice = {},
): Promise<{ branchOptions?: Option[]; sectionOptions: Option[] }> {
  const scope = await scopeOf(db, auth);
  if (selectedBranchId !== undefined) {
    if (!(await branchInScope(db, scope, selectedBranchId))) {
      throw new AppError('BRANCH_NOT_FOUND');
    }
    return { sectionOptions: await sectionOptions(db, scope, selectedBranchId) };
  }
  const branches = await branchOptions(db, scope, choice);
  const ownBranch = scope.kind === 'branch' ? scope.branchId : null;
  return {
    branchOptions: branches,
    sectionOptions: ownBranch ? await sectionOptions(db, scope, ownBranch) : [],
  };
}
