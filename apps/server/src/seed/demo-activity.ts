import {
  CLIENT_FAMILY_NAMES,
  CLIENT_FIRST_NAMES,
  MOBILE_PREFIXES,
  PARTS,
  VEHICLE_MAKES,
} from './demo-catalogue.js';
import {
  newOrderNotice,
  orderPath,
  pricedOrderNotice,
} from '../modules/orders/order-notifications.js';
import { DEFAULT_WORKING_HOURS } from '../db/schema.js';
import { firstQuoteDue } from '../lib/working-hours.js';
import type { PartTemplate } from './demo-catalogue.js';
import { buildCompanyAssistant } from './demo-assistant-rows.js';
import { DEMO_DIAL_CODE, type DemoCompany, type SectionKind } from './demo-companies.js';
import type { SeededRandom } from './random.js';
import type { DemoRows } from './seed.repository.js';
import { makeVin } from './vin.js';
import { buildDemoQuotes } from './demo-quotes.js';
import type { SeededBranch, SeededCompany } from './seeded-company.js';

/**
 * Two years of a company's customers, vehicles and orders, generated from a seeded random
 * source: the same company and the same "now" always give the same rows (ids aside).
 */

export interface ActivityOptions {
  now: Date;
  random: SeededRandom;
  newId: () => string;
  /** The server's QUOTE_LINK_SECRET, so the demo's quote links open. */
  linkSecret: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo branches keep the default hours and the default 30-minute first-quote target. */
const DEMO_TARGET_MINUTES = 30;
const HISTORY_DAYS = 730;
/** The last months, over which `recentOrders` come in ever more often up to today. */
const RECENT_DAYS = 90;
/** The sum of the ramp's daily weights (90 + 89 + … + 1), so they add up to `recentOrders`. */
const RECENT_RAMP_TOTAL = (RECENT_DAYS * (RECENT_DAYS + 1)) / 2;
/** Saudi Arabia keeps UTC+3 all year. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

type OrderRow = DemoRows['orders'][number];
type PieceRow = DemoRows['pieces'][number];
type ClientRow = DemoRows['clients'][number];
type VehicleRow = DemoRows['vehicles'][number];

interface DemoClient {
  row: ClientRow;
  vehicles: VehicleRow[];
}

interface GeneratedOrder {
  row: OrderRow;
  createdAt: Date;
  pieces: PieceRow[];
  client: DemoClient;
  vehicle: VehicleRow;
  branch: SeededBranch;
}

export function buildCompanyActivity(company: SeededCompany, options: ActivityOptions): DemoRows {
  const clients = makeClients(company, options);
  const orders = makeOrders(company, clients, options);
  datePeopleBeforeTheirOrders(clients, orders, options);
  const quoted = buildDemoQuotes(
    orders
      .filter((order) => order.row.status === 'completed')
      .map((order) => ({
        id: order.row.id,
        companyId: company.id,
        branchId: order.row.branchId ?? null,
        sectionId: order.row.sectionId ?? null,
        agentId: order.row.agentId ?? null,
        pricedAt: order.row.completedAt ?? order.createdAt,
        pieces: order.pieces.map((piece) => ({
          id: piece.id,
          nameAr: piece.nameAr,
          nameEn: piece.nameEn ?? null,
          serial: piece.serial ?? null,
          quantity: piece.quantity ?? 1,
          price: piece.price ?? null,
        })),
      })),
    options,
  );
  for (const order of orders) {
    const quote = quoted.orderQuotes.get(order.row.id);
    if (quote) Object.assign(order.row, { quoteVersion: quote.version, quoteStatus: quote.status });
    if (quote?.sale) Object.assign(order.row, quote.sale);
  }

  return {
    clients: clients.map((client) => client.row),
    vehicles: clients.flatMap((client) => client.vehicles),
    orders: orders.map((order) => order.row),
    orderRefCounters: [
      { companyId: company.id, prefix: company.demo.orderRefPrefix, lastNumber: orders.length },
    ],
    pieces: orders.flatMap((order) => order.pieces),
    notifications: makeNotifications(company, orders, options),
    conversationCounters: makeConversationCounters(company, orders, options),
    ...buildCompanyAssistant(company, options),
    quotes: quoted.quotes,
    quoteLinks: quoted.quoteLinks,
    quoteDailyCounts: quoted.quoteDailyCounts,
    payments: quoted.payments,
    orderEvents: [...orders.flatMap(deskEventsOf), ...quoted.orderEvents],
  };
}

function makeClients(company: SeededCompany, { random, newId }: ActivityOptions): DemoClient[] {
  const usedPhones = new Set<string>();
  const clients: DemoClient[] = [];
  const makes = company.demo.makes.map(({ make, weight }) => ({ value: make, weight }));
  for (let i = 0; i < company.demo.clientCount; i += 1) {
    let number: string;
    do number = `${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;
    while (usedPhones.has(number));
    usedPhones.add(number);

    const id = newId();
    const vehicleCount = random.chance(0.25) ? 2 : 1;
    const vehicles: VehicleRow[] = [];
    for (let v = 0; v < vehicleCount; v += 1) {
      const make = VEHICLE_MAKES[random.weighted(makes)];
      if (!make) throw new Error('a demo company names an unknown vehicle make');
      const model = random.pick(make.models);
      const year = random.int(model.years[0], model.years[1]);
      vehicles.push({
        id: newId(),
        companyId: company.id,
        clientId: id,
        mark: make.mark,
        model: model.model,
        year,
        chassis: random.chance(0.85) ? makeVin(random, model.wmi, year) : null,
        serial: random.chance(0.6) ? random.digits(9) : null,
      });
    }
    clients.push({
      row: {
        id,
        companyId: company.id,
        username: `${random.pick(CLIENT_FIRST_NAMES)} ${random.pick(CLIENT_FAMILY_NAMES)}`,
        dialCode: DEMO_DIAL_CODE,
        phoneNumber: number,
      },
      vehicles,
    });
  }
  return clients;
}

/**
 * More orders lately (the business grows, and faster over the last months since its customers
 * found the chat), fewer on Fridays, a gentle yearly swing.
 */
function expectedOrdersOn(day: Date, daysAgo: number, demo: DemoCompany): number {
  const growth = 0.5 + (HISTORY_DAYS - 1 - daysAgo) / (HISTORY_DAYS - 1);
  const recent = daysAgo < RECENT_DAYS ? (RECENT_DAYS - daysAgo) / RECENT_RAMP_TOTAL : 0;
  const weekday = new Date(day.getTime() + RIYADH_OFFSET_MS).getUTCDay();
  const weekly = weekday === 5 ? 0.45 : weekday === 6 ? 0.95 : 1.1;
  const dayOfYear = Math.floor((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY_MS);
  const seasonal = 1 + 0.15 * Math.sin((2 * Math.PI * dayOfYear) / 365);
  const trend = (demo.orderVolume / HISTORY_DAYS) * growth + demo.recentOrders * recent;
  return trend * weekly * seasonal;
}

function makeOrders(
  company: SeededCompany,
  clients: readonly DemoClient[],
  options: ActivityOptions,
): GeneratedOrder[] {
  const { now, random } = options;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const branchWeights = company.branches.map((branch) => ({
    value: branch,
    weight: branch.weight,
  }));
  // A handful of garages and fleet owners come back again and again.
  const regulars = clients.slice(0, 15);

  const orders: GeneratedOrder[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const day = new Date(today - daysAgo * DAY_MS);
    const count = random.poisson(expectedOrdersOn(day, daysAgo, company.demo));
    for (let i = 0; i < count; i += 1) {
      // Between 08:00 and 23:00 in Riyadh.
      const createdAt = new Date(
        day.getTime() -
          RIYADH_OFFSET_MS +
          random.int(8 * 60, 23 * 60 - 1) * 60_000 +
          random.int(0, 59_999),
      );
      if (createdAt > now) continue;
      const client = random.chance(0.4) ? random.pick(regulars) : random.pick(clients);
      const branch = random.weighted(branchWeights);
      orders.push(makeOrder(company, client, branch, createdAt, options));
    }
  }
  // Every section has something waiting for a price, so each employee's offers and home show work.
  for (const branch of company.branches) {
    for (const section of branch.sections) {
      const waiting = orders.some(
        (o) => o.row.sectionId === section.id && o.row.status === 'pending',
      );
      if (waiting) continue;
      const createdAt = new Date(now.getTime() - random.int(10, 6 * 60) * 60_000);
      const client = random.pick(clients);
      orders.push(
        makeOrder(company, client, branch, createdAt, options, {
          kind: section.kind,
          status: 'pending',
        }),
      );
    }
  }
  orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  orders.forEach((order, index) => {
    order.row.orderRef = `${company.demo.orderRefPrefix}-${String(index + 1).padStart(5, '0')}`;
  });
  return orders;
}

function statusFor(ageDays: number, random: SeededRandom): OrderRow['status'] & string {
  const odds = ageDays < 2 ? [0.7, 0.25, 0.05] : ageDays < 14 ? [0.25, 0.6, 0.15] : [0, 0.8, 0.2];
  return random.weighted([
    { value: 'pending' as const, weight: odds[0] ?? 0 },
    { value: 'completed' as const, weight: odds[1] ?? 0 },
    { value: 'canceled' as const, weight: odds[2] ?? 0 },
  ]);
}

function makeOrder(
  company: SeededCompany,
  client: DemoClient,
  branch: SeededBranch,
  createdAt: Date,
  options: ActivityOptions,
  /** An order for a given section's parts, in a given status. */
  forced?: { kind: SectionKind; status: OrderRow['status'] & string },
): GeneratedOrder {
  const { random, newId, now } = options;
  const vehicle = random.pick(client.vehicles);
  const branchKinds = new Set(branch.sections.map((section) => section.kind));
  const available = PARTS.filter((part) => branchKinds.has(part.kind));
  const first = random.pick(
    forced ? available.filter((part) => part.kind === forced.kind) : available,
  );
  const parts: PartTemplate[] = [first];
  const wanted = random.weighted([
    { value: 1, weight: 45 },
    { value: 2, weight: 30 },
    { value: 3, weight: 15 },
    { value: 4, weight: 10 },
  ]);
  while (parts.length < wanted) {
    const pool = random.chance(0.75) ? available.filter((p) => p.kind === first.kind) : available;
    const next = random.pick(pool);
    if (!parts.includes(next)) parts.push(next);
    else if (pool.length <= parts.length) break;
  }

  const section =
    branch.sections.find((s) => s.kind === first.kind) ?? random.pick(branch.sections);
  const ageDays = (now.getTime() - createdAt.getTime()) / DAY_MS;
  const status = forced?.status ?? statusFor(ageDays, random);
  const handledAt = new Date(
    Math.min(now.getTime(), createdAt.getTime() + random.int(8, 300) * 60_000),
  );
  const agentId =
    section.agentIds.length > 0 && (status !== 'pending' || random.chance(0.5))
      ? random.pick(section.agentIds)
      : null;

  const holder = holderOf(status, agentId, branch, createdAt, handledAt);
  const firstQuoteDueAt = firstQuoteDue(createdAt, DEFAULT_WORKING_HOURS, DEMO_TARGET_MINUTES);

  const id = newId();
  const pieces = parts.map((part): PieceRow => {
    const priced =
      status === 'completed' ? random.chance(0.95) : status === 'canceled' && random.chance(0.4);
    return {
      id: newId(),
      companyId: company.id,
      orderId: id,
      nameAr: part.nameAr,
      nameEn: part.nameEn,
      serial: random.chance(0.35) ? `${random.digits(5)}-${random.digits(5)}` : null,
      quantity: random.pick(part.quantities),
      price: priced ? priceOf(part, random) : null,
      status: priced ? 'priced' : status === 'completed' ? 'unavailable' : 'pending',
      createdAt,
      updatedAt: status === 'pending' ? createdAt : handledAt,
    };
  });
  // A completed offer prices at least one part.
  const firstPiece = pieces[0];
  if (status === 'completed' && firstPiece && pieces.every((piece) => piece.price === null)) {
    firstPiece.price = priceOf(first, random);
    firstPiece.status = 'priced';
  }

  return {
    row: {
      id,
      companyId: company.id,
      orderRef: '',
      clientId: client.row.id,
      vehicleId: vehicle.id,
      branchId: branch.id,
      sectionId: section.id,
      managerId: branch.managerId,
      agentId,
      status,
      completedAt: status === 'completed' ? handledAt : null,
      canceledAt: status === 'canceled' ? handledAt : null,
      ...holder,
      firstQuoteDueAt,
      firstQuotedAt: status === 'completed' ? handledAt : null,
      firstQuotedBy: status === 'completed' ? agentId : null,
      // An order still waiting past its due time has been reported to its manager.
      overdueAt:
        status === 'pending' && firstQuoteDueAt && firstQuoteDueAt < now ? firstQuoteDueAt : null,
      createdAt,
      updatedAt: status === 'pending' ? createdAt : handledAt,
    },
    createdAt,
    pieces,
    client,
    vehicle,
    branch,
  };
}

/**
 * Who holds an order: its pricer once priced; a waiting order is held by about half the time,
 * claimed by the agent or (a third of those) assigned to them by the branch's manager. Drawn
 * from the order's own minute rather than the generator, so the rest of the data stays as it was.
 */
function holderOf(
  status: OrderRow['status'],
  agentId: string | null,
  branch: SeededBranch,
  createdAt: Date,
  handledAt: Date,
): Pick<OrderRow, 'claimedBy' | 'claimedAt' | 'assignedBy'> {
  if (!agentId || status === 'canceled')
    return { claimedBy: null, claimedAt: null, assignedBy: null };
  const claimedAt = new Date(Math.min(handledAt.getTime(), createdAt.getTime() + 3 * 60_000));
  const assigned = status === 'pending' && createdAt.getUTCMinutes() % 3 === 0;
  return { claimedBy: agentId, claimedAt, assignedBy: assigned ? branch.managerId : null };
}

/** Counter prices end in 0 or 5 riyals. */
function priceOf(part: PartTemplate, random: SeededRandom): string {
  const [low, high] = part.price;
  return (Math.round(random.int(low, high) / 5) * 5).toFixed(2);
}

/** A customer (and their vehicles) appears a little before their first order. */
function datePeopleBeforeTheirOrders(
  clients: readonly DemoClient[],
  orders: readonly GeneratedOrder[],
  { now, random }: ActivityOptions,
): void {
  const firstOrder = new Map<string, Date>();
  for (const order of orders) {
    if (!firstOrder.has(order.client.row.id)) firstOrder.set(order.client.row.id, order.createdAt);
  }
  for (const client of clients) {
    const first = firstOrder.get(client.row.id);
    const createdAt = first
      ? new Date(first.getTime() - random.int(5, 600) * 60_000)
      : new Date(now.getTime() - random.int(1, HISTORY_DAYS) * DAY_MS);
    client.row.createdAt = createdAt;
    for (const vehicle of client.vehicles) vehicle.createdAt = createdAt;
  }
}

/** An order's history before pricing: it arrived from the bot (and was routed), then held. */
function deskEventsOf({ row, createdAt, pieces }: GeneratedOrder): DemoRows['orderEvents'] {
  const event = (type: string, at: Date, actorType: string, actorId: string | null, data = {}) => ({
    companyId: row.companyId,
    orderId: row.id,
    type,
    actorType,
    actorId,
    data,
    createdAt: at,
  });
  const events = [
    event('order.created', createdAt, 'integration', null, {
      source: 'integration',
      pieces: pieces.length,
      branchId: row.branchId,
      sectionId: row.sectionId,
    }),
  ];
  if (row.claimedBy && row.claimedAt) {
    events.push(
      row.assignedBy
        ? event('order.assigned', row.claimedAt, 'user', row.assignedBy, {
            assigneeId: row.claimedBy,
            fromUserId: null,
          })
        : event('order.claimed', row.claimedAt, 'user', row.claimedBy),
    );
  }
  if (row.overdueAt) events.push(event('order.overdue', row.overdueAt, 'system', null));
  return events;
}

function makeNotifications(
  company: SeededCompany,
  orders: readonly GeneratedOrder[],
  { newId }: ActivityOptions,
): DemoRows['notifications'] {
  const newestFirst = [...orders].reverse();
  const about = (order: GeneratedOrder, userId: string, isRead: boolean) => {
    const pending = order.row.status === 'pending';
    const car = `${order.vehicle.mark} ${order.vehicle.model} ${order.vehicle.year ?? ''}`.trim();
    return {
      id: newId(),
      companyId: company.id,
      userId,
      path: orderPath(order.row.id),
      ...(pending
        ? newOrderNotice({
            orderRef: order.row.orderRef,
            clientName: order.client.row.username,
            parts: order.pieces.map((piece) => piece.nameAr),
            vehicle: car,
          })
        : pricedOrderNotice({
            orderRef: order.row.orderRef,
            clientName: order.client.row.username,
          })),
      isRead,
      createdAt: order.createdAt,
    };
  };

  const rows = newestFirst.slice(0, 6).map((order, index) => about(order, company.id, index >= 3));
  for (const branch of company.branches) {
    const ofBranch = newestFirst.filter((order) => order.branch === branch).slice(0, 3);
    rows.push(...ofBranch.map((order, index) => about(order, branch.managerId, index >= 2)));
    // Employees hear of the new orders of their own section.
    for (const section of branch.sections) {
      const waiting = newestFirst
        .filter((order) => order.row.sectionId === section.id && order.row.status === 'pending')
        .slice(0, 3);
      for (const agentId of section.agentIds) {
        rows.push(...waiting.map((order, index) => about(order, agentId, index >= 1)));
      }
    }
  }
  return rows;
}

/** Chats far outnumber orders: most conversations are questions that never become one. */
function makeConversationCounters(
  company: SeededCompany,
  orders: readonly GeneratedOrder[],
  { random, newId }: ActivityOptions,
): DemoRows['conversationCounters'] {
  const rows: DemoRows['conversationCounters'] = [];
  let companyConversations = 0;
  let companyMessages = 0;
  for (const branch of company.branches) {
    let branchConversations = 0;
    let branchMessages = 0;
    for (const section of branch.sections) {
      const sectionOrders = orders.filter((order) => order.row.sectionId === section.id).length;
      const conversations = Math.round(sectionOrders * (1.5 + random.next() * 0.8));
      const messages = conversations * random.int(6, 11);
      rows.push({
        id: newId(),
        companyId: company.id,
        branchId: branch.id,
        sectionId: section.id,
        conversationCount: conversations,
        messageCount: messages,
      });
      branchConversations += conversations;
      branchMessages += messages;
    }
    rows.push({
      id: newId(),
      companyId: company.id,
      branchId: branch.id,
      sectionId: null,
      conversationCount: branchConversations,
      messageCount: branchMessages,
    });
    companyConversations += branchConversations;
    companyMessages += branchMessages;
  }
  rows.push({
    id: newId(),
    companyId: company.id,
    branchId: null,
    sectionId: null,
    conversationCount: companyConversations,
    messageCount: companyMessages,
  });
  return rows;
}
