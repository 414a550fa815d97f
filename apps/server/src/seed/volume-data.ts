import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgTable, TableConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  branches,
  clients,
  orderRefCounters,
  orders,
  pieces,
  sections,
  users,
  vehicles,
} from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import {
  CLIENT_FAMILY_NAMES,
  CLIENT_FIRST_NAMES,
  MOBILE_PREFIXES,
  PARTS,
  VEHICLE_MAKES,
  type VehicleModel,
} from './demo-catalogue.js';
import { SeededRandom } from './random.js';
import { makeVin } from './vin.js';

/**
 * Large volumes of realistic orders for load and export tests: companies with branches,
 * sections and managers, their customers and vehicles, and two years of orders with their
 * pieces. Rows are written with multi-row inserts, a batch of orders at a time, each company in
 * its own transaction, so memory stays flat however many orders are asked for.
 */

export interface VolumeOptions {
  companies: number;
  /** Orders in total, shared evenly among the companies. */
  orders: number;
  now: Date;
  seed?: number;
  /** Called after each company, for progress lines. */
  onCompany?: (done: number, ordersWritten: number) => void;
}

export interface VolumeSummary {
  companies: number;
  orders: number;
  pieces: number;
  clients: number;
  milliseconds: number;
}

/** Orders generated and inserted at once: 1,000 orders × 16 columns stays far below 65,535 parameters. */
const ORDER_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_MS = 730 * DAY_MS;
const COMPANY_WORDS = ['مؤسسة', 'شركة', 'مركز', 'معرض'] as const;
const CITY_NAMES = ['الرياض', 'جدة', 'الدمام', 'مكة', 'المدينة', 'أبها', 'تبوك', 'القصيم'] as const;
const MODELS: readonly { mark: string; model: VehicleModel }[] = Object.values(
  VEHICLE_MAKES,
).flatMap((make) => make.models.map((model) => ({ mark: make.mark, model })));

async function insertRows<T extends PgTable<TableConfig>>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  perStatement: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += perStatement) {
    await db.insert(table).values(rows.slice(start, start + perStatement));
  }
}

/** Staff phone numbers no real account is likely to hold: 059 and a run-specific range. */
class PhoneNumbers {
  private next: number;
  constructor(random: SeededRandom) {
    this.next = random.int(0, 8_000_000);
  }
  take(): string {
    this.next += 1;
    return `059${String(this.next % 10_000_000).padStart(7, '0')}`;
  }
}

export async function generateVolume(db: Database, options: VolumeOptions): Promise<VolumeSummary> {
  const started = performance.now();
  const random = new SeededRandom(options.seed ?? Date.now() % 2_147_483_647);
  const phones = new PhoneNumbers(random);
  const summary: VolumeSummary = {
    companies: 0,
    orders: 0,
    pieces: 0,
    clients: 0,
    milliseconds: 0,
  };
  for (let index = 0; index < options.companies; index += 1) {
    // The remainder goes to the first companies, so the total is exactly what was asked.
    const share =
      Math.floor(options.orders / options.companies) +
      (index < options.orders % options.companies ? 1 : 0);
    await inTransaction(db, (tx) =>
      writeCompany(tx, { index, orderCount: share, now: options.now, random, phones, summary }),
    );
    summary.companies += 1;
    options.onCompany?.(summary.companies, summary.orders);
  }
  summary.milliseconds = Math.round(performance.now() - started);
  return summary;
}

interface CompanyJob {
  index: number;
  orderCount: number;
  now: Date;
  random: SeededRandom;
  phones: PhoneNumbers;
  summary: VolumeSummary;
}

interface Place {
  branchId: string;
  managerId: string;
  sectionIds: string[];
}

async function writeCompany(tx: Database, job: CompanyJob): Promise<void> {
  const { random, phones, now } = job;
  const companyId = randomUUID();
  const family = random.pick(CLIENT_FAMILY_NAMES).replace(/^ال/, '');
  await tx.insert(users).values({
    id: companyId,
    companyId,
    role: 'admin',
    username: `${random.pick(COMPANY_WORDS)} ${family} لقطع الغيار ${job.index + 1}`,
    dialCode: '+966',
    phoneNumber: phones.take(),
    isActive: true,
    activatedAt: now,
    defaultEmployeeCost: 200,
  });

  const places: Place[] = [];
  for (let b = 0; b < 2; b += 1) {
    const branchId = randomUUID();
    const managerId = randomUUID();
    const city = random.pick(CITY_NAMES);
    await tx
      .insert(branches)
      .values({ id: branchId, companyId, name: `فرع ${city}`, address: `حي العليا، ${city}` });
    await tx.insert(users).values({
      id: managerId,
      companyId,
      role: 'manager',
      username: `${random.pick(CLIENT_FIRST_NAMES)} ${random.pick(CLIENT_FAMILY_NAMES)}`,
      dialCode: '+966',
      phoneNumber: phones.take(),
      branchId,
      isActive: true,
      activatedAt: now,
    });
    const sectionRows = ['قسم المحركات', 'قسم الكهرباء'].map((name) => ({
      id: randomUUID(),
      companyId,
      branchId,
      name,
    }));
    await tx.insert(sections).values(sectionRows);
    places.push({ branchId, managerId, sectionIds: sectionRows.map((s) => s.id) });
  }
  // Branches name their managers once both rows exist.
  for (const place of places) {
    await tx
      .update(branches)
      .set({ managerId: place.managerId })
      .where(eq(branches.id, place.branchId));
  }

  const customers = makeCustomers(companyId, Math.max(20, Math.ceil(job.orderCount / 8)), job);
  await insertRows(tx, clients, customers.clients, 1000);
  await insertRows(tx, vehicles, customers.vehicles, 1000);
  job.summary.clients += customers.clients.length;

  const prefix = `V${String(job.index + 1).padStart(3, '0')}`;
  const start = now.getTime() - HISTORY_MS;
  for (let first = 0; first < job.orderCount; first += ORDER_BATCH) {
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const pieceRows: (typeof pieces.$inferInsert)[] = [];
    for (let i = first; i < Math.min(first + ORDER_BATCH, job.orderCount); i += 1) {
      // Evenly spread with jitter, so references grow with time without sorting.
      const createdAt = new Date(start + ((i + random.next()) * HISTORY_MS) / job.orderCount);
      const order = makeOrder(companyId, `${prefix}-${String(i + 1).padStart(6, '0')}`, createdAt, {
        job,
        places,
        customers,
      });
      orderRows.push(order.row);
      pieceRows.push(...order.pieces);
    }
    await insertRows(tx, orders, orderRows, ORDER_BATCH);
    await insertRows(tx, pieces, pieceRows, 2000);
    job.summary.orders += orderRows.length;
    job.summary.pieces += pieceRows.length;
  }
  await tx.insert(orderRefCounters).values({ companyId, prefix, lastNumber: job.orderCount });
}

interface Customers {
  clients: (typeof clients.$inferInsert)[];
  vehicles: (typeof vehicles.$inferInsert)[];
}

function makeCustomers(companyId: string, count: number, { random, now }: CompanyJob): Customers {
  const result: Customers = { clients: [], vehicles: [] };
  const used = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    let number: string;
    do number = `${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;
    while (used.has(number));
    used.add(number);
    const clientId = randomUUID();
    const createdAt = new Date(now.getTime() - HISTORY_MS - random.int(1, 90) * DAY_MS);
    result.clients.push({
      id: clientId,
      companyId,
      username: `${random.pick(CLIENT_FIRST_NAMES)} ${random.pick(CLIENT_FAMILY_NAMES)}`,
      dialCode: '+966',
      phoneNumber: number,
      createdAt,
    });
    const { mark, model } = random.pick(MODELS);
    const year = random.int(model.years[0], model.years[1]);
    result.vehicles.push({
      id: randomUUID(),
      companyId,
      clientId,
      mark,
      model: model.model,
      year,
      chassis: random.chance(0.85) ? makeVin(random, model.wmi, year) : null,
      serial: random.chance(0.5) ? random.digits(9) : null,
      createdAt,
    });
  }
  return result;
}

function makeOrder(
  companyId: string,
  orderRef: string,
  createdAt: Date,
  context: { job: CompanyJob; places: Place[]; customers: Customers },
): { row: typeof orders.$inferInsert; pieces: (typeof pieces.$inferInsert)[] } {
  const { random, now } = context.job;
  const customer = random.int(0, context.customers.clients.length - 1);
  const client = context.customers.clients[customer];
  const vehicle = context.customers.vehicles[customer];
  const place = random.pick(context.places);
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
  const status = random.weighted(
    ageDays < 2
      ? [
          { value: 'pending' as const, weight: 70 },
          { value: 'completed' as const, weight: 25 },
          { value: 'canceled' as const, weight: 5 },
        ]
      : [
          { value: 'completed' as const, weight: 82 },
          { value: 'canceled' as const, weight: 18 },
        ],
  );
  const handledAt = new Date(
    Math.min(now.getTime(), createdAt.getTime() + random.int(8, 300) * 60_000),
  );
  const id = randomUUID();
  const wanted = random.weighted([
    { value: 1, weight: 50 },
    { value: 2, weight: 30 },
    { value: 3, weight: 20 },
  ]);
  const orderPieces = Array.from({ length: wanted }, (_, index) => {
    const part = random.pick(PARTS);
    const priced = status === 'completed' && random.chance(0.95);
    return {
      id: randomUUID(),
      companyId,
      orderId: id,
      nameAr: part.nameAr,
      nameEn: part.nameEn,
      quantity: random.pick(part.quantities),
      price: priced
        ? (Math.round(random.int(part.price[0], part.price[1]) / 5) * 5).toFixed(2)
        : null,
      status: priced
        ? ('priced' as const)
        : status === 'completed'
          ? ('unavailable' as const)
          : ('pending' as const),
      createdAt: new Date(createdAt.getTime() + index),
      updatedAt: status === 'pending' ? createdAt : handledAt,
    };
  });
  return {
    row: {
      id,
      companyId,
      orderRef,
      clientId: client?.id ?? '',
      vehicleId: vehicle?.id ?? null,
      branchId: place.branchId,
      sectionId: random.pick(place.sectionIds),
      managerId: place.managerId,
      status,
      completedAt: status === 'completed' ? handledAt : null,
      canceledAt: status === 'canceled' ? handledAt : null,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : handledAt,
    },
    pieces: orderPieces,
  };
}
