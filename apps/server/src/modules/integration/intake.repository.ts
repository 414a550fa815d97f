import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients, orderRefCounters, orders, pieces, vehicles } from '../../db/schema.js';

/** References of a company that never had an order: ORD-00001, ORD-00002… */
const DEFAULT_REF_PREFIX = 'ORD';

export async function orderByIdempotencyKey(
  db: Database,
  companyId: string,
  key: string,
): Promise<{ id: string; fingerprint: string | null } | null> {
  const [row] = await db
    .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * The company's next order reference. The counter row stays locked until the transaction ends,
 * so references never repeat and a rolled-back submission gives its number back.
 */
export async function nextOrderRef(tx: Database, companyId: string): Promise<string> {
  const [row] = await tx
    .insert(orderRefCounters)
    .values({ companyId, prefix: DEFAULT_REF_PREFIX, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderRefCounters.companyId,
      set: { lastNumber: sql`${orderRefCounters.lastNumber} + 1` },
    })
    .returning({ prefix: orderRefCounters.prefix, lastNumber: orderRefCounters.lastNumber });
  if (!row) throw new Error('the order reference counter answered nothing');
  return `${row.prefix}-${String(row.lastNumber).padStart(5, '0')}`;
}

/** The client with this phone in the company, created or refreshed with the latest name. */
export async function upsertClient(
  tx: Database,
  client: {
    id: string;
    companyId: string;
    username: string;
    dialCode: string;
    phoneNumber: string;
    imageUrl: string | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await tx
    .insert(clients)
    .values({
      id: client.id,
      companyId: client.companyId,
      username: client.username,
      dialCode: client.dialCode,
      phoneNumber: client.phoneNumber,
      imageUrl: client.imageUrl,
      createdAt: client.now,
    })
    .onConflictDoUpdate({
      target: [clients.companyId, clients.dialCode, clients.phoneNumber],
      set: {
        username: sql`excluded.username`,
        imageUrl: sql`coalesce(excluded.image_url, ${clients.imageUrl})`,
      },
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('the client upsert answered nothing');
  return row.id;
}

export interface VehicleInput {
  id: string;
  companyId: string;
  clientId: string;
  mark: string;
  model: string;
  year: number;
  chassis: string | null;
  serial: string | null;
  now: Date;
}

/**
 * A chassis number names one vehicle in the company: it is reused (and follows its latest
 * owner and description). Without one, the client's vehicle of the same make, model and year is
 * reused; otherwise a new vehicle is recorded.
 */
export async function resolveVehicle(tx: Database, vehicle: VehicleInput): Promise<string> {
  const values = {
    id: vehicle.id,
    companyId: vehicle.companyId,
    clientId: vehicle.clientId,
    mark: vehicle.mark,
    model: vehicle.model,
    year: vehicle.year,
    chassis: vehicle.chassis,
    serial: vehicle.serial,
    createdAt: vehicle.now,
  };
  if (vehicle.chassis) {
    const [row] = await tx
      .insert(vehicles)
      .values(values)
      .onConflictDoUpdate({
        target: [vehicles.companyId, vehicles.chassis],
        targetWhere: sql`${vehicles.chassis} is not null`,
        set: {
          clientId: sql`excluded.client_id`,
          mark: sql`excluded.mark`,
          model: sql`excluded.model`,
          year: sql`excluded.year`,
          serial: sql`coalesce(excluded.serial, ${vehicles.serial})`,
        },
      })
      .returning({ id: vehicles.id });
    if (!row) throw new Error('the vehicle upsert answered nothing');
    return row.id;
  }
  const [same] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.companyId, vehicle.companyId),
        eq(vehicles.clientId, vehicle.clientId),
        eq(vehicles.mark, vehicle.mark),
        eq(vehicles.model, vehicle.model),
        eq(vehicles.year, vehicle.year),
        isNull(vehicles.chassis),
        vehicle.serial ? eq(vehicles.serial, vehicle.serial) : undefined,
      ),
    )
    .limit(1);
  if (same) return same.id;
  await tx.insert(vehicles).values(values);
  return vehicle.id;
}

export async function insertOrder(
  tx: Database,
  order: typeof orders.$inferInsert,
  orderPieces: (typeof pieces.$inferInsert)[],
): Promise<void> {
  await tx.insert(orders).values(order);
  await tx.insert(pieces).values(orderPieces);
}
