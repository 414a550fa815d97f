import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { firstQuoteDue } from '../../lib/working-hours.js';
import type { Body } from '../../openapi/operation-types.js';
import { newOrderNotice, notifyOrderStaff, unroutedOrderNotice } from '../orders/index.js';
import { recordOrderEvent, type OrderEventActor } from '../order-events/index.js';
import type { OrderRoute } from '../routing/index.js';
import { insertOrder, nextOrderRef, resolveVehicle, upsertClient } from './intake.repository.js';

export interface IntakeOrder {
  companyId: string;
  /** Already cleaned: names trimmed, nothing empty. */
  input: Body<'createIntegrationOrder'>;
  route: OrderRoute;
  /** A bot's retry key and the body's fingerprint, when there is one. */
  idempotency: { key: string; fingerprint: string } | null;
  actor: OrderEventActor;
  /** Where it came from, kept on its `order.created` event: `integration` or `whatsapp`. */
  source: 'integration' | 'whatsapp';
  now: Date;
}

/**
 * A customer's order as it arrives from a chat (the company's bot or its WhatsApp assistant), in
 * the caller's transaction: the client and vehicle found or added, the order and its parts
 * written where the route sends it, its arrival recorded and the staff it reached told (every
 * manager when it reached no section). Answers the new order's id.
 */
export async function createIntakeOrder(
  tx: Database,
  order: IntakeOrder,
): Promise<{ id: string; orderRef: string }> {
  const { companyId, input, route, now } = order;
  const orderRef = await nextOrderRef(tx, companyId);
  const clientId = await upsertClient(tx, {
    id: randomUUID(),
    companyId,
    username: input.client.name,
    dialCode: input.client.phone.dialCode,
    phoneNumber: input.client.phone.number,
    imageUrl: input.client.image ?? null,
    now,
  });
  const vehicleId = await resolveVehicle(tx, {
    id: randomUUID(),
    companyId,
    clientId,
    mark: input.vehicle.mark,
    model: input.vehicle.model,
    year: input.vehicle.year,
    chassis: input.vehicle.chassis ?? null,
    serial: input.vehicle.serial ?? null,
    now,
  });
  const id = randomUUID();
  await insertOrder(
    tx,
    {
      id,
      companyId,
      orderRef,
      clientId,
      vehicleId,
      branchId: route.branchId,
      sectionId: route.sectionId,
      managerId: route.managerId,
      firstQuoteDueAt: route.hours
        ? firstQuoteDue(now, route.hours.workingHours, route.hours.firstQuoteTargetMinutes)
        : null,
      status: 'pending',
      idempotencyKey: order.idempotency?.key ?? null,
      idempotencyFingerprint: order.idempotency?.fingerprint ?? null,
      createdAt: now,
      updatedAt: now,
    },
    input.pieces.map((piece, index) => ({
      id: randomUUID(),
      companyId,
      orderId: id,
      nameAr: piece.nameAr,
      nameEn: piece.nameEn ?? null,
      serial: piece.serial ?? null,
      quantity: piece.quantity,
      // A millisecond apart, so pieces read back in the order the customer listed them.
      createdAt: new Date(now.getTime() + index),
      updatedAt: now,
    })),
  );
  await recordOrderEvent(tx, {
    companyId,
    orderId: id,
    type: 'order.created',
    actor: order.actor,
    // Routing happens as the order arrives: where it went is part of its arrival.
    data: {
      source: order.source,
      pieces: input.pieces.length,
      branchId: route.branchId,
      sectionId: route.sectionId,
    },
    now,
  });

  const arrival = {
    orderRef,
    clientName: input.client.name,
    parts: input.pieces.map((piece) => piece.nameAr),
    vehicle: `${input.vehicle.mark} ${input.vehicle.model} ${input.vehicle.year}`,
  };
  // An order that reached no section is every manager's to route (the unrouted queue).
  const routed = route.sectionId !== null;
  await notifyOrderStaff(
    tx,
    { id, companyId, ...route, claimedBy: null },
    routed ? newOrderNotice(arrival) : unroutedOrderNotice(arrival),
    now,
    routed ? { sectionAgents: true } : { everyManager: true },
  );
  return { id, orderRef };
}
