import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { onUniqueViolation } from '../../lib/db-errors.js';
import type { FormBody } from '../../openapi/operation-types.js';
import { insertImage, normaliseImage, type ProcessedImage } from '../images/index.js';
import { readEmployeeSalary } from '../salary/index.js';
import {
  claimBranch,
  findAccountByEmail,
  findAccountById,
  findAccountByPhone,
  findBranchInCompany,
  findSectionInCompany,
  findUserView,
  insertUser,
  recordUserChange,
  uniqueUserError,
  type UserView,
} from '../users/index.js';
import { accountAction, type Permissions } from '../../plugins/permissions.js';
import type { AuthContext } from '../identity/index.js';

/** A user-creation form after contract validation, its image read from the form. */
type CreateUserInput = FormBody<'registerUser'>;

interface Placement {
  companyId: string;
  branchId: string | null;
  sectionId: string | null;
}

/** Staff create users; those are active at once and sign in with their phone. */
export async function createUser(
  deps: { db: Database; clock: Clock; permissions: Permissions },
  auth: AuthContext,
  input: CreateUserInput,
  /** An image stored as it is, already normalised (the demo's logos, prepared at build time). */
  prepared: { image?: ProcessedImage } = {},
): Promise<{ message: string; user: UserView }> {
  const { db, clock } = deps;
  // A company is created by the superadmin as a user with role admin.
  deps.permissions.require(auth, accountAction(input.role, 'create'));

  const id = randomUUID();
  const placement =
    input.role === 'admin' ? companyPlacement(id, input) : await staffPlacement(db, auth, input);
  // Decoding and re-encoding is CPU work: done before the transaction, not inside it.
  const image: ProcessedImage | null =
    prepared.image ?? (input.image ? await normaliseImage(input.image) : null);

  await onUniqueViolation(
    () =>
      inTransaction(db, async (tx) => {
        if (await findAccountByPhone(tx, input.phone)) throw new AppError('PHONE_TAKEN');
        if (await findAccountByEmail(tx, input.email)) throw new AppError('EMAIL_TAKEN');
        let imageId: string | null = null;
        if (image) {
          imageId = randomUUID();
          await insertImage(tx, {
            id: imageId,
            companyId: placement.companyId,
            contentType: 'image/webp',
            ...image,
          });
        }
        await insertUser(tx, {
          id,
          ...placement,
          role: input.role,
          username: input.username,
          email: input.email,
          phone: input.phone,
          imageId,
          description: input.description ?? null,
          // A new company is billed the platform's salary as it stands when it is created.
          defaultEmployeeCost:
            input.role === 'admin'
              ? Number(input.defaultEmployeeCost ?? (await readEmployeeSalary(tx)))
              : null,
          isActive: true,
          activatedAt: clock.now(),
          createdBy: auth.userId,
        });
        // A manager placed in a branch runs it: both sides are written together, and a branch
        // already run by another manager is refused rather than shared.
        if (input.role === 'manager' && placement.branchId) {
          if (!(await claimBranch(tx, placement.branchId, id, clock.now()))) {
            throw new AppError('BRANCH_HAS_MANAGER');
          }
        }
        await recordUserChange(tx, auth, null, await findUserView(tx, id), clock.now());
      }),
    uniqueUserError,
  );

  const user = await findUserView(db, id);
  if (!user) throw new Error('the user just created cannot be read back');
  return { message: 'تم إنشاء المستخدم بنجاح', user };
}

function companyPlacement(id: string, input: CreateUserInput): Placement {
  if (input.branch) throw fieldError('branch', 'لا يُحدَّد فرع عند إنشاء شركة');
  if (input.section) throw fieldError('section', 'لا يُحدَّد قسم عند إنشاء شركة');
  // A company is its own tenant.
  return { companyId: id, branchId: null, sectionId: null };
}

/**
 * Managers and employees join the creator's company; a manager can only add employees to its own
 * branch. Branches and sections of another company answer 404, like unknown ones.
 */
async function staffPlacement(
  db: Database,
  auth: AuthContext,
  input: CreateUserInput,
): Promise<Placement> {
  const companyId = auth.companyId;
  if (!companyId) throw new AppError('FORBIDDEN');

  let branchId = input.branch ?? null;
  let sectionId: string | null = null;
  if (input.section) {
    const section = await findSectionInCompany(db, companyId, input.section);
    if (!section) throw new AppError('NOT_FOUND', { message: 'القسم غير موجود' });
    if (branchId && branchId !== section.branchId) {
      throw fieldError('section', 'القسم المختار لا يتبع الفرع المختار');
    }
    branchId = section.branchId;
    sectionId = section.id;
  } else if (branchId && !(await findBranchInCompany(db, companyId, branchId))) {
    throw new AppError('NOT_FOUND', { message: 'الفرع غير موجود' });
  }

  if (auth.role === 'manager') {
    const creator = await findAccountById(db, auth.userId);
    const ownBranch = creator?.branchId ?? null;
    if (branchId && branchId !== ownBranch) {
      throw new AppError('NOT_FOUND', { message: 'الفرع غير موجود' });
    }
    branchId = ownBranch;
  }
  return { companyId, branchId, sectionId };
}
