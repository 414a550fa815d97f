import type { WorkingHours } from '../../db/schema.js';
import { workingHoursErrors } from '../../lib/working-hours.js';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import { countOf, EMPLOYEES, SECTIONS } from '../../lib/arabic-count.js';
import type { Clock } from '../../lib/clock.js';
import type { Body, Query } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { type AuditField, changesBetween, recordAuditEvent } from '../audit/index.js';
import { type Scope, scopeCompanyId, scopeOf } from '../scope/index.js';
import {
  branchContents,
  deleteBranchRow,
  findBranchView,
  insertBranch,
  listBranchViews,
  lockBranch,
  lockManager,
  placeManager,
  runsAnotherBranch,
  unplaceManager,
  updateBranchRow,
  type BranchView,
} from './branches.repository.js';

export interface BranchDeps {
  db: Database;
  clock: Clock;
}

export async function listBranches(
  { db }: BranchDeps,
  auth: AuthContext,
  query: Query<'listBranches'>,
): Promise<{ branches: BranchView[]; totalPages: number }> {
  return listBranchViews(db, await scopeOf(db, auth), query);
}

export async function getBranch(
  { db }: BranchDeps,
  auth: AuthContext,
  id: string,
): Promise<{ branch: BranchView }> {
  const branch = await findBranchView(db, await scopeOf(db, auth), id);
  if (!branch) throw new AppError('BRANCH_NOT_FOUND');
  return { branch };
}

/** A company opens a branch run by one of its managers who runs none yet. */
export async function createBranch(
  { db, clock }: BranchDeps,
  auth: AuthContext,
  input: Body<'createBranch'>,
): Promise<{ message: string; branch: BranchView }> {
  const scope = await scopeOf(db, auth);
  const companyId = scopeCompanyId(scope);
  if (!companyId) throw new AppError('FORBIDDEN');
  const name = requiredText(input.branchName, 'branchName', 'اسم الفرع مطلوب');
  const address = requiredText(input.address, 'address', 'العنوان مطلوب');
  checkWorkingHours(input.workingHours);

  const branch = await inTransaction(db, async (tx) => {
    await claimManager(tx, companyId, input.managerId, null);
    const id = randomUUID();
    const now = clock.now();
    await insertBranch(tx, {
      id,
      companyId,
      name,
      address,
      managerId: input.managerId,
      workingHours: input.workingHours,
      firstQuoteTargetMinutes: input.firstQuoteTargetMinutes,
      now,
    });
    await placeManager(tx, input.managerId, id, now);
    const created = await readBack(tx, scope, id);
    await recordBranchChange(tx, auth, 'branch.created', null, created, now);
    return created;
  });
  return { message: 'تم إنشاء الفرع بنجاح', branch };
}

export async function updateBranch(
  { db, clock }: BranchDeps,
  auth: AuthContext,
  id: string,
  input: Body<'updateBranch'>,
): Promise<{ message: string; branch: BranchView }> {
  if (input.id !== undefined && input.id !== id) {
    throw fieldError('id', 'معرّف الفرع في الطلب لا يطابق الفرع المراد تعديله');
  }
  const name =
    input.branchName === undefined
      ? undefined
      : requiredText(input.branchName, 'branchName', 'اسم الفرع مطلوب');
  const address =
    input.address === undefined
      ? undefined
      : requiredText(input.address, 'address', 'العنوان مطلوب');
  checkWorkingHours(input.workingHours);
  const scope = await scopeOf(db, auth);

  const branch = await inTransaction(db, async (tx) => {
    const current = await lockBranch(tx, scope, id, 'no key update');
    if (!current) throw new AppError('BRANCH_NOT_FOUND');
    const before = await readBack(tx, scope, id);
    const now = clock.now();
    const newManager =
      input.managerId !== undefined && input.managerId !== current.managerId
        ? input.managerId
        : undefined;
    if (newManager) {
      await claimManager(tx, current.companyId, newManager, id);
      if (current.managerId) await unplaceManager(tx, current.managerId, id, now);
      await placeManager(tx, newManager, id, now);
    }
    await updateBranchRow(tx, id, {
      ...(name !== undefined ? { name } : {}),
      ...(address !== undefined ? { address } : {}),
      ...(newManager ? { managerId: newManager } : {}),
      workingHours: input.workingHours,
      firstQuoteTargetMinutes: input.firstQuoteTargetMinutes,
      now,
    });
    const after = await readBack(tx, scope, id);
    await recordBranchChange(tx, auth, 'branch.updated', before, after, now);
    return after;
  });
  return { message: 'تم تحديث الفرع بنجاح', branch };
}

/**
 * Refused (409) while sections or employees are still in the branch: deleting it would leave
 * people without a place to work and sections without a branch. Its manager alone does not
 * block; it stays in the company without a branch (the foreign key sets its branch to null), as
 * do the branch's orders.
 */
export async function deleteBranch(
  { db, clock }: BranchDeps,
  auth: AuthContext,
  id: string,
): Promise<{ message: string }> {
  const scope = await scopeOf(db, auth);
  await inTransaction(db, async (tx) => {
    const branch = await lockBranch(tx, scope, id, 'update');
    if (!branch) throw new AppError('BRANCH_NOT_FOUND');
    const contents = await branchContents(tx, branch);
    if (contents.sections > 0 || contents.employees > 0) {
      throw new AppError('BRANCH_NOT_EMPTY', { message: notEmptyMessage(contents) });
    }
    const before = await readBack(tx, scope, id);
    await deleteBranchRow(tx, id);
    await recordBranchChange(tx, auth, 'branch.deleted', before, null, clock.now());
  });
  return { message: 'تم حذف الفرع بنجاح' };
}

/** A branch's fields as the audit log compares them: its manager by name, its hours as text. */
function auditedBranch(branch: BranchView): AuditField[] {
  return [
    { field: 'branchName', format: 'text', value: branch.branchName },
    { field: 'address', format: 'text', value: branch.address },
    { field: 'manager', format: 'text', value: branch.managerName },
    { field: 'workingHours', format: 'hours', value: hoursText(branch.workingHours) },
    { field: 'firstQuoteTargetMinutes', format: 'number', value: branch.firstQuoteTargetMinutes },
  ];
}

/** `day HH:MM-HH:MM` per period, by day then opening. */
function hoursText(hours: WorkingHours): string[] {
  return [...hours]
    .sort((a, b) => a.day - b.day || a.open.localeCompare(b.open))
    .map((period) => `${period.day} ${period.open}-${period.close}`);
}

/** Records a branch created, changed (only when a field changed) or deleted, in `tx`. */
async function recordBranchChange(
  tx: Database,
  auth: AuthContext,
  action: 'branch.created' | 'branch.updated' | 'branch.deleted',
  before: BranchView | null,
  after: BranchView | null,
  now: Date,
): Promise<void> {
  const changes = changesBetween(before && auditedBranch(before), after && auditedBranch(after));
  if (action === 'branch.updated' && changes.length === 0) return;
  const branch = (after ?? before)!;
  await recordAuditEvent(tx, {
    companyId: branch.companyId,
    action,
    actor: auth,
    target: { type: 'branch', id: branch._id, label: branch.branchName },
    changes,
    now,
  });
}

/** Hours the contract's schema cannot judge: a close before its open, overlapping periods. */
function checkWorkingHours(hours: WorkingHours | undefined): void {
  const errors = hours ? workingHoursErrors(hours) : [];
  if (errors.length > 0) {
    throw new AppError('VALIDATION_FAILED', { message: errors[0]?.message, errors });
  }
}

/** Checks, under a lock, that the manager belongs to the company and runs no other branch. */
async function claimManager(
  tx: Database,
  companyId: string,
  managerId: string,
  branchId: string | null,
): Promise<void> {
  if (!(await lockManager(tx, companyId, managerId))) throw new AppError('MANAGER_NOT_FOUND');
  if (await runsAnotherBranch(tx, companyId, managerId, branchId)) {
    throw new AppError('MANAGER_RUNS_ANOTHER_BRANCH');
  }
}

async function readBack(tx: Database, scope: Scope, id: string): Promise<BranchView> {
  const branch = await findBranchView(tx, scope, id);
  if (!branch) throw new Error('the branch just written cannot be read back');
  return branch;
}

function requiredText(value: string, field: string, message: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw fieldError(field, message);
  return trimmed;
}

function notEmptyMessage({ sections, employees }: { sections: number; employees: number }): string {
  const inside = [
    sections > 0 ? countOf(sections, SECTIONS) : null,
    employees > 0 ? countOf(employees, EMPLOYEES) : null,
  ].filter((part): part is string => part !== null);
  const action =
    sections > 0 && employees > 0
      ? 'انقل الأقسام والموظفين إلى فرع آخر أو احذفهم أولًا'
      : sections > 0
        ? 'انقل الأقسام إلى فرع آخر أو احذفها أولًا'
        : 'انقل الموظفين إلى فرع آخر أو احذفهم أولًا';
  return `لا يمكن حذف الفرع لأن فيه ${inside.join(' و')}، ${action}`;
}
