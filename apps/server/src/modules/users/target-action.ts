import { AppError } from '../../errors.js';
import { accountAction } from '../../plugins/permissions.js';
import type { AuthContext } from '../identity/index.js';
import type { TargetUser } from './user-writes.repository.js';

/**
 * The permission-table action an update or a delete of this user needs. It follows the target,
 * not the caller: yourself → profile.update, a company → company.*, a manager → manager.*, an
 * employee → employee.*. Nobody deletes itself, and the superadmin account is nobody's target.
 */
export function targetAction(
  auth: AuthContext,
  target: TargetUser,
  verb: 'update' | 'delete',
): string {
  if (target.id === auth.userId) {
    if (verb === 'delete') throw new AppError('SELF_DELETE');
    return 'profile.update';
  }
  if (target.role === 'superadmin') throw new AppError('SUPERADMIN_PROTECTED');
  return accountAction(target.role, verb);
}
