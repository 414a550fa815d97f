import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, pieces, vehicles } from '../../db/schema.js';
import type { OrderRoute } from './order-routing.js';

/** What a routed order's notice names and when it arrived (its first quote's clock starts then). */
export async function arrivalOf(tx: Database, orderId: string) {
  const [order] = await tx
    .select({
      createdAt: orders.createdAt,
      vehicle: sql<string>`coalesce(concat_ws(' ', ${vehicles.mark}, ${vehicles.model}, ${vehicles.year}), '')`,
    })
    .from(orders)
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) throw new Error('a locked order cannot be read back');
  const parts = await tx
    .select({ name: pieces.nameAr })
    .from(pieces)
    .where(eq(pieces.orderId, orderId))
    .orderBy(asc(pieces.createdAt));
  return { ...order, parts: parts.map((part) => part.name) };
}

/**
 * Gives the order its branch, section and manager, and (when it still waits for its first quote)
 * that quote's due time.
 */
export async function moveOrder(
  tx: Database,
  orderId: string,
  route: OrderRoute,
  firstQuoteDueAt: Date | null | undefined,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      branchId: route.branchId,
      sectionId: route.sectionId,
      managerId: route.managerId,
      ...(firstQuoteDueAt === undefined ? {} : { firstQuoteDueAt }),
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}
