import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { sha256 } from '../../lib/secrets.js';
import type { Body } from '../../openapi/operation-types.js';
import { findOrderView, type OrderView } from '../orders/index.js';
import type { IntegrationCaller } from './integration-auth.js';
import { touchKey } from './integration-keys.repository.js';
import { createIntakeOrder } from './intake-order.js';
import { orderByIdempotencyKey } from './intake.repository.js';
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
      await touchKey(tx, caller.keyId, now);
      const { id } = await createIntakeOrder(tx, {
        companyId: caller.companyId,
        input: cleaned,
        route,
        idempotency: { key, fingerprint },
        actor: { type: 'integration', id: caller.keyId },
        source: 'integration',
        now,
      });
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
