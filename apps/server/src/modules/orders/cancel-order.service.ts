import type { AuthContext } from '../auth/token.service.js';
import { canceledOrderNotice } from './order-notifications.js';
import { transitionOrder, type TransitionDeps } from './order-transitions.js';
import type { OrderView } from './order-view.js';
import { closeOrder } from './orders.repository.js';

/** Cancels a pending order; its unpriced pieces answer as canceled with it. */
export async function cancelOrder(
  deps: TransitionDeps,
  auth: AuthContext,
  id: string,
): Promise<{ message: string; order: OrderView }> {
  const order = await transitionOrder(deps, auth, id, {
    apply: (tx, locked, now) => closeOrder(tx, locked.id, 'canceled', now),
    notice: canceledOrderNotice,
  });
  return { message: 'تم إلغاء الطلب بنجاح', order };
}
