import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { LockedOrder } from '../orders/index.js';
import { userNameOf } from './desk.repository.js';

/**
 * The refusal for acting on an order someone else holds, naming them: the dashboard offers to
 * take it over (or, for an assignment, says who can move it). Said without a gender, of the
 * reader or of the holder: the order is the subject.
 */
export async function heldByOther(tx: Database, order: LockedOrder): Promise<AppError> {
  const name = await userNameOf(tx, order.claimedBy);
  if (!name) return new AppError(order.assignedBy ? 'ORDER_ASSIGNED' : 'ORDER_CLAIMED');
  return order.assignedBy
    ? new AppError('ORDER_ASSIGNED', {
        message: `أُسند هذا الطلب إلى ${name}، ولا ينقله إلا المدير`,
      })
    : new AppError('ORDER_CLAIMED', {
        message: `هذا الطلب مع ${name} الآن، ويلزم استلامه أولًا`,
      });
}
