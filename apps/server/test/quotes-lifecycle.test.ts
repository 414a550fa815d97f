import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, pieces, quotes } from '../src/db/schema.js';
import { expireDueQuotes } from '../src/modules/quotes/quote-expiry.js';
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
import {
  answerPublic,
  issue,
  issueRequest,
  priceEach,
  readPublic,
  tokenOf,
  type OrderQuotesBody,
  type QuoteBody,
} from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * A quote's life through the API: versions, the customer's one answer, expiry, withdrawal, and
 * what stays unchanged when a request is refused.
 */

let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
});
afterAll(async () => t?.close());

const listQuotes = async (orderId: string): Promise<OrderQuotesBody> => {
  const answer = await t.api.get(`/api/v1/orders/${orderId}/quotes`, { token: org.agent.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

/** Everything a refused request must leave as it was. */
async function snapshot(orderId: string) {
  const db = t.database.db;
  return {
    order: await db
      .select({
        status: orders.status,
        quoteVersion: orders.quoteVersion,
        quoteStatus: orders.quoteStatus,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    pieces: await db
      .select({ id: pieces.id, price: pieces.price, status: pieces.status })
      .from(pieces)
      .where(eq(pieces.orderId, orderId))
      .orderBy(pieces.id),
    quotes: await db
      .select({ version: quotes.version, status: quotes.status, answer: quotes.answer })
      .from(quotes)
      .where(eq(quotes.orderId, orderId))
      .orderBy(quotes.version),
    events: await db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId)),
  };
}

const eventTypes = async (orderId: string) =>
  (
    await t.database.db
      .select({ type: orderEvents.type })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id)
  ).map((row) => row.type);

describe('versions', () => {
  it('re-pricing before an answer issues version 2 on the same link; version 1 stays readable', async () => {
    const order = await placeOrder(t, key);
    const first = await issue(t, org.agent.token, order._id, priceEach(order, 100));
    const second = await issue(t, org.agent.token, order._id, priceEach(order, 90));
    expect(second.link).toBe(first.link);
    expect(second.quotes.map((q) => [q.version, q.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    // The customer's link shows the newest version.
    const seen = await readPublic(t, tokenOf(second.link));
    expect(seen.json<{ version: number }>().version).toBe(2);
    // The pieces mirror the newest prices; the old version keeps its own.
    const rows = await t.database.db
      .select({ price: pieces.price })
      .from(pieces)
      .where(eq(pieces.orderId, order._id));
    expect(rows.map((row) => row.price)).toEqual(['90.00', '90.00']);
    expect((await listQuotes(order._id)).quotes[1]?.lines[0]?.options[0]?.unitHalalas).toBe(10000);
    expect(await eventTypes(order._id)).toEqual([
      'order.created',
      'order.priced',
      'order.priced',
      'quote.viewed',
    ]);
  });

  it('the customer sees only the newest version: an answer to an older one is refused', async () => {
    const order = await placeOrder(t, key);
    const first = await issue(t, org.agent.token, order._id, priceEach(order));
    await issue(t, org.agent.token, order._id, priceEach(order, 80));
    const late = await answerPublic(t, tokenOf(first.link), {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: order.pieces[0]!._id, option: 0 }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/نسخة أحدث/);
  });

  it('an accepted quote cannot be priced again, nor its order canceled', async () => {
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, priceEach(order));
    const accepted = await answerPublic(t, tokenOf(issued.link), {
      version: 1,
      decision: 'accept',
      lines: order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const before = await snapshot(order._id);
    const again = await issueRequest(t, org.agent.token, order._id, priceEach(order, 50));
    expect(again.statusCode).toBe(409);
    expect((await cancelRequest(t, org.agent.token, order._id)).statusCode).toBe(409);
    expect(await snapshot(order._id)).toEqual(before);
  });

  it('a declined quote can be priced again: a better price is how the trade answers', async () => {
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, priceEach(order));
    const declined = await answerPublic(t, tokenOf(issued.link), {
      version: 1,
      decision: 'decline',
      reason: 'too_expensive',
    });
    expect(declined.statusCode).toBe(200);
    const again = await issue(t, org.agent.token, order._id, priceEach(order, 70));
    expect(again.quotes.map((q) => [q.version, q.status])).toEqual([
      [2, 'sent'],
      [1, 'declined'],
    ]);
  });

  it('twenty staff pricing one order at once get versions 1 to 20, none lost or doubled', async () => {
    const order = await placeOrder(t, key);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        issueRequest(t, org.agent.token, order._id, priceEach(order, 10 + i)),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const versions = (await listQuotes(order._id)).quotes
      .map((q) => q.version)
      .sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const open = (await listQuotes(order._id)).quotes.filter((q) => q.status === 'sent');
    expect(open).toHaveLength(1);
  });
});

describe('the customer’s one answer', () => {
  async function openQuote(): Promise<{ order: OrderBody; token: string }> {
    const order = await placeOrder(t, key);
    const issued = await issue(t, org.agent.token, order._id, [
      { pieceId: order.pieces[0]!._id, options: [{ price: 35.5 }] },
      {
        pieceId: order.pieces[1]!._id,
        options: [
          { kind: 'original', price: 420 },
          { kind: 'commercial', price: 199.99 },
        ],
      },
    ]);
    return { order, token: tokenOf(issued.link) };
  }

  it('parallel accepts and declines of one version record exactly one answer', async () => {
    const { order, token } = await openQuote();
    const accept = {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: order.pieces[1]!._id, option: 1 }],
    };
    const decline = { version: 1, decision: 'decline', reason: 'not_needed' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => answerPublic(t, token, i % 2 === 0 ? accept : decline)),
    );
    const [stored] = await t.database.db
      .select({ status: quotes.status })
      .from(quotes)
      .where(eq(quotes.orderId, order._id));
    const winner = stored?.status === 'accepted' ? accept : decline;
    answers.forEach((answer, i) => {
      const mine = i % 2 === 0 ? accept : decline;
      expect(answer.statusCode, answer.body).toBe(mine === winner ? 200 : 409);
    });
    const types = await eventTypes(order._id);
    expect(
      types.filter((type) => type === 'quote.accepted' || type === 'quote.declined'),
    ).toHaveLength(1);
  });

  it('an accepted answer counts the chosen option, VAT once on the sum, and tells the staff', async () => {
    const { order, token } = await openQuote();
    const answer = await answerPublic(t, token, {
      version: 1,
      decision: 'accept',
      lines: [
        { pieceId: order.pieces[0]!._id, option: 0 },
        { pieceId: order.pieces[1]!._id, option: 1 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // 2 × 35.50 + 199.99 = 270.99; 15 % = 40.6485 → 40.65; total 311.64.
    expect(answer.json<{ answer: QuoteBody['answer'] }>().answer?.totals).toMatchObject({
      subtotalHalalas: 27099,
      vatHalalas: 4065,
      totalHalalas: 31164,
    });
    const told = await notificationsOf(t, org.manager.id);
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining('311.64 ر.س'));
  });

  it('bad answers are refused with a clear message and change nothing', async () => {
    const { order, token } = await openQuote();
    const before = await snapshot(order._id);
    const bad: [unknown, RegExp][] = [
      [{ version: 1, decision: 'accept', lines: [] }, /قطعة واحدة على الأقل/],
      [
        { version: 1, decision: 'accept', lines: [{ pieceId: order.pieces[0]!._id, option: 2 }] },
        /الخيار/,
      ],
      [{ version: 1, decision: 'decline' }, /سبب/],
      [{ version: 1, decision: 'decline', reason: 'other' }, /سبب/],
      [{ version: 1, decision: 'maybe' }, /[\u0600-\u06FF]/],
    ];
    for (const [body, message] of bad) {
      const answer = await answerPublic(t, token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(message);
    }
    expect(await snapshot(order._id)).toEqual(before);
  });

  it('a quote past its validity is expired, once, and refuses answers', async () => {
    const { order, token } = await openQuote();
    t.clock.advance(48 * 3600 + 1);
    try {
      expect(await expireDueQuotes(t.database.db, t.clock)).toBeGreaterThanOrEqual(1);
      expect(await expireDueQuotes(t.database.db, t.clock)).toBe(0);
      const read = await readPublic(t, token);
      expect(read.json<{ status: string }>().status).toBe('expired');
      const late = await answerPublic(t, token, {
        version: 1,
        decision: 'decline',
        reason: 'not_needed',
      });
      expect(late.statusCode).toBe(409);
      expect((await eventTypes(order._id)).filter((type) => type === 'quote.expired')).toHaveLength(
        1,
      );
    } finally {
      t.clock.advance(-(48 * 3600 + 1));
    }
  });

  it('canceling the order withdraws its open quote: the link says so and takes no answer', async () => {
    const { order, token } = await openQuote();
    expect((await cancelRequest(t, org.agent.token, order._id)).statusCode).toBe(200);
    const read = await readPublic(t, token);
    expect(read.json<{ status: string }>().status).toBe('withdrawn');
    const late = await answerPublic(t, token, {
      version: 1,
      decision: 'decline',
      reason: 'not_needed',
    });
    expect(late.statusCode).toBe(409);
    expect(await eventTypes(order._id)).toContain('order.canceled');
  });

  it('the legacy pricing call issues version 1 of the quote', async () => {
    const order = await placeOrder(t, key);
    const priced = await priceRequest(t, org.agent.token, order, priceAll(order, 10));
    expect(priced.statusCode).toBe(200);
    expect(
      priced.json<{ order: { quote: { version: number; status: string; shared: boolean } } }>()
        .order.quote,
    ).toMatchObject({
      version: 1,
      status: 'sent',
      shared: false,
    });
    expect((await listQuotes(order._id)).link).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
  });
});

describe('bad pricing input', () => {
  it('is refused naming the field, and changes nothing', async () => {
    const order = await placeOrder(t, key);
    const [oil, pads] = order.pieces;
    const before = await snapshot(order._id);
    const cases: [unknown[], string][] = [
      [
        [
          { pieceId: oil!._id, options: [{ price: 10.555 }] },
          { pieceId: pads!._id, unavailable: true },
        ],
        'lines.0.options.0.price',
      ],
      [
        [
          { pieceId: oil!._id, unavailable: true },
          { pieceId: pads!._id, unavailable: true },
        ],
        'lines',
      ],
      [[{ pieceId: oil!._id, options: [{ price: 10 }] }], 'lines'],
      [
        [
          {
            pieceId: oil!._id,
            options: [
              { kind: 'used', price: 5 },
              { kind: 'used', price: 6 },
            ],
          },
          { pieceId: pads!._id, unavailable: true },
        ],
        'lines.0.options.1.kind',
      ],
      [
        [
          { pieceId: oil!._id, options: [{ price: 5 }, { price: 6 }] },
          { pieceId: pads!._id, unavailable: true },
        ],
        'lines.0.options.0.kind',
      ],
    ];
    for (const [lines, field] of cases) {
      const answer = await t.api.request({
        method: 'POST',
        url: `/api/v1/orders/${order._id}/quotes`,
        token: org.agent.token,
        body: { lines },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      const error = answer.json<{ message: string; errors?: { field: string }[] }>();
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
      expect(error.errors?.map((e) => e.field)).toContain(field);
    }
    const four = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/quotes`,
      token: org.agent.token,
      body: {
        lines: [
          { pieceId: oil!._id, options: [{ price: 1 }, { price: 2 }, { price: 3 }, { price: 4 }] },
        ],
      },
    });
    expect(four.statusCode).toBe(400);
    expect(await snapshot(order._id)).toEqual(before);
  });

  it('history is append-only: the database refuses to rewrite an event', async () => {
    const order = await placeOrder(t, key);
    await expect(
      t.database.db.execute(
        sql`update order_events set type = 'order.canceled' where order_id = ${order._id}`,
      ),
    ).rejects.toThrow();
  });
});
