import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { firstQuoteDue } from '../../lib/working-hours.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { recordOrderEvent } from '../order-events/index.js';
import {
  findOrderView,
  lockOrderToRoute,
  newOrderNotice,
  notifyOrderStaff,
} from '../orders/index.js';
import { scopeOf } from '../scope/index.js';
import { placed } from './order-routing.js';
import { sectionOfCompany } from './places.repository.js';
import { arrivalOf, moveOrder } from './route.repository.js';

export interface RoutingDeps {
  db: Database;
  clock: Clock;
}

/**
 * Sends an order that reached no section to a section of its company (a manager, to a section of
 * its own branch: it takes the order in). The section's employees
 * and the branch's manager hear of it as of a new order (for them it is one); the one who routed
 * it is not told.
 */
export async function routeOrderByHand(
  { db, clock }: RoutingDeps,
  auth: AuthContext,
  orderId: string,
  input: Body<'routeOrder'>,
): Promise<Reply<'routeOrder'>> {
  const scope = await scopeOf(db, auth);
  const order = await inTransaction(db, async (tx) => {
    const locked = await lockOrderToRoute(tx, scope, orderId);
    if (!locked) throw new AppError('ORDER_NOT_FOUND');
    if (locked.sectionId !== null || locked.status !== 'pending') {
      throw new AppError('ORDER_ROUTED_OR_CLOSED');
    }
    const section = await sectionOfCompany(tx, locked.companyId, input.sectionId);
    // A manager takes the order into its own branch; the company sends it anywhere.
    const reachable = scope.kind !== 'branch' || section?.branchId === scope.branchId;
    if (!section || !reachable) throw new AppError('SECTION_NOT_FOUND');
    const route = placed(section, section.sectionId);
    const now = clock.now();
    const arrival = await arrivalOf(tx, locked.id);
    // Counted from its arrival: the customer has been waiting since then.
    const dueAt =
      locked.firstQuotedAt === null
        ? firstQuoteDue(arrival.createdAt, section.workingHours, section.firstQuoteTargetMinutes)
        : undefined;
    await moveOrder(tx, locked.id, route, dueAt, now);
    await recordOrderEvent(tx, {
      companyId: locked.companyId,
      orderId: locked.id,
      type: 'order.routed',
      actor: { type: 'user', id: auth.userId },
      data: { branchId: route.branchId, sectionId: route.sectionId },
      now,
    });
    await notifyOrderStaff(
      tx,
      { ...locked, ...route },
      newOrderNotice({
        orderRef: locked.orderRef,
        clientName: locked.clientName,
        parts: arrival.parts,
        vehicle: arrival.vehicle,
      }),
      now,
      { sectionAgents: true, actorId: auth.userId },
    );
    return findOrderView(tx, { kind: 'company', companyId: locked.companyId }, locked.id);
  });
  if (!order) throw new Error('the order just routed cannot be read back');
  return { message: 'تم توجيه الطلب إلى القسم', order };
}
