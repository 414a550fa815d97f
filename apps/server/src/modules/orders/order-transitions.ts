import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthContext } from '../identity/index.js';
import type { OrderNotice } from './order-notifications.js';
import { notifyOrderStaff } from './order-staff.js';
import { type Scope, scopeOf } from '../scope/index.js';
import type { OrderStatus, OrderView } from './order-view.js';
import { findOrderView, lockOrder, type LockedOrder } from './orders.repository.js';
import { inTransaction } from '../../db/transaction.js';

export interface TransitionDeps {
  db: Database;
  clock: Clock;
  config: { quoteLinkSecret: string };
}

const NO_LONGER_PENDING: Record<Exclude<OrderStatus, 'pending'>, string> = {
  completed: 'تم تسعير هذا الطلب من قبل، فلا يمكن تسعيره أو إلغاؤه مرة أخرى',
  canceled: 'هذا الطلب ملغي، فلا يمكن تسعيره أو إلغاؤه',
};

/**
 * The moves of an order are pending → completed and pending → canceled (and, for a priced order
 * whose quote the customer has not accepted, completed → canceled). Each runs in one transaction
 * holding the order's row lock, so of two staff acting at once the second sees the status the
 * first left and gets 409 with nothing written; the company's notification is part of the same
 * transaction.
 */
export async function transitionOrder(
  { db, clock }: TransitionDeps,
  auth: AuthContext,
  id: string,
  change: {
    /** Writes the change to the locked, still pending order. */
    apply(tx: Database, order: LockedOrder, now: Date): Promise<void>;
    notice(order: LockedOrder): OrderNotice;
    /** Whether the order may make this move; by default only a pending order may. */
    allowed?(tx: Database, order: LockedOrder): Promise<boolean>;
  },
): Promise<OrderView> {
  const scope = await scopeOf(db, auth);
  return inTransaction(db, async (tx) => {
    const order = await lockOrder(tx, scope, id);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const allowed = change.allowed ? await change.allowed(tx, order) : order.status === 'pending';
    if (!allowed) {
      throw new AppError('ORDER_NOT_PENDING', {
        message: order.status === 'pending' ? undefined : NO_LONGER_PENDING[order.status],
      });
    }
    const now = clock.now();
    await change.apply(tx, order, now);
    await notifyOrderStaff(tx, order, change.notice(order), now, {
      holder: true,
      actorId: auth.userId,
    });
    return readBack(tx, scope, id);
  });
}

async function readBack(tx: Database, scope: Scope, id: string): Promise<OrderView> {
  const order = await findOrderView(tx, scope, id);
  if (!order) throw new Error('the order just written cannot be read back');
  return order;
}
