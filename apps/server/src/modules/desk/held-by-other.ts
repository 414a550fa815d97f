import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { LockedOrder } from '../orders/index.js';
import { userNameOf } from './desk.repository.js';

/**
 * The refusal for acting on an order someone else holds, naming them: the dashboard offers to
 * take it over (or, for an assignment, says who can move it).
 */
export async function heldByOther(tx: Database, order: LockedOrder): Promise<AppError> {
  const name = (await userNameOf(tx, order.claimedBy)) ?? 'زميل آخر';
  return order.assignedBy
    ? new AppError('ORDER_ASSIGNED', {
        message: `أُسند هذا الطلب إلى ${name}، ولا ينقله منه إلا المدير`,
      })
    : new AppError('ORDER_CLAIMED', {
        message: `يعمل ${name} على هذا الطلب، فاستلمه منه أولًا`,
      });
}
