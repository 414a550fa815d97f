import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { sha256 } from '../../lib/secrets.js';
import type { Body } from '../../openapi/operation-types.js';
import { firstQuoteDue } from '../../lib/working-hours.js';
import {
  findOrderView,
  newOrderNotice,
  notifyOrderStaff,
  type OrderView,
  unroutedOrderNotice,
} from '../orders/index.js';
import { recordOrderEvent } from '../order-events/index.js';
import type { IntegrationCaller } from './integration-auth.js';
import { touchKey } from './integration-keys.repository.js';
import {
  insertOrder,
  nextOrderRef,
  orderByIdempotencyKey,
  resolveVehicle,
  upsertClient,
} from './intake.repository.js';
import { routeOrder } from '../routing/index.js';

type IntegrationOrderInput = Body<'createIntegrationOrder'>;

export interface IntakeDeps {
  db: Database;
  clock: Clock;
}

export const IDEMPOTENCY_KEY_MAX = 100;

/**
 * A customer's order from the company's chat bot. Retries are safe: the idempotency key is
 * unique per company in the database, so of two identical submissions (even at the same moment)
 * one creates the order and the other answers it; the same key with another body is refused.
 */
export async function submitOrder(
  { db, clock }: IntakeDeps,
  caller: IntegrationCaller,
  idempotencyKey: unknown,
  input: IntegrationOrderInput,
): Promise<{ created: boolean; order: OrderView }> {
  const key = checkedIdempotencyKey(idempotencyKey);
  const fingerprint = fingerprintOf(input);
  const cleaned = cleanedInput(input);

  const earlier = await replay(db, caller.companyId, key, fingerprint);
  if (earlier) return { created: false, order: earlier };

  const route = await routeOrder(db, caller.companyId, cleaned);
  try {
    const order = await inTransaction(db, async (tx) => {
      const now = clock.now();
      const orderRef = await nextOrderRef(tx, caller.companyId);
      const clientId = await upsertClient(tx, {
        id: randomUUID(),
        companyId: caller.companyId,
        username: cleaned.client.name,
        dialCode: cleaned.client.phone.dialCode,
        phoneNumber: cleaned.client.phone.number,
        imageUrl: cleaned.client.image ?? null,
        now,
      });
      const vehicleId = await resolveVehicle(tx, {
        id: randomUUID(),
        companyId: caller.companyId,
        clientId,
        mark: cleaned.vehicle.mark,
        model: cleaned.vehicle.model,
        year: cleaned.vehicle.year,
        chassis: cleaned.vehicle.chassis ?? null,
        serial: cleaned.vehicle.serial ?? null,
        now,
      });
      const id = randomUUID();
      await insertOrder(
        tx,
        {
          id,
          companyId: caller.companyId,
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
          idempotencyKey: key,
          idempotencyFingerprint: fingerprint,
          createdAt: now,
          updatedAt: now,
        },
        cleaned.pieces.map((piece, index) => ({
          id: randomUUID(),
          companyId: caller.companyId,
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
      await touchKey(tx, caller.keyId, now);
      await recordOrderEvent(tx, {
        companyId: caller.companyId,
        orderId: id,
        type: 'order.created',
        actor: { type: 'integration', id: caller.keyId },
        // Routing happens as the order arrives: where it went is part of its arrival.
        data: {
          source: 'integration',
          pieces: cleaned.pieces.length,
          branchId: route.branchId,
          sectionId: route.sectionId,
        },
        now,
      });

      const arrival = {
        orderRef,
        clientName: cleaned.client.name,
        parts: cleaned.pieces.map((piece) => piece.nameAr),
        vehicle: `${cleaned.vehicle.mark} ${cleaned.vehicle.model} ${cleaned.vehicle.year}`,
      };
      // An order that reached no section is every manager's to route (the unrouted queue).
      const routed = route.sectionId !== null;
      await notifyOrderStaff(
        tx,
        { id, companyId: caller.companyId, ...route, claimedBy: null },
        routed ? newOrderNotice(arrival) : unroutedOrderNotice(arrival),
        now,
        routed ? { sectionAgents: true } : { everyManager: true },
      );
      return findOrderView(tx, { kind: 'company', companyId: caller.companyId }, id);
    });
    if (!order) throw new Error('the order just submitted cannot be read back');
    return { created: true, order };
  } catch (error) {
    // The same key submitted at the same moment: the other request created the order.
    if (violatedUniqueConstraint(error) !== 'orders_company_idempotency_unique') throw error;
    const winner = await replay(db, caller.companyId, key, fingerprint);
    if (!winner) throw error;
    return { created: false, order: winner };
  }
}

async function replay(
  db: Database,
  companyId: string,
  key: string,
  fingerprint: string,
): Promise<OrderView | null> {
  const earlier = await orderByIdempotencyKey(db, companyId, key);
  if (!earlier) return null;
  if (earlier.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return findOrderView(db, { kind: 'company', companyId }, earlier.id);
}

function checkedIdempotencyKey(value: unknown): string {
  const key = typeof value === 'string' ? value.trim() : '';
  if (!key) throw fieldError('Idempotency-Key', 'الترويسة Idempotency-Key مطلوبة');
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    throw fieldError(
      'Idempotency-Key',
      `الترويسة Idempotency-Key: يجب ألا تتجاوز ${IDEMPOTENCY_KEY_MAX} حرفًا`,
    );
  }
  return key;
}

/** The body's identity, independent of key order and spacing. */
function fingerprintOf(input: IntegrationOrderInput): string {
  return sha256(canonicalJson(input));
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Names trimmed; a text that is only spaces is as good as missing. */
function cleanedInput(input: IntegrationOrderInput): IntegrationOrderInput {
  const required = (value: string, field: string, label: string): string => {
    const trimmed = value.trim();
    if (!trimmed) throw fieldError(field, `${label} مطلوب`);
    return trimmed;
  };
  const optional = (value: string | undefined): string | undefined =>
    value?.trim() ? value.trim() : undefined;
  return {
    ...input,
    client: {
      ...input.client,
      name: required(input.client.name, 'client.name', 'اسم العميل'),
    },
    vehicle: {
      ...input.vehicle,
      mark: required(input.vehicle.mark, 'vehicle.mark', 'نوع المركبة'),
      model: required(input.vehicle.model, 'vehicle.model', 'طراز المركبة'),
      chassis: optional(input.vehicle.chassis),
      serial: optional(input.vehicle.serial),
    },
    pieces: input.pieces.map((piece, index) => ({
      ...piece,
      nameAr: required(piece.nameAr, `pieces.${index}.nameAr`, `اسم القطعة رقم ${index + 1}`),
      nameEn: optional(piece.nameEn),
      serial: optional(piece.serial),
    })),
  };
}
