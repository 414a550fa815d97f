import type { Database } from '../../db/client.js';
import type { AuthContext } from '../identity/index.js';
import { recordOrderEvent } from '../order-events/index.js';
import { newestQuote, OPEN_STATUSES, setQuoteStatus } from './quotes.repository.js';
import {
  canceledOrderNotice,
  closeOrder,
  type LockedOrder,
  type OrderView,
  type TransitionDeps,
  transitionOrder,
} from '../orders/index.js';

/**
 * Cancels a pending order, or a priced one whose quote the customer has not accepted: its quote is
 * withdrawn (its link says so) and its unpriced pieces answer as canceled with it.
 */
export async function cancelOrder(
  deps: TransitionDeps,
  auth: AuthContext,
  id: string,
): Promise<{ message: string; order: OrderView }> {
  const order = await transitionOrder(deps, auth, id, {
    allowed: cancellable,
    async apply(tx, locked, now) {
      const quote = await newestQuote(tx, locked.id);
      const withdrawn =
        quote && (OPEN_STATUSES.includes(quote.status) || quote.status === 'expired')
          ? quote
          : null;
      if (withdrawn) await setQuoteStatus(tx, withdrawn, 'withdrawn', { closedAt: now }, true);
      await closeOrder(tx, locked.id, 'canceled', now);
      await recordOrderEvent(tx, {
        companyId: locked.companyId,
        orderId: locked.id,
        type: 'order.canceled',
        actor: { type: 'user', id: auth.userId },
        data: withdrawn ? { withdrawnVersion: withdrawn.version } : {},
        now,
      });
    },
    notice: canceledOrderNotice,
  });
  return { message: 'تم إلغاء الطلب بنجاح', order };
}

async function cancellable(tx: Database, order: LockedOrder): Promise<boolean> {
  if (order.status === 'pending') return true;
  if (order.status === 'canceled') return false;
  const quote = await newestQuote(tx, order.id);
  return quote !== null && quote.status !== 'accepted';
}
