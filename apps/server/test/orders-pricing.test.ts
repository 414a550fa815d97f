import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pieces } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import {
  cancelRequest,
  issueIntegrationKey,
  notificationsOf,
  placeOrder,
  priceAll,
  priceRequest,
  type OrderBody,
} from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let superadminToken: string;
let org: Org;
let other: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
  other = await createOrg(t, superadminToken);
  key = await issueIntegrationKey(t, org.company.token);
});

afterAll(async () => {
  await t?.close();
});

/** What the database holds for an order: its status and its pieces' prices and states. */
async function stored(orderId: string) {
  const [order] = await t.database.db
    .select({
      status: orders.status,
      completedAt: orders.completedAt,
      canceledAt: orders.canceledAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const rows = await t.database.db
    .select({ id: pieces.id, price: pieces.price, status: pieces.status })
    .from(pieces)
    .where(eq(pieces.orderId, orderId));
  return { ...order, pieces: rows.sort((a, b) => a.id.localeCompare(b.id)) };
}

describe('pricing an order', () => {
  it('prices every piece, completes the order, answers it with its total and tells the company', async () => {
    const order = await placeOrder(t, key);
    const [oil, pads] = order.pieces;
    const priced = await priceRequest(t, org.agent.token, order, [
      { id: oil?._id ?? '', price: 35.5 },
      { id: pads?._id ?? '', price: 420 },
    ]);
    expect(priced.statusCode, priced.body).toBe(200);
    const body = priced.json<{ message: string; order: OrderBody }>();
    expect(body.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.order.status).toBe('completed');
    expect(body.order.pieces.map((p) => [p.price, p.status])).toEqual([
      [35.5, 'completed'],
      [420, 'completed'],
    ]);
    // 2 × 35.50 + 1 × 420
    expect(body.order.total).toBe(491);
    const row = await stored(order._id);
    expect(row.status).toBe('completed');
    expect(row.completedAt).not.toBeNull();
    expect(await notificationsOf(t, org.company.id)).toContainEqual({
      // Priced is not yet sent: the customer has it only once staff share the link.
      title: 'تم تسعير الطلب',
      message: `عرض سعر الطلب ${order.orderRef} جاهز للإرسال إلى ${order.clientName}`,
      path: `/offers/${order._id}`,
    });
  });

  it('is open to the company and the branch manager of the order', async () => {
    for (const token of [org.company.token, org.manager.token]) {
      const order = await placeOrder(t, key);
      const priced = await priceRequest(t, token, order, priceAll(order));
      expect(priced.statusCode).toBe(200);
    }
  });

  const badPrices: [string, number, RegExp][] = [
    ['zero', 0, /أكبر من 0/],
    ['negative', -5, /أكبر من 0/],
    ['three decimals', 10.125, /منزلتين/],
    ['more than 9 characters', 1234567.25, /9/],
    ['a huge number', 1e12, /./],
  ];
  for (const [name, price, message] of badPrices) {
    it(`refuses a ${name} price with 400, changing nothing`, async () => {
      const order = await placeOrder(t, key);
      const before = await stored(order._id);
      const answer = await priceRequest(t, org.agent.token, order, [
        { id: order.pieces[0]?._id ?? '', price },
        { id: order.pieces[1]?._id ?? '', price: 10 },
      ]);
      expect(answer.statusCode, answer.body).toBe(400);
      const error = answer.json<{ message: string; errors?: { field: string }[] }>();
      expect(error.message).toMatch(message);
      expect(error.errors?.[0]?.field).toMatch(/^payload\.0\.price$/);
      expect(await stored(order._id)).toEqual(before);
    });
  }

  it('accepts exactly 9 characters and two decimals', async () => {
    const order = await placeOrder(t, key);
    const answer = await priceRequest(t, org.agent.token, order, [
      { id: order.pieces[0]?._id ?? '', price: 999999.99 },
      { id: order.pieces[1]?._id ?? '', price: 123456789 },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<{ order: OrderBody }>().order.total).toBe(2 * 999999.99 + 123456789);
  });

  it('must price every piece of the order exactly once (400 naming the problem)', async () => {
    const order = await placeOrder(t, key);
    const foreign = await placeOrder(t, key);
    const [first, second] = order.pieces.map((p) => p._id);
    const cases: [string, { id: string; price: number }[], string][] = [
      ['a piece left out', [{ id: first ?? '', price: 10 }], 'payload'],
      [
        'a piece of another order',
        [
          { id: first ?? '', price: 10 },
          { id: second ?? '', price: 10 },
          { id: foreign.pieces[0]?._id ?? '', price: 10 },
        ],
        'payload.2.id',
      ],
      [
        'a piece twice',
        [
          { id: first ?? '', price: 10 },
          { id: first ?? '', price: 12 },
        ],
        'payload.1.id',
      ],
      [
        'an unknown piece',
        [
          { id: first ?? '', price: 10 },
          { id: randomUUID(), price: 10 },
        ],
        'payload.1.id',
      ],
    ];
    const before = await stored(order._id);
    for (const [name, payload, field] of cases) {
      const answer = await priceRequest(t, org.agent.token, order, payload);
      expect(answer.statusCode, name).toBe(400);
      const fields = answer.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
      expect(fields, name).toContain(field);
      expect(await stored(order._id), name).toEqual(before);
    }
    expect(await stored(foreign._id)).toMatchObject({ status: 'pending' });
  });

  it('refuses a body whose id is another order (400)', async () => {
    const order = await placeOrder(t, key);
    const answer = await t.api.request({
      method: 'PUT',
      url: `/api/v1/orders/${order._id}`,
      token: org.agent.token,
      body: { id: randomUUID(), payload: priceAll(order), status: 'completed' },
    });
    expect(answer.statusCode).toBe(400);
    expect(await stored(order._id)).toMatchObject({ status: 'pending' });
  });
});

describe('the status machine: only pending → completed or canceled', () => {
  it('cancels a pending order; its pieces answer as canceled; the company is told', async () => {
    const order = await placeOrder(t, key);
    const canceled = await cancelRequest(t, org.manager.token, order._id);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const body = canceled.json<{ order: OrderBody }>().order;
    expect(body.status).toBe('canceled');
    expect(body.pieces.every((p) => p.status === 'canceled' && p.price === null)).toBe(true);
    expect((await stored(order._id)).canceledAt).not.toBeNull();
    expect(await notificationsOf(t, org.company.id)).toContainEqual({
      title: 'تم إلغاء الطلب',
      message: `أُلغي الطلب ${order.orderRef} (${order.clientName})`,
      path: `/offers/${order._id}`,
    });
  });

  it('every move out of completed or canceled answers 409 with a message and changes nothing', async () => {
    // A priced order whose customer accepted the quote is settled: it can neither be priced
    // again nor canceled. (Before the customer answers, canceling withdraws the quote.)
    const completed = await placeOrder(t, key);
    expect(
      (await priceRequest(t, org.agent.token, completed, priceAll(completed))).statusCode,
    ).toBe(200);
    const quotes = await t.api.get(`/api/v1/orders/${completed._id}/quotes`, {
      token: org.agent.token,
    });
    const token = tokenOf(quotes.json<{ link: string | null }>().link);
    const accepted = await answerPublic(t, token, {
      version: 1,
      decision: 'accept',
      lines: completed.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const canceled = await placeOrder(t, key);
    expect((await cancelRequest(t, org.agent.token, canceled._id)).statusCode).toBe(200);

    for (const order of [completed, canceled]) {
      const before = await stored(order._id);
      const price = await priceRequest(t, org.agent.token, order, priceAll(order, 99));
      const cancel = await cancelRequest(t, org.agent.token, order._id);
      for (const answer of [price, cancel]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
      }
      expect(await stored(order._id)).toEqual(before);
    }
  });

  it('the superadmin reads but neither prices nor cancels (403)', async () => {
    const order = await placeOrder(t, key);
    expect((await priceRequest(t, superadminToken, order, priceAll(order))).statusCode).toBe(403);
    expect((await cancelRequest(t, superadminToken, order._id)).statusCode).toBe(403);
    expect(await stored(order._id)).toMatchObject({ status: 'pending' });
  });

  it("another company's order answers 404, exactly like an unknown one", async () => {
    const order = await placeOrder(t, key);
    for (const token of [other.company.token, other.manager.token, other.agent.token]) {
      expect((await priceRequest(t, token, order, priceAll(order))).statusCode).toBe(404);
      expect((await cancelRequest(t, token, order._id)).statusCode).toBe(404);
    }
    const unknown = await cancelRequest(t, org.company.token, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(await stored(order._id)).toMatchObject({ status: 'pending' });
  });
});

describe('staff acting at once', () => {
  it('two pricing one order at once: one 200, one 409, the winner’s prices stored whole', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder(t, key);
      const answers = await Promise.all([
        priceRequest(t, org.agent.token, order, priceAll(order, 100)),
        priceRequest(t, org.manager.token, order, priceAll(order, 200)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200);
      const price = winner?.json<{ order: OrderBody }>().order.pieces[0]?.price;
      const row = await stored(order._id);
      expect(row.status).toBe('completed');
      // Every piece carries the winner's price: nothing of the loser was written.
      expect(row.pieces.map((p) => Number(p.price))).toEqual(row.pieces.map(() => price));
      expect(row.pieces.every((p) => p.status === 'priced')).toBe(true);
    }
  });

  it('pricing and cancelling at once: the order ends canceled, never priced behind the cancel', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder(t, key);
      const [price, cancel] = await Promise.all([
        priceRequest(t, org.agent.token, order, priceAll(order)),
        cancelRequest(t, org.manager.token, order._id),
      ]);
      // Cancelling always wins: either it comes first and the pricing is refused, or it comes
      // second and cancels the priced order, withdrawing the quote the pricing issued.
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(price.statusCode);
      const row = await stored(order._id);
      expect(row.status).toBe('canceled');
      const quotes = await t.api.request({
        method: 'GET',
        url: `/api/v1/orders/${order._id}/quotes`,
        token: org.manager.token,
      });
      const statuses = quotes.json<{ quotes: { status: string }[] }>().quotes.map((q) => q.status);
      if (price.statusCode === 200) {
        expect(statuses).toEqual(['withdrawn']);
      } else {
        expect(statuses).toEqual([]);
        expect(row.pieces.every((p) => p.price === null)).toBe(true);
      }
    }
  });
});
