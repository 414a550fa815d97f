import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { nextTurn } from '../../lib/periodic-sweep.js';
import { recordOrderEvent } from '../order-events/index.js';
import {
  type LockedOrder,
  lockOrder,
  notifyOrderStaff,
  type OrderNotice,
  orderText,
} from '../orders/index.js';
import { branchManagerOf } from '../branches/index.js';

/** Orders one run marks at most; a larger backlog is worked off a run per minute. */
export const OVERDUE_RUN_LIMIT = 1_000;

/**
 * Marks the pending orders whose first quote's due time has passed unpriced, oldest due first,
 * each once (`overdue_at` is set under the order's lock, in the transaction of its
 * `order.overdue` event and of the notice to the manager running its branch, so two server
 * processes sweeping at once tell the manager once). Yields between transactions. Returns how
 * many it marked.
 */
export async function markOverdueOrders(
  db: Database,
  clock: Clock,
  signal?: AbortSignal,
): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        isNull(orders.overdueAt),
        lte(orders.firstQuoteDueAt, clock.now()),
      ),
    )
    .orderBy(asc(orders.firstQuoteDueAt))
    .limit(OVERDUE_RUN_LIMIT);
  let marked = 0;
  for (const { id } of due) {
    await nextTurn();
    if (signal?.aborted) break;
    marked += await inTransaction(db, async (tx) => {
      const order = await lockOrder(tx, null, id);
      const now = clock.now();
      if (!order || order.status !== 'pending' || !(await stillDue(tx, order, now))) return 0;
      await tx.update(orders).set({ overdueAt: now }).where(eq(orders.id, id));
      await recordOrderEvent(tx, {
        companyId: order.companyId,
        orderId: order.id,
        type: 'order.overdue',
        actor: { type: 'system' },
        now,
      });
      const manager = (await branchManagerOf(tx, order.branchId)) ?? order.managerId;
      await notifyOrderStaff(tx, order, overdueNotice(order), now, {
        onlyNamed: true,
        also: [manager],
      });
      return 1;
    });
  }
  return marked;
}

async function stillDue(tx: Database, order: LockedOrder, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({
      due: sql<boolean>`${orders.overdueAt} is null and ${orders.firstQuoteDueAt} <= ${now.toISOString()}::timestamptz`,
    })
    .from(orders)
    .where(eq(orders.id, order.id));
  return row?.due === true;
}

function overdueNotice(order: LockedOrder): OrderNotice {
  return {
    title: 'طلب تجاوز وقت الرد المستهدف',
    message: `لم يُسعَّر الطلب ${orderText(order)} في الوقت المستهدف، وما زال ينتظر`,
  };
}
