import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, sections, users } from '../src/db/schema.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  issueIntegrationKey,
  placeOrder,
  type OrderBody,
} from './support/order-fixtures.js';
import {
  createAgent,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import {
  answerPublic,
  issue,
  readPublic,
  tokenOf,
  type LineInput,
} from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The order's history as the desk shows it (who did what, oldest first, with names), and the
 * price memory: what the company quoted before for the same part on the same car within two
 * model years, however the part's Arabic is written, and the same customer's other orders. Only
 * the caller's company is ever read.
 */

interface TimelineEvent {
  id: string;
  type: string;
  at: string;
  actor: { kind: string; name: string | null };
  version: number | null;
  source: string | null;
  branchName: string | null;
  sectionName: string | null;
  assigneeName: string | null;
  totalHalalas: number | null;
  amountHalalas: number | null;
  fulfilmentStage: string | null;
  documentNumber: string | null;
}
interface Remembered {
  priceHalalas: number;
  at: string;
  orderRef: string;
  year: number | null;
  kind: string | null;
  accepted: boolean;
}
interface PartMemory {
  pieceId: string;
  count: number;
  lastHalalas: number | null;
  lastAt: string | null;
  minHalalas: number | null;
  medianHalalas: number | null;
  maxHalalas: number | null;
  recent: Remembered[];
}
interface CustomerOrder {
  _id: string;
  orderRef: string;
  createdAt: string;
  status: string;
  quoteStatus: string | null;
  totalHalalas: number | null;
}
interface Memory {
  parts: PartMemory[];
  customerOrders: CustomerOrder[];
}

let t: TestApp;
let superadmin: string;
let a: Org;
let b: Org;
let keyA: string;
let keyB: string;
let colleague: { id: string; token: string };
/** An employee of another section of A's branch. */
let elsewhereToken: string;
let sectionTwo: string;

beforeAll(async () => {
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL: '30d' } });
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  a = await createOrg(t, superadmin);
  b = await createOrg(t, superadmin);
  keyA = await issueIntegrationKey(t, a.company.token);
  keyB = await issueIntegrationKey(t, b.company.token);
  const person = await createAgent(t, a.company.token, a.sectionId);
  colleague = { id: person.id, token: (await signIn(t, person.phone)).accessToken };
  sectionTwo = await createSection(t, a.company.token, {
    branchId: a.branchId,
    sectionName: 'قسم الكهرباء',
  });
  elsewhereToken = (await signIn(t, (await createAgent(t, a.company.token, sectionTwo)).phone))
    .accessToken;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function nameOf(id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, id));
  return row?.username ?? '';
}

const timeline = (token: string, id: string): Promise<ApiResponse> =>
  t.api.get(`/api/v1/orders/${id}/events`, { token });
const memory = (token: string, id: string): Promise<ApiResponse> =>
  t.api.get(`/api/v1/orders/${id}/price-memory`, { token });

async function memoryOf(id: string, token = a.agent.token): Promise<Memory> {
  const answer = await memory(token, id);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Memory>();
}

/** The history's orders are of a car the price memory's tests never quote. */
const ELSEWHERE_CAR = { mark: 'شيفروليه', model: 'تاهو', year: 2012 };

describe('the order’s history', () => {
  it('lists everything that happened, oldest first, with who did it', async () => {
    const at: Record<string, string> = {};
    at.created = t.clock.now().toISOString();
    const order = await placeOrder(t, keyA, { sectionId: a.sectionId, vehicle: ELSEWHERE_CAR });
    t.clock.advance(60);
    at.claimed = t.clock.now().toISOString();
    const claimed = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/claim`,
      token: a.agent.token,
      body: {},
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    t.clock.advance(60);
    at.assigned = t.clock.now().toISOString();
    const assigned = await t.api.request({
      method: 'PUT',
      url: `/api/v1/orders/${order._id}/assignee`,
      token: a.manager.token,
      body: { userId: colleague.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    t.clock.advance(60);
    at.priced = t.clock.now().toISOString();
    const issued = await issue(
      t,
      colleague.token,
      order._id,
      order.pieces.map((piece, i) => ({ pieceId: piece._id, options: [{ price: 50 + i }] })),
    );
    t.clock.advance(60);
    at.shared = t.clock.now().toISOString();
    const shared = await t.api.post(
      `/api/v1/orders/${order._id}/quotes/share`,
      { channel: 'whatsapp' },
      { token: colleague.token },
    );
    expect(shared.statusCode, shared.body).toBe(200);
    t.clock.advance(60);
    at.viewed = t.clock.now().toISOString();
    const token = tokenOf(issued.link);
    expect((await readPublic(t, token, uniqueIp())).statusCode).toBe(200);
    t.clock.advance(60);
    at.accepted = t.clock.now().toISOString();
    const accepted = await answerPublic(
      t,
      token,
      {
        version: 1,
        decision: 'accept',
        lines: order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
      },
      uniqueIp(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const quotes = await t.api.get(`/api/v1/orders/${order._id}/quotes`, { token: a.agent.token });
    const acceptedTotal = quotes.json<{
      quotes: { answer: { totals: { totalHalalas: number } | null } | null }[];
    }>().quotes[0]?.answer?.totals?.totalHalalas;
    expect(acceptedTotal).toEqual(expect.any(Number));

    const [branch] = await t.database.db
      .select({ name: branches.name })
      .from(branches)
      .where(eq(branches.id, a.branchId));
    const [section] = await t.database.db
      .select({ name: sections.name })
      .from(sections)
      .where(eq(sections.id, a.sectionId));
    const none = {
      version: null,
      source: null,
      branchName: null,
      sectionName: null,
      assigneeName: null,
      totalHalalas: null,
      amountHalalas: null,
      fulfilmentStage: null,
      documentNumber: null,
    };
    const user = async (id: string) => ({ kind: 'user', name: await nameOf(id) });
    const expected = [
      {
        ...none,
        type: 'order.created',
        at: at.created,
        actor: { kind: 'integration', name: null },
        source: 'integration',
      },
      {
        ...none,
        type: 'order.routed',
        at: at.created,
        actor: { kind: 'system', name: null },
        branchName: branch?.name,
        sectionName: section?.name,
      },
      { ...none, type: 'order.claimed', at: at.claimed, actor: await user(a.agent.id) },
      {
        ...none,
        type: 'order.assigned',
        at: at.assigned,
        actor: await user(a.manager.id),
        assigneeName: await nameOf(colleague.id),
      },
      {
        ...none,
        type: 'order.priced',
        at: at.priced,
        actor: await user(colleague.id),
        version: 1,
        totalHalalas: issued.quotes[0]?.totals.totalHalalas,
      },
      {
        ...none,
        type: 'quote.shared',
        at: at.shared,
        actor: await user(colleague.id),
        version: 1,
      },
      {
        ...none,
        type: 'quote.viewed',
        at: at.viewed,
        actor: { kind: 'customer', name: null },
        version: 1,
      },
      {
        ...none,
        type: 'quote.accepted',
        at: at.accepted,
        actor: { kind: 'customer', name: null },
        version: 1,
        totalHalalas: acceptedTotal,
      },
    ];

    // Every role of the order's reach reads the same history.
    for (const reader of [
      a.company.token,
      a.manager.token,
      a.agent.token,
      colleague.token,
      superadmin,
    ]) {
      const answer = await timeline(reader, order._id);
      expect(answer.statusCode, answer.body).toBe(200);
      const events = answer.json<{ events: TimelineEvent[] }>().events;
      expect(events.map(({ id: _id, ...rest }) => rest)).toEqual(expected);
      // Ids are opaque strings, one per event.
      expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
    }
  });

  it('records a cancel with the version it withdrew, and a release', async () => {
    const order = await placeOrder(t, keyA, { sectionId: a.sectionId, vehicle: ELSEWHERE_CAR });
    const claim = (method: 'POST' | 'DELETE') =>
      t.api.request({
        method,
        url: `/api/v1/orders/${order._id}/claim`,
        token: a.agent.token,
        ...(method === 'POST' ? { body: {} } : {}),
      });
    expect((await claim('POST')).statusCode).toBe(200);
    expect((await claim('DELETE')).statusCode).toBe(200);
    await issue(
      t,
      a.agent.token,
      order._id,
      order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price: 10 }] })),
    );
    expect((await cancelRequest(t, a.manager.token, order._id)).statusCode).toBe(200);
    const events = (await timeline(a.company.token, order._id)).json<{ events: TimelineEvent[] }>()
      .events;
    expect(events.map((e) => e.type)).toEqual([
      'order.created',
      'order.routed',
      'order.claimed',
      'order.released',
      'order.priced',
      'order.canceled',
    ]);
    expect(events.at(-1)).toMatchObject({
      actor: { kind: 'user', name: await nameOf(a.manager.id) },
      version: 1,
    });
    expect(events[3]).toMatchObject({ actor: { kind: 'user', name: await nameOf(a.agent.id) } });
  });

  it('another company’s order, and an order of another section for an employee, answer 404', async () => {
    const order = await placeOrder(t, keyA, { sectionId: a.sectionId, vehicle: ELSEWHERE_CAR });
    for (const token of [b.company.token, b.manager.token, b.agent.token, elsewhereToken]) {
      expect((await timeline(token, order._id)).statusCode).toBe(404);
    }
    expect(
      (await timeline(a.company.token, '7d3f4c2b-1a0e-4f9d-8c7b-6a5e4d3c2b1a')).statusCode,
    ).toBe(404);
  });
});

describe('the price memory', () => {
  const CUSTOMER = { name: 'سعد المطيري', phone: { dialCode: '+966', number: '0557770001' } };
  const OTHER_CUSTOMER = { name: 'ريم العنزي', phone: { dialCode: '+966', number: '0557770002' } };

  function car(model: string, year: number, mark = 'تويوتا') {
    return { mark, model, year };
  }

  /** An order of A's section for one customer, car and parts. */
  function orderOf(
    key: string,
    sectionId: string,
    client: typeof CUSTOMER,
    vehicle: ReturnType<typeof car>,
    parts: { nameAr: string; serial?: string }[],
  ): Promise<OrderBody> {
    return placeOrder(t, key, {
      sectionId,
      client,
      vehicle,
      pieces: parts.map((part) => ({ ...part, quantity: 1 })),
    });
  }

  /** Prices each piece of the order at the given riyals (one option each), as the agent. */
  async function priceAt(
    order: OrderBody,
    prices: number[],
    token = a.agent.token,
    kind?: 'original' | 'commercial' | 'used',
  ) {
    const lines: LineInput[] = order.pieces.map((piece, i) => ({
      pieceId: piece._id,
      options: [{ price: prices[i] ?? 1, ...(kind ? { kind } : {}) }],
    }));
    return issue(t, token, order._id, lines);
  }

  // The history of company A for Toyota Camry oil filters, and what must not count.
  const remembered: { order: OrderBody; at: string; year: number; halalas: number }[] = [];
  let first: OrderBody;
  let firstTotal: number;
  let acceptedOrder: OrderBody;
  let acceptedTotal: number;
  let canceledOrder: OrderBody;
  let current: OrderBody;
  let otherCustomerOrder: OrderBody;

  beforeAll(async () => {
    const section = a.sectionId;
    // The customer's first order: oil filter 40.00 (with a part number) and a spare tyre 300.00.
    first = await orderOf(keyA, section, CUSTOMER, car('كامري', 2019), [
      { nameAr: 'فلتر زيت', serial: '04152-YZZA1' },
      { nameAr: 'إطار احتياطي' },
    ]);
    const firstIssued = await priceAt(first, [40, 300]);
    firstTotal = firstIssued.quotes[0]!.totals.totalHalalas;
    remembered.push({ order: first, at: t.clock.now().toISOString(), year: 2019, halalas: 4000 });
    t.clock.advance(3600);

    // Two model years later, another spelling of the part: 50.00; the customer accepts it.
    acceptedOrder = await orderOf(keyA, section, CUSTOMER, car('كامري', 2021), [
      { nameAr: 'فلـتر زيت' },
    ]);
    const issued = await priceAt(acceptedOrder, [50]);
    remembered.push({
      order: acceptedOrder,
      at: t.clock.now().toISOString(),
      year: 2021,
      halalas: 5000,
    });
    t.clock.advance(3600);
    const answered = await answerPublic(
      t,
      tokenOf(issued.link),
      {
        version: 1,
        decision: 'accept',
        lines: acceptedOrder.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
      },
      uniqueIp(),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const quotes = await t.api.get(`/api/v1/orders/${acceptedOrder._id}/quotes`, {
      token: a.agent.token,
    });
    acceptedTotal = quotes.json<{
      quotes: { answer: { totals: { totalHalalas: number } } }[];
    }>().quotes[0]!.answer.totals.totalHalalas;

    // Two model years earlier, ى for ي in the model, another customer: 45.00, an original part.
    otherCustomerOrder = await orderOf(keyA, section, OTHER_CUSTOMER, car('كامرى', 2017), [
      { nameAr: 'فلتر زيت' },
    ]);
    await priceAt(otherCustomerOrder, [45], colleague.token, 'original');
    remembered.push({
      order: otherCustomerOrder,
      at: t.clock.now().toISOString(),
      year: 2017,
      halalas: 4500,
    });
    t.clock.advance(3600);

    // Not the same car: another model, three model years either side.
    for (const vehicle of [car('كورولا', 2019), car('كامري', 2022), car('كامري', 2016)]) {
      const order = await orderOf(keyA, section, OTHER_CUSTOMER, vehicle, [{ nameAr: 'فلتر زيت' }]);
      await priceAt(order, [999.99]);
      t.clock.advance(600);
    }
    // Another company, the very same car and part, a price A never quoted.
    const foreign = await orderOf(keyB, b.sectionId, CUSTOMER, car('كامري', 2019), [
      { nameAr: 'فلتر زيت', serial: '04152-YZZA1' },
      { nameAr: 'إطار احتياطي' },
    ]);
    await priceAt(foreign, [1234.56, 2345.67], b.agent.token);
    t.clock.advance(600);

    // The customer's canceled order, never priced.
    canceledOrder = await orderOf(keyA, section, CUSTOMER, car('يوكن', 2020, 'جمس'), [
      { nameAr: 'حساس' },
    ]);
    expect((await cancelRequest(t, a.agent.token, canceledOrder._id)).statusCode).toBe(200);
    t.clock.advance(600);

    // The order being priced now: same customer and car, the parts spelled yet other ways.
    current = await orderOf(keyA, section, CUSTOMER, car('كامري', 2019), [
      { nameAr: 'فِلْتَر زَيت' },
      { nameAr: 'اطار احتياطى' },
      { nameAr: 'حساس غريب لم يسعر' },
      { nameAr: 'فلتر محرك', serial: '04152-yzza1' },
    ]);
  }, 120_000);

  it('summarises the company’s earlier quotes for the same part on the same car (±2 years)', async () => {
    const mine = await memoryOf(current._id);
    expect(mine.parts.map((part) => part.pieceId)).toEqual(current.pieces.map((p) => p._id));
    const [oil, tyre, unknown, byNumber] = mine.parts;

    const newestFirst = [...remembered].reverse();
    const prices = remembered.map((r) => r.halalas).sort((x, y) => x - y);
    expect(oil).toEqual({
      pieceId: current.pieces[0]!._id,
      count: 3,
      lastHalalas: newestFirst[0]!.halalas,
      lastAt: newestFirst[0]!.at,
      minHalalas: prices[0],
      medianHalalas: prices[1],
      maxHalalas: prices[2],
      recent: newestFirst.map((r) => ({
        priceHalalas: r.halalas,
        at: r.at,
        orderRef: r.order.orderRef,
        year: r.year,
        kind: r.order === otherCustomerOrder ? 'original' : null,
        accepted: r.order === acceptedOrder,
      })),
    });
    expect(tyre).toMatchObject({
      count: 1,
      lastHalalas: 30000,
      minHalalas: 30000,
      medianHalalas: 30000,
      maxHalalas: 30000,
      recent: [{ priceHalalas: 30000, orderRef: first.orderRef, year: 2019, accepted: false }],
    });
    expect(unknown).toEqual({
      pieceId: current.pieces[2]!._id,
      count: 0,
      lastHalalas: null,
      lastAt: null,
      minHalalas: null,
      medianHalalas: null,
      maxHalalas: null,
      recent: [],
    });
    // Another name, the same part number (any case): the oil filter of the first order.
    expect(byNumber).toMatchObject({
      count: 1,
      lastHalalas: 4000,
      recent: [{ priceHalalas: 4000, orderRef: first.orderRef }],
    });
  });

  it('never includes another company’s prices, and B’s memory holds only B’s', async () => {
    const mine = await memoryOf(current._id);
    const seen = mine.parts.flatMap((part) => [
      part.maxHalalas,
      part.lastHalalas,
      ...part.recent.map((r) => r.priceHalalas),
    ]);
    expect(seen).not.toContain(123456);
    expect(seen).not.toContain(234567);
    expect(seen).not.toContain(99999);

    const theirs = await orderOf(keyB, b.sectionId, CUSTOMER, car('كامري', 2020), [
      { nameAr: 'فلتر زيت' },
    ]);
    const memoryB = await memoryOf(theirs._id, b.agent.token);
    expect(memoryB.parts[0]).toMatchObject({ count: 1, lastHalalas: 123456, maxHalalas: 123456 });
    // B's customer with the same phone has B's orders only.
    expect(memoryB.customerOrders.map((o) => o._id)).not.toContain(first._id);
    expect(memoryB.customerOrders).toHaveLength(1);
  });

  it('lists the same customer’s other orders with their status and totals, newest first', async () => {
    const mine = await memoryOf(current._id);
    expect(mine.customerOrders).toEqual([
      {
        _id: canceledOrder._id,
        orderRef: canceledOrder.orderRef,
        createdAt: expect.any(String),
        status: 'canceled',
        quoteStatus: null,
        totalHalalas: null,
      },
      {
        _id: acceptedOrder._id,
        orderRef: acceptedOrder.orderRef,
        createdAt: expect.any(String),
        status: 'completed',
        quoteStatus: 'accepted',
        totalHalalas: acceptedTotal,
      },
      {
        _id: first._id,
        orderRef: first.orderRef,
        createdAt: expect.any(String),
        status: 'completed',
        quoteStatus: 'sent',
        totalHalalas: firstTotal,
      },
    ]);
    const times = mine.customerOrders.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    // The other customer's orders are not listed.
    expect(mine.customerOrders.map((o) => o._id)).not.toContain(otherCustomerOrder._id);
  });

  it('lists only the orders that came before the one open (the contract’s “earlier orders”)', async () => {
    // Opened on the customer's canceled order: its first and accepted orders came before it,
    // the order being priced now came after.
    const atCancel = await memoryOf(canceledOrder._id);
    expect(atCancel.customerOrders.map((o) => o._id)).toEqual([acceptedOrder._id, first._id]);
    // The customer's very first order has no earlier one.
    expect((await memoryOf(first._id)).customerOrders).toEqual([]);
  });

  it('is read by the company, the branch manager and the section’s employees alike', async () => {
    const asAgent = await memoryOf(current._id);
    for (const token of [a.company.token, a.manager.token, colleague.token]) {
      expect(await memoryOf(current._id, token)).toEqual(asAgent);
    }
  });

  it('answers 404 across companies and sections, and 403 to the superadmin', async () => {
    for (const token of [b.company.token, b.manager.token, b.agent.token, elsewhereToken]) {
      expect((await memory(token, current._id)).statusCode).toBe(404);
    }
    expect((await memory(superadmin, current._id)).statusCode).toBe(403);
  });

  it('lists only the earlier orders the reader may open: an employee, its section’s', async () => {
    t.clock.advance(600);
    const inSectionTwo = await orderOf(keyA, sectionTwo, CUSTOMER, car('كامري', 2019), [
      { nameAr: 'بواجي' },
    ]);
    t.clock.advance(600);
    const latest = await orderOf(keyA, a.sectionId, CUSTOMER, car('كامري', 2019), [
      { nameAr: 'بواجي' },
    ]);
    const listed = async (token: string) =>
      (await memoryOf(latest._id, token)).customerOrders.map((o) => o._id);
    expect(await listed(a.company.token)).toContain(inSectionTwo._id);
    expect(await listed(a.manager.token)).toContain(inSectionTwo._id);
    const agentSees = await listed(a.agent.token);
    expect(agentSees).not.toContain(inSectionTwo._id);
    expect(agentSees).toContain(current._id);
  });
});
