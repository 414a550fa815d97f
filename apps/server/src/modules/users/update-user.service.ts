import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { onUniqueViolation } from '../../lib/db-errors.js';
import type { FormBody } from '../../openapi/operation-types.js';
import type { Permissions } from '../../plugins/permissions.js';
import { uniqueUserError } from './user-conflicts.js';
import type { AuthContext } from '../identity/index.js';
import { insertImage, normaliseImage, type ProcessedImage } from '../images/index.js';
import { type Scope, scopeOf } from '../scope/index.js';
import { targetAction } from './target-action.js';
import { recordUserChange } from './user-audit.js';
import {
  claimBranch,
  deleteImages,
  findUserInScope,
  lockUserRow,
  releaseOtherBranches,
  updateUserRow,
  type TargetUser,
  type UserChanges,
} from './user-writes.repository.js';
import {
  findAccountByEmail,
  findAccountByPhone,
  findBranchInCompany,
  findSectionInCompany,
  findUserView,
} from './users.repository.js';
import type { UserView } from './user-view.js';

/** The fields of an update form after contract validation; absent ones change nothing. */
type UpdateUserInput = FormBody<'updateUser'>;

interface Deps {
  db: Database;
  clock: Clock;
  permissions: Permissions;
}

/** Where a manager or an employee ends up after the update (undefined: stays where it is). */
interface Placement {
  branchId: string;
  sectionId: string | null;
}

/**
 * Updates a user or the caller's own profile. The action checked follows the target: yourself →
 * profile.update, a company → company.update, a manager → manager.update, an employee →
 * employee.update. A target outside the caller's scope answers 404 before any permission check,
 * so another company's ids cannot be told apart from unknown ones.
 */
export async function updateUser(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: UpdateUserInput,
): Promise<{ message: string; user: UserView }> {
  const { db, clock, permissions } = deps;
  const scope = await scopeOf(db, auth);
  const target = await findUserInScope(db, scope, auth.userId, id);
  if (!target) throw new AppError('ACCOUNT_NOT_FOUND');
  permissions.require(auth, targetAction(auth, target, 'update'));

  if (input.role !== undefined && input.role !== target.role) {
    throw fieldError('role', 'لا يمكن تغيير دور المستخدم');
  }
  if (input.defaultEmployeeCost !== undefined) {
    if (auth.role !== 'superadmin') throw new AppError('WAGE_SUPERADMIN_ONLY');
    if (target.role !== 'admin') {
      throw fieldError('defaultEmployeeCost', 'أجر الموظف يُحدَّد للشركات فقط');
    }
  }
  const placement = await placementOf(db, auth, scope, target, input);
  // Decoding and re-encoding is CPU work: done before the transaction, not inside it.
  const image: ProcessedImage | null = input.image ? await normaliseImage(input.image) : null;

  await onUniqueViolation(
    () =>
      inTransaction(db, async (tx) => {
        const now = clock.now();
        const before = await findUserView(tx, id);
        if (input.phone && (await takenByAnother(findAccountByPhone(tx, input.phone), id))) {
          throw new AppError('PHONE_TAKEN');
        }
        if (input.email && (await takenByAnother(findAccountByEmail(tx, input.email), id))) {
          throw new AppError('EMAIL_TAKEN');
        }
        const changes: UserChanges = {
          username: input.username,
          email: input.email,
          phone: input.phone,
          description: input.description,
          defaultEmployeeCost:
            input.defaultEmployeeCost === undefined ? undefined : Number(input.defaultEmployeeCost),
        };
        if (image) {
          changes.imageId = randomUUID();
          await insertImage(tx, {
            id: changes.imageId,
            companyId: target.companyId,
            contentType: 'image/webp',
            ...image,
          });
        }
        if (placement) {
          if (target.role === 'manager') await moveManager(tx, target, placement.branchId, now);
          changes.branchId = placement.branchId;
          changes.sectionId = placement.sectionId;
        }
        await updateUserRow(tx, id, withoutUndefined(changes), now);
        // The replaced picture is referenced by nothing else.
        if (image && target.imageId) await deleteImages(tx, [target.imageId]);
        await recordUserChange(tx, auth, before, await findUserView(tx, id), now);
      }),
    uniqueUserError,
  );

  const user = await findUserView(db, id);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  return { message: 'تم تحديث المستخدم بنجاح', user };
}

async function takenByAnother(
  owner: Promise<{ id: string } | null>,
  selfId: string,
): Promise<boolean> {
  const found = await owner;
  return found !== null && found.id !== selfId;
}

function withoutUndefined(changes: UserChanges): UserChanges {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UserChanges;
}

/**
 * A branch keeps one manager, and `users.branch_id` of a manager is the branch it runs: moving
 * a manager claims the new branch (409 when another manager runs it) and leaves every other
 * branch it ran without a manager, which the branch list shows as 'لا يوجد'.
 */
async function moveManager(
  tx: Database,
  manager: TargetUser,
  branchId: string,
  now: Date,
): Promise<void> {
  await lockUserRow(tx, manager.id);
  if (!(await claimBranch(tx, branchId, manager.id, now))) {
    throw new AppError('BRANCH_HAS_MANAGER');
  }
  await releaseOtherBranches(tx, manager.id, branchId, now);
}

/**
 * The new branch and section of a manager or an employee, checked against the caller's reach:
 * a company moves its managers between its branches and its employees to any section of its
 * own; a manager moves employees only between the sections of its branch. Branches and sections
 * out of reach answer 404, like unknown ones. Null when the update moves nobody.
 */
async function placementOf(
  db: Database,
  auth: AuthContext,
  scope: Scope,
  target: TargetUser,
  input: UpdateUserInput,
): Promise<Placement | null> {
  if (input.branch === undefined && input.section === undefined) return null;
  const field = input.section !== undefined ? 'section' : 'branch';
  if (target.id === auth.userId) {
    throw fieldError(field, 'لا يمكنك نقل حسابك إلى فرع أو قسم آخر');
  }
  if (target.role === 'admin') throw fieldError(field, 'لا تُنقل الشركة إلى فرع أو قسم');
  const companyId = target.companyId;
  if (!companyId) throw new AppError('ACCOUNT_NOT_FOUND');

  if (target.role === 'manager') {
    if (input.section !== undefined) throw fieldError('section', 'لا يُحدَّد قسم للمدير');
    const branchId = input.branch as string;
    if (!(await findBranchInCompany(db, companyId, branchId))) {
      throw new AppError('BRANCH_NOT_FOUND');
    }
    return { branchId, sectionId: null };
  }

  const reachableBranch = scope.kind === 'branch' ? scope.branchId : null;
  if (input.branch !== undefined) {
    const outOfReach = scope.kind === 'branch' && input.branch !== reachableBranch;
    if (outOfReach || !(await findBranchInCompany(db, companyId, input.branch))) {
      throw new AppError('BRANCH_NOT_FOUND');
    }
  }
  if (input.section === undefined) {
    // Staying in the same branch changes nothing; another branch needs a section there.
    if (input.branch === target.branchId) return null;
    throw fieldError('section', 'اختر قسمًا من الفرع الجديد');
  }
  const section = await findSectionInCompany(db, companyId, input.section);
  if (!section || (scope.kind === 'branch' && section.branchId !== reachableBranch)) {
    throw new AppError('SECTION_NOT_FOUND');
  }
  if (input.branch !== undefined && input.branch !== section.branchId) {
    throw fieldError('section', 'القسم المختار لا يتبع الفرع المختار');
  }
  return { branchId: section.branchId, sectionId: section.id };
}
