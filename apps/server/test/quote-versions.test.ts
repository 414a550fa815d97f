import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, pieces, quoteDailyCounts, quotes } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  issueIntegrationKey,
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
  type LineInput,
  type OrderQuotesBody,
  type QuoteBody,
} from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * An order's quote in versions, as staff issue them: the money the server computes, the rules a
 * version's lines follow (and that a refused one changes nothing), pricing again, the legacy
 * pricing call, twenty staff pricing at once, the chat message, sharing, and the order's history.
 */

type Summary = {
  version: number;
  status: string;
  shared: boolean;
  validUntil: string;
  totalHalalas: number;
  acceptedTotalHalalas: number | null;
};
type IssuedBody = OrderQuotesBody & {
  message: string;
  order: OrderBody & { quote: Summary | null };
};

const ARABIC = /[\u0600-\u06FF]/;
const DEFAULT_TERMS = {
  vatRateBasisPoints: 1500,
  pricesIncludeVat: false,
  validityHours: 48,
  deliveryFee: 0,
};

let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  // The clock moves by days here: sessions outlive it.
  t = await createTestApp({ env: { ACCESS_TOKEN_TTL: '30d' } });
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

const issueAs = (orderId: string, lines: LineInput[]): Promise<IssuedBody> =>
  issue(t, org.agent.token, orderId, lines) as Promise<IssuedBody>;

const share = (orderId: string, channel: 'copy' | 'whatsapp'): Promise<ApiResponse> =>
  t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/quotes/share`,
    token: org.agent.token,
    body: { channel },
  });

async function setTerms(body: Record<string, unknown>): Promise<void> {
  const saved = await t.api.request({
    method: 'PUT',
    url: '/api/v1/quote-terms',
    token: org.company.token,
    body,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** The sample order's two pieces: 2 × oil filter, 1 × brake pads. */
function twoLines(order: OrderBody, oil: LineInput['options'], pads: LineInput['options']) {
  const [first, second] = order.pieces;
  return [
    { pieceId: first!._id, options: oil },
    { pieceId: second!._id, options: pads },
  ];
}

/** Everything a refused request must leave as it was. */
async function snapshot(orderId: string) {
  const db = t.database.db;
  return {
    order: await db
      .select({
        status: orders.status,
        quoteVersion: orders.quoteVersion,
        quoteStatus: orders.quoteStatus,
        updatedAt: orders.updatedAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
    pieces: await db
      .select({ id: pieces.id, price: pieces.price, status: pieces.status })
      .from(pieces)
      .where(eq(pieces.orderId, orderId))
      .orderBy(pieces.id),
    quotes: await db
      .select()
      .from(quotes)
      .where(eq(quotes.orderId, orderId))
      .orderBy(quotes.version),
    events: await db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId)),
  };
}

async function eventsOf(orderId: string) {
  return t.database.db
    .select({
      type: orderEvents.type,
      actorType: orderEvents.actorType,
      actorId: orderEvents.actorId,
      data: orderEvents.data,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

const typesOf = async (orderId: string) => (await eventsOf(orderId)).map((event) => event.type);

describe('money, computed by the server', () => {
  it('VAT on top: once on the sum, rounded half up — not per line, not half to even', async () => {
    const order = await placeOrder(t, key);
    // 2 × 30.01 + 1 × 200.28 = 260.30; 15 % = 39.045 → 39.05 (half up on the sum).
    // Per line it would be 9.003 → 9.00 and 30.042 → 30.04 = 39.04; half to even 39.04 too.
    const issued = await issueAs(
      order._id,
      twoLines(order, [{ price: 30.01 }], [{ price: 200.28 }]),
    );
    const [quote] = issued.quotes;
    expect(quote?.totals).toEqual({
      subtotalHalalas: 26030,
      deliveryHalalas: 0,
      vatHalalas: 3905,
      totalHalalas: 29935,
      vatRateBasisPoints: 1500,
      pricesIncludeVat: false,
    });
    expect(
      quote?.lines.map((line) => line.options.map((o) => [o.unitHalalas, o.lineHalalas])),
    ).toEqual([[[3001, 6002]], [[20028, 20028]]]);
    expect(issued.order.quote?.totalHalalas).toBe(29935);
    // The customer sees the same figures.
    const seen = await readPublic(t, tokenOf(issued.link));
    expect(seen.json<{ totals: unknown }>().totals).toEqual(quote?.totals);
  });

  it('VAT included: the share inside the sum, once, and the total is the sum', async () => {
    await setTerms({ ...DEFAULT_TERMS, pricesIncludeVat: true });
    try {
      const order = await placeOrder(t, key);
      // 2 × 30.05 + 1 × 200.45 = 260.55, of which VAT 260.55 × 15/115 = 33.9847… → 33.98.
      // Per line: 60.10 → 7.839 → 7.84 and 200.45 → 26.145 → 26.15 = 33.99.
      const issued = await issueAs(
        order._id,
        twoLines(order, [{ price: 30.05 }], [{ price: 200.45 }]),
      );
      expect(issued.quotes[0]?.totals).toEqual({
        subtotalHalalas: 26055,
        deliveryHalalas: 0,
        vatHalalas: 3398,
        totalHalalas: 26055,
        vatRateBasisPoints: 1500,
        pricesIncludeVat: true,
      });
    } finally {
      await setTerms(DEFAULT_TERMS);
    }
  });

  it('the delivery fee is taxed with the parts', async () => {
    await setTerms({ ...DEFAULT_TERMS, deliveryFee: 25 });
    try {
      const order = await placeOrder(t, key);
      // (260.30 + 25.00) × 15 % = 42.795 → 42.80; total 285.30 + 42.80 = 328.10.
      const issued = await issueAs(
        order._id,
        twoLines(order, [{ price: 30.01 }], [{ price: 200.28 }]),
      );
      expect(issued.quotes[0]?.totals).toEqual({
        subtotalHalalas: 26030,
        deliveryHalalas: 2500,
        vatHalalas: 4280,
        totalHalalas: 32810,
        vatRateBasisPoints: 1500,
        pricesIncludeVat: false,
      });
    } finally {
      await setTerms(DEFAULT_TERMS);
    }
  });

  it('alternatives: the offered totals count each line’s first option; every option keeps its details', async () => {
    const order = await placeOrder(t, key);
    const issued = await issueAs(
      order._id,
      twoLines(
        order,
        [
          { kind: 'commercial', price: 25, brand: 'MANN', deliveryDays: 1 },
          { kind: 'original', price: 45.5, brand: 'Toyota' },
        ],
        [
          { kind: 'original', price: 420, brand: 'Toyota', deliveryDays: 3 },
          { kind: 'commercial', price: 199.99 },
          { kind: 'used', price: 120 },
        ],
      ),
    );
    const [quote] = issued.quotes;
    expect(quote?.lines[0]?.options).toEqual([
      { kind: 'commercial', unitHalalas: 2500, lineHalalas: 5000, brand: 'MANN', deliveryDays: 1 },
      {
        kind: 'original',
        unitHalalas: 4550,
        lineHalalas: 9100,
        brand: 'Toyota',
        deliveryDays: null,
      },
    ]);
    expect(quote?.lines[1]?.options.map((o) => [o.kind, o.lineHalalas])).toEqual([
      ['original', 42000],
      ['commercial', 19999],
      ['used', 12000],
    ]);
    // 2 × 25.00 + 420.00 = 470.00; VAT 70.50; total 540.50.
    expect(quote?.totals).toMatchObject({
      subtotalHalalas: 47000,
      vatHalalas: 7050,
      totalHalalas: 54050,
    });
    // The pieces carry the first option's price.
    expect(issued.order.pieces.map((p) => p.price)).toEqual([25, 420]);
  });
});

describe('the lines of a version', () => {
  it('a piece may be unavailable with a note; the others priced', async () => {
    const order = await placeOrder(t, key);
    const [oil, pads] = order.pieces;
    const issued = await issueAs(order._id, [
      { pieceId: oil!._id, unavailable: true, note: '  غير متوفر لدى الموردين هذا الأسبوع  ' },
      { pieceId: pads!._id, options: [{ price: 99.5 }] },
    ]);
    const [quote] = issued.quotes;
    expect(quote?.lines.map((line) => [line.state, line.note, line.options.length])).toEqual([
      ['unavailable', 'غير متوفر لدى الموردين هذا الأسبوع', 0],
      ['priced', null, 1],
    ]);
    expect(quote?.totals).toMatchObject({ subtotalHalalas: 9950, totalHalalas: 11443 });
    expect(issued.order.pieces.map((p) => [p.price, p.status])).toEqual([
      [null, 'canceled'],
      [99.5, 'completed'],
    ]);
  });

  it('each broken rule answers 400 naming the line, and the order, pieces and quotes stay as they were', async () => {
    const order = await placeOrder(t, key);
    const stranger = await placeOrder(t, key);
    const [oil, pads] = order.pieces;
    const oilId = oil!._id;
    const padsId = pads!._id;
    const cases: [string, LineInput[], string][] = [
      ['a piece left out', [{ pieceId: oilId, options: [{ price: 10 }] }], 'lines'],
      [
        'a piece twice',
        [
          { pieceId: oilId, options: [{ price: 10 }] },
          { pieceId: oilId, options: [{ price: 11 }] },
          { pieceId: padsId, options: [{ price: 12 }] },
        ],
        'lines.1.pieceId',
      ],
      [
        'a piece of another order',
        [
          { pieceId: oilId, options: [{ price: 10 }] },
          { pieceId: padsId, options: [{ price: 12 }] },
          { pieceId: stranger.pieces[0]!._id, options: [{ price: 12 }] },
        ],
        'lines.2.pieceId',
      ],
      [
        'unavailable with a price',
        [
          { pieceId: oilId, unavailable: true, options: [{ price: 10 }] },
          { pieceId: padsId, options: [{ price: 12 }] },
        ],
        'lines.0.options',
      ],
      [
        'neither priced nor unavailable',
        [{ pieceId: oilId }, { pieceId: padsId, options: [{ price: 12 }] }],
        'lines.0.options',
      ],
      [
        'alternatives without kinds',
        [
          { pieceId: oilId, options: [{ price: 10 }, { price: 11 }] },
          { pieceId: padsId, options: [{ price: 12 }] },
        ],
        'lines.0.options.0.kind',
      ],
      [
        'alternatives of one kind',
        [
          { pieceId: oilId, options: [{ price: 10 }] },
          {
            pieceId: padsId,
            options: [
              { kind: 'original', price: 12 },
              { kind: 'used', price: 8 },
              { kind: 'original', price: 11 },
            ],
          },
        ],
        'lines.1.options.2.kind',
      ],
      [
        'four options',
        [
          {
            pieceId: oilId,
            options: [
              { kind: 'original', price: 1 },
              { kind: 'commercial', price: 2 },
              { kind: 'used', price: 3 },
              { kind: null, price: 4 },
            ],
          },
          { pieceId: padsId, options: [{ price: 12 }] },
        ],
        'lines.0.options',
      ],
      [
        'a price with 3 decimals',
        [
          { pieceId: oilId, options: [{ price: 10 }] },
          {
            pieceId: padsId,
            options: [
              { kind: 'original', price: 12 },
              { kind: 'commercial', price: 9.999 },
            ],
          },
        ],
        'lines.1.options.1.price',
      ],
      [
        'a price of zero',
        [
          { pieceId: oilId, options: [{ price: 0 }] },
          { pieceId: padsId, options: [{ price: 12 }] },
        ],
        'lines.0.options.0.price',
      ],
      [
        'every piece unavailable',
        [
          { pieceId: oilId, unavailable: true },
          { pieceId: padsId, unavailable: true, note: 'لا يوجد' },
        ],
        'lines',
      ],
    ];
    for (const [pendingOrPriced, lines] of [
      ['pending', null],
      ['priced', priceEach(order, 50)],
    ] as const) {
      if (lines) await issueAs(order._id, lines);
      const before = await snapshot(order._id);
      for (const [what, input, field] of cases) {
        const refused = await issueRequest(t, org.agent.token, order._id, input);
        expect(refused.statusCode, `${pendingOrPriced}: ${what}`).toBe(400);
        const error = refused.json<{ message: string; errors?: { field: string }[] }>();
        expect(error.message, what).toMatch(ARABIC);
        expect(
          error.errors?.map((e) => e.field),
          `${pendingOrPriced}: ${what}`,
        ).toContain(field);
      }
      expect(await snapshot(order._id), pendingOrPriced).toEqual(before);
    }
    expect((await snapshot(stranger._id)).quotes).toEqual([]);
  });
});

describe('pricing again', () => {
  it('issues version 2 on the same link: version 1 superseded, both listed newest first, pieces at the new prices', async () => {
    const order = await placeOrder(t, key);
    const first = await issueAs(order._id, twoLines(order, [{ price: 100 }], [{ price: 60 }]));
    expect(first.message).toMatch(ARABIC);
    t.clock.advance(120);
    const second = await issueAs(order._id, twoLines(order, [{ price: 90 }], [{ price: 55.25 }]));
    expect(second.message).not.toBe(first.message);
    expect(second.link).toBe(first.link);

    const listed = await listQuotes(order._id);
    expect(listed.link).toBe(first.link);
    expect(listed.quotes.map((q) => [q.version, q.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    // Version 1 keeps what it offered.
    expect(listed.quotes[1]?.totals).toEqual(first.quotes[0]?.totals);
    expect(listed.quotes[1]?.lines[0]?.options[0]?.unitHalalas).toBe(10000);
    // (2 × 90.00 + 55.25) × 1.15 = 270.5375 → 270.54.
    expect(listed.quotes[0]?.totals.totalHalalas).toBe(27054);
    expect(second.order.quote).toMatchObject({ version: 2, status: 'sent', totalHalalas: 27054 });
    expect(second.order.pieces.map((p) => p.price)).toEqual([90, 55.25]);
    const rows = await t.database.db
      .select({ price: pieces.price, status: pieces.status })
      .from(pieces)
      .where(eq(pieces.orderId, order._id))
      .orderBy(asc(pieces.createdAt));
    expect(rows).toEqual([
      { price: '90.00', status: 'priced' },
      { price: '55.25', status: 'priced' },
    ]);
    // The link shows version 2.
    expect((await readPublic(t, tokenOf(first.link))).json<{ version: number }>().version).toBe(2);
  });

  it('is allowed after the quote expired; the expired version stays expired', async () => {
    const order = await placeOrder(t, key);
    const first = await issueAs(order._id, priceEach(order, 100));
    t.clock.advance(48 * 3600 + 60);
    expect((await listQuotes(order._id)).quotes.map((q) => q.status)).toEqual(['expired']);
    const second = await issueAs(order._id, priceEach(order, 80));
    expect(second.link).toBe(first.link);
    expect(second.quotes.map((q) => [q.version, q.status])).toEqual([
      [2, 'sent'],
      [1, 'expired'],
    ]);
    expect(Date.parse(second.quotes[0]!.validUntil)).toBe(t.clock.now().getTime() + 48 * 3600_000);
    expect((await typesOf(order._id)).filter((type) => type === 'quote.expired')).toHaveLength(1);
  });

  it('is allowed after the customer declined', async () => {
    const order = await placeOrder(t, key);
    const first = await issueAs(order._id, priceEach(order, 100));
    const declined = await answerPublic(t, tokenOf(first.link), {
      version: 1,
      decision: 'decline',
      reason: 'too_expensive',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const second = await issueAs(order._id, priceEach(order, 85));
    expect(second.quotes.map((q) => [q.version, q.status, q.answer?.decision ?? null])).toEqual([
      [2, 'sent', null],
      [1, 'declined', 'declined'],
    ]);
  });

  it('is refused with 409 after the customer accepted, as is canceling, and nothing changes', async () => {
    const order = await placeOrder(t, key);
    const first = await issueAs(order._id, priceEach(order, 100));
    const accepted = await answerPublic(t, tokenOf(first.link), {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: order.pieces[0]!._id, option: 0 }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const before = await snapshot(order._id);
    const again = await issueRequest(t, org.agent.token, order._id, priceEach(order, 50));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/قبل العميل/);
    // Nor may the order be canceled under the customer's accepted quote.
    expect((await cancelRequest(t, org.agent.token, order._id)).statusCode).toBe(409);
    expect(await snapshot(order._id)).toEqual(before);
  });

  it('is refused with 409 on a canceled order, priced before or not, and nothing changes', async () => {
    const pending = await placeOrder(t, key);
    const quoted = await placeOrder(t, key);
    await issueAs(quoted._id, priceEach(quoted, 100));
    for (const order of [pending, quoted]) {
      expect((await cancelRequest(t, org.agent.token, order._id)).statusCode).toBe(200);
      const before = await snapshot(order._id);
      const refused = await issueRequest(t, org.agent.token, order._id, priceEach(order, 70));
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/ملغي/);
      expect(await snapshot(order._id)).toEqual(before);
    }
    expect((await listQuotes(quoted._id)).quotes.map((q) => q.status)).toEqual(['withdrawn']);
    expect((await listQuotes(pending._id)).quotes).toEqual([]);
  });
});

describe('the legacy pricing call', () => {
  it('PUT /orders/{id} issues version 1, listed with the order’s quote summary', async () => {
    const order = await placeOrder(t, key);
    const priced = await priceRequest(t, org.agent.token, order, priceAll(order, 10.1));
    expect(priced.statusCode, priced.body).toBe(200);
    // 3 × 10.10 = 30.30; VAT 4.545 → 4.55; total 34.85.
    const summary = priced.json<{ order: { quote: Summary } }>().order.quote;
    const listed = await listQuotes(order._id);
    expect(listed.quotes.map((q) => [q.version, q.status, q.totals.totalHalalas])).toEqual([
      [1, 'sent', 3485],
    ]);
    expect(summary).toEqual({
      version: 1,
      status: 'sent',
      shared: false,
      validUntil: listed.quotes[0]?.validUntil,
      totalHalalas: 3485,
      acceptedTotalHalalas: null,
    });
    expect(listed.link).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
    const listedOrder = await t.api.get(`/api/v1/orders/?limit=30&search=${order.orderRef}`, {
      token: org.agent.token,
    });
    expect(listedOrder.json<{ orders: { quote: Summary }[] }>().orders[0]?.quote).toEqual(summary);
    expect(await typesOf(order._id)).toEqual(['order.created', 'order.priced']);
  });
});

describe('twenty staff pricing one pending order at once', () => {
  it('get versions 1 to N, no gap and no double, exactly N answered 200', async () => {
    const order = await placeOrder(t, key);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        issueRequest(t, org.agent.token, order._id, priceEach(order, 10 + i)),
      ),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200).length;
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(ok).toBeGreaterThanOrEqual(1);
    const listed = await listQuotes(order._id);
    expect(listed.quotes.map((q) => q.version)).toEqual(
      Array.from({ length: ok }, (_, i) => ok - i),
    );
    expect(listed.quotes.map((q) => q.status)).toEqual([
      'sent',
      ...Array<string>(ok - 1).fill('superseded'),
    ]);
    // Every answer that succeeded names its own version; together they are 1..N.
    const versions = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json<IssuedBody>().order.quote?.version)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(versions).toEqual(Array.from({ length: ok }, (_, i) => i + 1));
    expect((await typesOf(order._id)).filter((type) => type === 'order.priced')).toHaveLength(ok);
    // The order was quoted once, however many versions.
    const [counted] = await t.database.db
      .select({ sent: sql<number>`sum(${quoteDailyCounts.sentCount})::int` })
      .from(quoteDailyCounts)
      .where(eq(quoteDailyCounts.companyId, org.company.id));
    const [quotedOrders] = await t.database.db
      .select({ n: sql<number>`count(distinct ${quotes.orderId})::int` })
      .from(quotes)
      .where(eq(quotes.companyId, org.company.id));
    expect(counted?.sent).toBe(quotedOrders?.n);
  });
});

describe('the chat message and sharing', () => {
  it('fills in the customer’s first name, the reference, the total and the link; WhatsApp gets it to the number', async () => {
    const order = await placeOrder(t, key, {
      client: { name: '  عبدالله   بن سعيد ', phone: { dialCode: '+966', number: '0561234567' } },
    });
    // 2 × 500.00 + 87.50 = 1,087.50; VAT 163.125 → 163.13; total 1,250.63.
    const issued = await issueAs(order._id, twoLines(order, [{ price: 500 }], [{ price: 87.5 }]));
    const message = issued.chatMessage ?? '';
    expect(message).toContain('عبدالله');
    expect(message).not.toContain('سعيد');
    expect(message).toContain(order.orderRef);
    expect(message).toContain('1,250.63 ر.س');
    expect(message).toContain(issued.link!);
    expect(message).not.toMatch(/\{(customer|ref|total|validUntil|link)\}/);
    expect(message).toMatch(/^مرحبًا عبدالله، /);
    expect(issued.whatsappUrl).toBe(
      `https://wa.me/966561234567?text=${encodeURIComponent(message)}`,
    );
    expect(new URL(issued.whatsappUrl!).searchParams.get('text')).toBe(message);
    // Listing says the same.
    const listed = await listQuotes(order._id);
    expect([listed.chatMessage, listed.whatsappUrl, listed.link]).toEqual([
      issued.chatMessage,
      issued.whatsappUrl,
      issued.link,
    ]);
  });

  it('shareQuote marks the newest version shared once and writes one quote.shared, even when called twice', async () => {
    const order = await placeOrder(t, key);
    await issueAs(order._id, priceEach(order, 40));
    const sharedAt = t.clock.now().toISOString();
    const first = await share(order._id, 'whatsapp');
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<{ message: string; quote: QuoteBody }>();
    expect(body.message).toMatch(ARABIC);
    expect(body.quote).toMatchObject({ version: 1, status: 'sent', sharedAt });
    t.clock.advance(300);
    const second = await share(order._id, 'copy');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<{ quote: QuoteBody }>().quote.sharedAt).toBe(sharedAt);
    const both = await Promise.all([share(order._id, 'copy'), share(order._id, 'whatsapp')]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await listQuotes(order._id)).quotes[0]?.sharedAt).toBe(sharedAt);
    const events = (await eventsOf(order._id)).filter((event) => event.type === 'quote.shared');
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toEqual({ version: 1, channel: 'whatsapp' });

    // A new version is not shared yet until staff share it.
    const next = await issueAs(order._id, priceEach(order, 35));
    expect(next.order.quote).toMatchObject({ version: 2, shared: false });
    expect(next.quotes.map((q) => q.sharedAt)).toEqual([null, sharedAt]);
  });

  it('a quote cannot be shared before the order is priced (409), nor once it is canceled', async () => {
    const order = await placeOrder(t, key);
    expect((await share(order._id, 'copy')).statusCode).toBe(409);
    await issueAs(order._id, priceEach(order, 40));
    expect((await cancelRequest(t, org.agent.token, order._id)).statusCode).toBe(200);
    const before = await snapshot(order._id);
    expect((await share(order._id, 'copy')).statusCode).toBe(409);
    expect(await snapshot(order._id)).toEqual(before);
  });
});

describe('the order’s history', () => {
  it('order_events holds created, priced and shared, with who and when; the database refuses to change a row', async () => {
    const createdAt = t.clock.now();
    const order = await placeOrder(t, key);
    t.clock.advance(60);
    const pricedAt = t.clock.now();
    const issued = await issueAs(
      order._id,
      twoLines(order, [{ price: 30.01 }], [{ price: 200.28 }]),
    );
    t.clock.advance(60);
    const sharedAt = t.clock.now();
    expect((await share(order._id, 'copy')).statusCode).toBe(200);

    const events = await eventsOf(order._id);
    expect(events).toEqual([
      {
        type: 'order.created',
        actorType: 'integration',
        actorId: expect.any(String),
        data: {
          source: 'integration',
          pieces: 2,
          branchId: org.branchId,
          sectionId: org.sectionId,
        },
        createdAt,
      },
      {
        type: 'order.priced',
        actorType: 'user',
        actorId: org.agent.id,
        data: {
          version: 1,
          totalHalalas: issued.quotes[0]?.totals.totalHalalas,
          priced: 2,
          unavailable: 0,
        },
        createdAt: pricedAt,
      },
      {
        type: 'quote.shared',
        actorType: 'user',
        actorId: org.agent.id,
        data: { version: 1, channel: 'copy' },
        createdAt: sharedAt,
      },
    ]);

    for (const change of [
      sql`update order_events set type = 'order.canceled' where order_id = ${order._id} and type = 'order.priced'`,
      sql`update order_events set data = '{}'::jsonb where order_id = ${order._id}`,
    ]) {
      const refused: unknown = await t.database.db.execute(change).then(
        () => null,
        (error: unknown) => error,
      );
      // The trigger's own words, under the driver's wrapping.
      expect(refused).toBeInstanceOf(Error);
      const cause = (refused as Error & { cause?: unknown }).cause;
      expect(cause instanceof Error ? cause.message : String(refused)).toMatch(/append-only/);
    }
    expect(await eventsOf(order._id)).toEqual(events);
  });
});
