import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import { countOf, EMPLOYEES } from '../../lib/arabic-count.js';
import type { Clock } from '../../lib/clock.js';
import type { Body, Query } from '../../openapi/operation-types.js';
import type { Permissions } from '../../plugins/permissions.js';
import type { AuthContext } from '../identity/index.js';
import { type AuditField, recordFieldChanges } from '../audit/index.js';
import { type Scope, scopeOf } from '../scope/index.js';
import {
  deleteSectionRow,
  employeesInSection,
  findSectionView,
  holdBranch,
  insertSection,
  listSectionViews,
  lockSection,
  moveSection,
  renameSection,
  type SectionView,
} from './sections.repository.js';

export interface SectionDeps {
  db: Database;
  clock: Clock;
  permissions: Permissions;
}

const NAME_MIN = 2;

export async function listSections(
  { db }: SectionDeps,
  auth: AuthContext,
  query: Query<'listSections'>,
): Promise<{ sections: SectionView[]; totalPages: number; message: string }> {
  const page = await listSectionViews(db, await scopeOf(db, auth), query);
  return { ...page, message: 'تم جلب الأقسام بنجاح' };
}

export async function getSection(
  { db }: SectionDeps,
  auth: AuthContext,
  id: string,
): Promise<{ section: SectionView }> {
  const section = await findSectionView(db, await scopeOf(db, auth), id);
  if (!section) throw new AppError('SECTION_NOT_FOUND');
  return { section };
}

/**
 * A company puts the section in one of its branches; a manager's section always goes to its
 * own branch. Choosing a branch is the `branch.choose` action, so a manager naming another
 * branch is refused (403) rather than silently overruled.
 */
export async function createSection(
  { db, clock, permissions }: SectionDeps,
  auth: AuthContext,
  input: Body<'createSection'>,
): Promise<{ message: string; section: SectionView }> {
  const name = sectionName(input.sectionName);
  const scope = await scopeOf(db, auth);
  const branchId = targetBranch(scope, auth, permissions, input.branchId);

  const section = await inTransaction(db, async (tx) => {
    const branch = await holdBranch(tx, scope, branchId);
    if (!branch) throw new AppError('BRANCH_NOT_FOUND');
    const id = randomUUID();
    const now = clock.now();
    await insertSection(tx, { id, companyId: branch.companyId, branchId, name, now });
    const created = await readBack(tx, scope, id);
    await recordSectionChange(tx, auth, 'section.created', null, created, now);
    return created;
  });
  return { message: 'تم إضافة القسم بنجاح', section };
}

/** Renames a section and, for a company, moves it (with its employees) to another branch. */
export async function updateSection(
  { db, clock, permissions }: SectionDeps,
  auth: AuthContext,
  id: string,
  input: Body<'updateSection'>,
): Promise<{ message: string; section: SectionView }> {
  const name = input.sectionName === undefined ? undefined : sectionName(input.sectionName);
  const scope = await scopeOf(db, auth);

  const section = await inTransaction(db, async (tx) => {
    const current = await lockSection(tx, scope, id, 'no key update');
    if (!current) throw new AppError('SECTION_NOT_FOUND');
    const before = await readBack(tx, scope, id);
    const now = clock.now();
    if (input.branchId !== undefined && input.branchId !== current.branchId) {
      permissions.require(auth, 'branch.choose');
      const target = await holdBranch(tx, scope, input.branchId);
      if (!target) throw new AppError('BRANCH_NOT_FOUND');
      await moveSection(tx, current, target.id, now);
    }
    await renameSection(tx, id, name, now);
    const after = await readBack(tx, scope, id);
    await recordSectionChange(tx, auth, 'section.updated', before, after, now);
    return after;
  });
  return { message: 'تم تحديث القسم بنجاح', section };
}

/**
 * Refused (409) while employees work in the section, so nobody is left without one; its orders
 * stay and no longer show a section.
 */
export async function deleteSection(
  { db, clock }: SectionDeps,
  auth: AuthContext,
  id: string,
): Promise<{ message: string }> {
  const scope = await scopeOf(db, auth);
  await inTransaction(db, async (tx) => {
    const section = await lockSection(tx, scope, id, 'update');
    if (!section) throw new AppError('SECTION_NOT_FOUND');
    const employees = await employeesInSection(tx, section);
    if (employees > 0) {
      throw new AppError('SECTION_NOT_EMPTY', {
        message: `لا يمكن حذف القسم لأن فيه ${countOf(employees, EMPLOYEES)}، انقل الموظفين إلى قسم آخر أو احذفهم أولًا`,
      });
    }
    const before = await readBack(tx, scope, id);
    await deleteSectionRow(tx, id);
    await recordSectionChange(tx, auth, 'section.deleted', before, null, clock.now());
  });
  return { message: 'تم حذف القسم بنجاح' };
}

function auditedSection(section: SectionView): AuditField[] {
  return [
    { field: 'sectionName', format: 'text', value: section.sectionName },
    { field: 'branch', format: 'text', value: section.branchName },
  ];
}

async function recordSectionChange(
  tx: Database,
  auth: AuthContext,
  action: 'section.created' | 'section.updated' | 'section.deleted',
  before: SectionView | null,
  after: SectionView | null,
  now: Date,
): Promise<void> {
  const section = (after ?? before)!;
  await recordFieldChanges(tx, {
    companyId: section.companyId,
    action,
    actor: auth,
    target: { type: 'section', id: section._id, label: section.sectionName },
    before: before && auditedSection(before),
    after: after && auditedSection(after),
    now,
  });
}

function targetBranch(
  scope: Scope,
  auth: AuthContext,
  permissions: Permissions,
  requested: string | undefined,
): string {
  if (scope.kind !== 'branch') {
    if (!requested) throw fieldError('branchId', 'يجب اختيار فرع');
    return requested;
  }
  if (!scope.branchId) throw new AppError('NO_BRANCH_ASSIGNED');
  if (requested !== undefined && requested !== scope.branchId) {
    permissions.require(auth, 'branch.choose');
  }
  return scope.branchId;
}

function sectionName(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw fieldError('sectionName', 'هذا الحقل مطلوب');
  if (trimmed.length < NAME_MIN) throw fieldError('sectionName', 'يجب أن يكون الاسم أطول من حرفين');
  return trimmed;
}

async function readBack(tx: Database, scope: Scope, id: string): Promise<SectionView> {
  const section = await findSectionView(tx, scope, id);
  if (!section) throw new Error('the section just written cannot be read back');
  return section;
}
