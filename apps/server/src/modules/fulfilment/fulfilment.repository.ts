import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, orderEvents, orders } from '../../db/schema.js';
import type { FulfilmentStage } from '../orders/index.js';

export async function fulfilmentStageOf(
  tx: Database,
  orderId: string,
): Promise<FulfilmentStage | null> {
  const [row] = await tx
    .select({ stage: orders.fulfilmentStage })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.stage ?? null;
}

export async function setFulfilmentStage(
  tx: Database,
  orderId: string,
  stage: FulfilmentStage,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ fulfilmentStage: stage, fulfilmentAt: now, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** Each stage the order reached, oldest first, from its history. */
export async function fulfilmentStepsOf(
  db: Database,
  companyId: string,
  orderId: string,
): Promise<{ stage: FulfilmentStage; at: Date }[]> {
  return db
    .select({
      stage: sql<FulfilmentStage>`${orderEvents.data} ->> 'to'`,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.companyId, companyId),
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.type, 'order.fulfilment_changed'),
      ),
    )
    .orderBy(asc(orderEvents.id));
}

/** Where the customer collects: the order's branch. */
export async function pickupBranchOf(
  db: Database,
  orderId: string,
): Promise<{ name: string; address: string } | null> {
  const [row] = await db
    .select({ name: branches.name, address: branches.address })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}
