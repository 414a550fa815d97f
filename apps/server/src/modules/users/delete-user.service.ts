import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Permissions } from '../../plugins/permissions.js';
import type { AuthContext } from '../identity/index.js';
import { scopeOf } from '../scope/index.js';
import type { Clock } from '../../lib/clock.js';
import { targetAction } from './target-action.js';
import { recordUserChange } from './user-audit.js';
import { findUserView } from './users.repository.js';
import {
  deleteImages,
  deleteTenant,
  deleteUserRow,
  findUserInScope,
} from './user-writes.repository.js';

/**
 * Deletes a company (the whole tenant), a manager (its branch is left without one) or an
 * employee. A target outside the caller's scope answers 404 like an unknown id; the caller's
 * own account and the superadmin answer 403.
 */
export async function deleteUser(
  deps: { db: Database; clock: Clock; permissions: Permissions },
  auth: AuthContext,
  id: string,
): Promise<{ message: string }> {
  const { db, permissions } = deps;
  const target = await findUserInScope(db, await scopeOf(db, auth), auth.userId, id);
  if (!target) throw new AppError('ACCOUNT_NOT_FOUND');
  permissions.require(auth, targetAction(auth, target, 'delete'));

  await inTransaction(db, async (tx) => {
    const before = await findUserView(tx, target.id);
    if (target.role === 'admin') {
      await deleteTenant(tx, target.id);
    } else {
      // Foreign keys set the branch's manager and the orders' handlers to null.
      await deleteUserRow(tx, target.id);
      if (target.imageId) await deleteImages(tx, [target.imageId]);
    }
    // The company's own log stays (it has no foreign key); its deletion is the platform's.
    await recordUserChange(tx, auth, before, null, deps.clock.now());
  });
  return { message: 'تم الحذف بنجاح' };
}
