import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, quotes } from '../src/db/schema.js';
import { expireDueQuotes } from '../src/modules/quotes/quote-expiry.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  issueIntegrationKey,
  notificationsOf,
  placeOrder,
  type OrderBody,
} from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import {
  answerPublic,
  issue,
  priceEach,
  readPublic,
  tokenOf,
  type LineInput,
  type QuoteBody,
} from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The customer's side of a quote, through its link: reading it (no key, uncached, viewed once,
 * personal data minimised, a guessed token answered like nothing), the one answer per version
 * (idempotent, under parallel taps), expiry, withdrawal, the per-address limit, and the logs.
 */

interface PublicBody {
  customer: { firstName: string; maskedPhone: string };
  version: number;
  status: string;
  totals: QuoteBody['totals'];
  answer: QuoteBody['answer'];
}

const DAY = 24 * 3600;
const logLines: string[] = [];
/** Every token handed out in this file: none may reach the log. */
const tokens = new Set<string>();

let t: TestApp;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp({
    // The clock moves by days here: sessions outlive it.
    env: { QUOTE_PAGE_LIMIT: '5', LOG_LEVEL: 'info', ACCESS_TOKEN_TTL: '30d' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
});
afterAll(async () => t?.close());

/** Each customer request from its own address, so the limit of 5 is met only where meant. */
const read = (token: string): Promise<ApiResponse> => readPublic(t, token, uniqueIp());
const answer = (token: string, body: unknown): Promise<ApiResponse> =>
  answerPublic(t, token, body, uniqueIp());

/** An order of the agent's section priced with a plain line and a line of three alternatives. */
async function openQuote(
  client?: Record<string, unknown>,
): Promise<{ order: OrderBody; token: string; oil: string; pads: string }> {
  const order = await placeOrder(t, key, client ? { client } : {});
  const [oil, pads] = order.pieces;
  const lines: LineInput[] = [
    { pieceId: oil!._id, options: [{ price: 35.5 }] },
    {
      pieceId: pads!._id,
      options: [
        { kind: 'original', price: 420 },
        { kind: 'commercial', price: 199.99 },
        { kind: 'used', price: 120 },
      ],
    },
  ];
  const issued = await issue(t, org.agent.token, order._id, lines);
  const token = tokenOf(issued.link);
  tokens.add(token);
  return { order, token, oil: oil!._id, pads: pads!._id };
}

async function eventTypes(orderId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ type: orderEvents.type })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => row.type);
}

const count = async (orderId: string, type: string) =>
  (await eventTypes(orderId)).filter((each) => each === type).length;

/** The notices of the order's staff (company, branch manager, issuing agent) with a title. */
async function noticesOf(order: OrderBody, title: string) {
  const byPerson: string[][] = [];
  for (const person of [org.company, org.manager, org.agent]) {
    byPerson.push(
      (await notificationsOf(t, person.id))
        .filter((n) => n.title === title && n.message.includes(order.orderRef))
        .map((n) => n.message),
    );
  }
  return byPerson;
}

async function storedQuote(orderId: string) {
  const [row] = await t.database.db
    .select({
      status: quotes.status,
      answer: quotes.answer,
      viewedAt: quotes.viewedAt,
      closedAt: quotes.closedAt,
      acceptedTotalHalalas: quotes.acceptedTotalHalalas,
    })
    .from(quotes)
    .where(eq(quotes.orderId, orderId))
    .orderBy(quotes.version);
  return row;
}

describe('reading the link', () => {
  it('needs no key or session and is never cached', async () => {
    const { token } = await openQuote();
    const seen = await read(token);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('no-store');
    const body = seen.json<PublicBody>();
    expect(body).toMatchObject({ version: 1, status: 'viewed' });
    // A key or a bearer sent along changes nothing.
    const withKey = await t.api.request({
      method: 'GET',
      url: `/api/v1/public/quotes/${token}`,
      ip: uniqueIp(),
    });
    expect(withKey.statusCode).toBe(200);
    expect(withKey.headers['cache-control']).toBe('no-store');
  });

  it('the first read marks it viewed and tells company, branch manager and issuer once, however often it is read', async () => {
    const { order, token } = await openQuote();
    const viewedAt = t.clock.now().toISOString();
    const first = await Promise.all(Array.from({ length: 4 }, () => read(token)));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    t.clock.advance(600);
    for (let i = 0; i < 3; i += 1) {
      expect((await read(token)).json<PublicBody>().status).toBe('viewed');
    }
    const staffView = await t.api.get(`/api/v1/orders/${order._id}/quotes`, {
      token: org.agent.token,
    });
    expect(staffView.json<{ quotes: QuoteBody[] }>().quotes[0]).toMatchObject({
      status: 'viewed',
      viewedAt,
    });
    const told = await noticesOf(order, 'فُتح عرض السعر');
    expect(told.map((messages) => messages.length)).toEqual([1, 1, 1]);
    expect(await count(order._id, 'quote.viewed')).toBe(1);
  });

  it('shows the first name and a masked phone only: the full number appears nowhere', async () => {
    const { token, order } = await openQuote({
      name: 'فيصل عبدالرحمن القحطاني',
      phone: { dialCode: '+966', number: '0598765432' },
    });
    const seen = await read(token);
    const body = seen.json<PublicBody>();
    expect(body.customer).toEqual({ firstName: 'فيصل', maskedPhone: '+966 5•••••432' });
    for (const hidden of ['عبدالرحمن', 'القحطاني', '0598765432', '598765432', '98765']) {
      expect(seen.body, hidden).not.toContain(hidden);
    }
    expect(seen.body).not.toContain(order._id);
  });

  it('an unknown, malformed or one-character-changed token answers the same 404, and nothing is marked', async () => {
    const { order, token } = await openQuote();
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const guesses = [
      `${token.slice(0, -1)}${flip(token.slice(-1))}`,
      `${flip(token[0]!)}${token.slice(1)}`,
      `${token.slice(0, 20)}${flip(token[20]!)}${token.slice(21)}`,
      randomBytes(32).toString('base64url'),
      token.slice(0, -1),
      `${token}A`,
      `${token}=`,
      'x'.repeat(43),
      'short',
      '~'.repeat(43),
      'a'.repeat(200),
    ];
    const bodies = new Set<string>();
    for (const guess of guesses) {
      const seen = await read(guess);
      expect(seen.statusCode, guess).toBe(404);
      bodies.add(seen.body);
      const answered = await answer(guess, {
        version: 1,
        decision: 'decline',
        reason: 'not_needed',
      });
      expect(answered.statusCode, guess).toBe(404);
      bodies.add(answered.body);
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ code: 'QUOTE_NOT_FOUND', message: 'عرض السعر غير موجود' }),
    ]);
    expect((await storedQuote(order._id))?.status).toBe('sent');
    expect(await eventTypes(order._id)).toEqual(['order.created', 'order.priced']);
  });
});

describe('accepting', () => {
  it('some lines with a chosen alternative: accepted totals of those, staff told the parts and the total', async () => {
    const terms = async (deliveryFee: number) => {
      const saved = await t.api.request({
        method: 'PUT',
        url: '/api/v1/quote-terms',
        token: org.company.token,
        body: { vatRateBasisPoints: 1500, pricesIncludeVat: false, validityHours: 48, deliveryFee },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await terms(15);
    let opened: Awaited<ReturnType<typeof openQuote>>;
    try {
      opened = await openQuote();
    } finally {
      await terms(0);
    }
    const { order, token, pads } = opened;
    // Offered: 2 × 35.50 + 420.00 (first option) + 15.00 delivery = 506.00; VAT 75.90; 581.90.
    expect((await read(token)).json<PublicBody>().totals).toMatchObject({
      subtotalHalalas: 49100,
      deliveryHalalas: 1500,
      vatHalalas: 7590,
      totalHalalas: 58190,
    });
    const choice = { version: 1, decision: 'accept', lines: [{ pieceId: pads, option: 2 }] };
    const accepted = await answer(token, choice);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = accepted.json<PublicBody>();
    expect(body.status).toBe('accepted');
    // Accepted: the used pads 120.00 + 15.00 delivery = 135.00; VAT 20.25; total 155.25.
    expect(body.answer).toMatchObject({
      decision: 'accepted',
      lines: [{ pieceId: pads, option: 2 }],
      reason: null,
      reasonText: null,
      totals: {
        subtotalHalalas: 12000,
        deliveryHalalas: 1500,
        vatHalalas: 2025,
        totalHalalas: 15525,
        vatRateBasisPoints: 1500,
        pricesIncludeVat: false,
      },
    });
    // The offer itself is unchanged.
    expect(body.totals.totalHalalas).toBe(58190);

    const told = await noticesOf(order, 'قُبل عرض السعر');
    expect(told.map((messages) => messages.length)).toEqual([1, 1, 1]);
    for (const [message] of told) {
      expect(message).toContain('فحمات فرامل أمامية');
      expect(message).not.toContain('فلتر زيت');
      expect(message).toContain('(1 من 2)');
      expect(message).toContain('155.25 ر.س');
    }

    // The staff's views agree.
    const staff = await t.api.get(`/api/v1/orders/${order._id}/quotes`, { token: org.agent.token });
    expect(staff.json<{ quotes: QuoteBody[] }>().quotes[0]?.answer?.totals?.totalHalalas).toBe(
      15525,
    );
    const listed = await t.api.get(`/api/v1/orders/?limit=30&search=${order.orderRef}`, {
      token: org.agent.token,
    });
    expect(listed.json<{ orders: { quote: unknown }[] }>().orders[0]?.quote).toMatchObject({
      status: 'accepted',
      totalHalalas: 58190,
      acceptedTotalHalalas: 15525,
    });

    // The same answer again: 200 with what was recorded, nothing recorded twice.
    const again = await answer(token, choice);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<PublicBody>().answer).toEqual(body.answer);
    expect(await count(order._id, 'quote.accepted')).toBe(1);
    expect((await noticesOf(order, 'قُبل عرض السعر')).map((m) => m.length)).toEqual([1, 1, 1]);

    // A different answer to the answered version: 409, nothing changes.
    const before = await storedQuote(order._id);
    for (const other of [
      { version: 1, decision: 'accept', lines: [{ pieceId: pads, option: 1 }] },
      { version: 1, decision: 'decline', reason: 'not_needed' },
    ]) {
      const refused = await answer(token, other);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/سبق الرد/);
    }
    expect(await storedQuote(order._id)).toEqual(before);
  });

  it('twenty identical accepts at once record one answer', async () => {
    const { order, token, oil, pads } = await openQuote();
    const choice = {
      version: 1,
      decision: 'accept',
      lines: [
        { pieceId: pads, option: 1 },
        { pieceId: oil, option: 0 },
      ],
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => answer(token, choice)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const recorded = answers.map((a) => JSON.stringify(a.json<PublicBody>().answer));
    expect(new Set(recorded).size).toBe(1);
    expect(await count(order._id, 'quote.accepted')).toBe(1);
    expect((await noticesOf(order, 'قُبل عرض السعر')).map((m) => m.length)).toEqual([1, 1, 1]);
    // 2 × 35.50 + 199.99 = 270.99; VAT 40.6485 → 40.65; total 311.64.
    expect((await storedQuote(order._id))?.acceptedTotalHalalas).toBe(31164);
  });

  it('accepts and declines at once: exactly one is recorded, the others refused or answered as it', async () => {
    const { order, token, pads } = await openQuote();
    const accept = { version: 1, decision: 'accept', lines: [{ pieceId: pads, option: 0 }] };
    const decline = { version: 1, decision: 'decline', reason: 'found_elsewhere' };
    const bodies = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? accept : decline));
    const answers = await Promise.all(bodies.map((body) => answer(token, body)));
    const stored = await storedQuote(order._id);
    const winner = stored?.status === 'accepted' ? accept : decline;
    expect(['accepted', 'declined']).toContain(stored?.status);
    answers.forEach((each, i) => {
      expect(each.statusCode, each.body).toBe(bodies[i] === winner ? 200 : 409);
    });
    const answered = (await eventTypes(order._id)).filter(
      (type) => type === 'quote.accepted' || type === 'quote.declined',
    );
    expect(answered).toEqual([stored?.status === 'accepted' ? 'quote.accepted' : 'quote.declined']);
  });
});

describe('answers the page would never send', () => {
  it('are refused with a clear Arabic message, and the quote stays open and unanswered', async () => {
    const { order, token, oil } = await openQuote();
    const bad: [unknown, RegExp][] = [
      [{ version: 1, decision: 'accept', lines: [] }, /قطعة واحدة على الأقل/],
      [{ version: 1, decision: 'accept', lines: [{ pieceId: oil, option: 2 }] }, /الخيار/],
      [{ version: 1, decision: 'decline' }, /سبب/],
      [{ version: 1, decision: 'maybe' }, /[\u0600-\u06FF]/],
    ];
    for (const [body, message] of bad) {
      const refused = await answer(token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect(await storedQuote(order._id)).toMatchObject({ status: 'sent', answer: null });
    expect(await count(order._id, 'quote.accepted')).toBe(0);
    expect(await count(order._id, 'quote.declined')).toBe(0);
  });
});

describe('answers that come too late', () => {
  it('to an older version after pricing again: 409, the new version untouched', async () => {
    const { order, token, oil } = await openQuote();
    const seen = await read(token);
    expect(seen.json<PublicBody>().version).toBe(1);
    await issue(t, org.agent.token, order._id, priceEach(order, 30));
    const late = await answer(token, {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: oil, option: 0 }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/نسخة أحدث/);
    const now = await read(token);
    expect(now.json<PublicBody>()).toMatchObject({ version: 2, status: 'viewed', answer: null });
    expect(await count(order._id, 'quote.accepted')).toBe(0);
  });

  it('after its validity: 409, and the quote reads expired', async () => {
    const { order, token, oil } = await openQuote();
    t.clock.advance(2 * DAY + 1);
    const late = await answer(token, {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: oil, option: 0 }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/انتهت صلاحية/);
    const seen = await read(token);
    expect(seen.json<PublicBody>()).toMatchObject({ status: 'expired', answer: null });
    expect((await read(token)).json<PublicBody>().status).toBe('expired');
    expect(await count(order._id, 'quote.accepted')).toBe(0);
    expect(await count(order._id, 'quote.expired')).toBe(1);
    // The sweep finds nothing more to close for it.
    await expireDueQuotes(t.database.db, t.clock);
    expect(await count(order._id, 'quote.expired')).toBe(1);
  });

  it('expireDueQuotes closes the open quotes past their validity, each once; answered ones stay', async () => {
    // Whatever earlier tests left open is closed first.
    t.clock.advance(2 * DAY + 1);
    await expireDueQuotes(t.database.db, t.clock);

    const sent = await openQuote();
    const viewed = await openQuote();
    await read(viewed.token);
    const accepted = await openQuote();
    const yes = await answer(accepted.token, {
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: accepted.oil, option: 0 }],
    });
    expect(yes.statusCode).toBe(200);
    // Not yet due.
    t.clock.advance(2 * DAY - 60);
    expect(await expireDueQuotes(t.database.db, t.clock)).toBe(0);

    t.clock.advance(61);
    expect(await expireDueQuotes(t.database.db, t.clock)).toBe(2);
    expect(await expireDueQuotes(t.database.db, t.clock)).toBe(0);
    for (const { order, token } of [sent, viewed]) {
      expect(await count(order._id, 'quote.expired')).toBe(1);
      expect((await read(token)).json<PublicBody>().status).toBe('expired');
      const [row] = await t.database.db
        .select({ quoteStatus: orders.quoteStatus })
        .from(orders)
        .where(eq(orders.id, order._id));
      expect(row?.quoteStatus).toBe('expired');
    }
    expect((await read(accepted.token)).json<PublicBody>().status).toBe('accepted');
    expect(await count(accepted.order._id, 'quote.expired')).toBe(0);
    const filtered = await t.api.get('/api/v1/orders/?limit=30&quoteStatus=expired', {
      token: org.agent.token,
    });
    const refs = filtered.json<{ orders: { orderRef: string }[] }>().orders.map((o) => o.orderRef);
    expect(refs).toEqual(expect.arrayContaining([sent.order.orderRef, viewed.order.orderRef]));
    expect(refs).not.toContain(accepted.order.orderRef);
  });
});

describe('declining', () => {
  it('with “other” needs the customer’s words (400, nothing changes); “too expensive” works and tells the staff', async () => {
    const { order, token } = await openQuote();
    for (const body of [
      { version: 1, decision: 'decline', reason: 'other' },
      { version: 1, decision: 'decline', reason: 'other', reasonText: '   ' },
    ]) {
      const refused = await answer(token, body);
      expect(refused.statusCode, refused.body).toBe(400);
      const error = refused.json<{ message: string; errors: { field: string }[] }>();
      expect(error.message).toMatch(/سبب/);
      expect(error.errors.map((e) => e.field)).toEqual(['reasonText']);
    }
    expect((await storedQuote(order._id))?.status).toBe('sent');
    expect(await count(order._id, 'quote.declined')).toBe(0);

    const declined = await answer(token, {
      version: 1,
      decision: 'decline',
      reason: 'too_expensive',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<PublicBody>()).toMatchObject({
      status: 'declined',
      answer: {
        decision: 'declined',
        reason: 'too_expensive',
        reasonText: null,
        lines: [],
        totals: null,
      },
    });
    const told = await noticesOf(order, 'رُفض عرض السعر');
    expect(told.map((messages) => messages.length)).toEqual([1, 1, 1]);
    expect(told[0]?.[0]).toContain('السعر مرتفع');
    expect(await count(order._id, 'quote.declined')).toBe(1);
  });

  it('with “other” and the words: they reach the staff as written', async () => {
    const { order, token } = await openQuote();
    const declined = await answer(token, {
      version: 1,
      decision: 'decline',
      reason: 'other',
      reasonText: '  سأشتري من الوكالة  ',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<PublicBody>().answer?.reasonText).toBe('سأشتري من الوكالة');
    const told = await noticesOf(order, 'رُفض عرض السعر');
    expect(told[1]?.[0]).toContain('سأشتري من الوكالة');
  });
});

describe('canceling the order', () => {
  it('withdraws its quote: the link shows withdrawn and takes no answer', async () => {
    const { order, token, oil } = await openQuote();
    await read(token);
    const canceled = await cancelRequest(t, org.agent.token, order._id);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await read(token)).json<PublicBody>()).toMatchObject({
      status: 'withdrawn',
      answer: null,
    });
    for (const body of [
      { version: 1, decision: 'accept', lines: [{ pieceId: oil, option: 0 }] },
      { version: 1, decision: 'decline', reason: 'not_needed' },
    ]) {
      const refused = await answer(token, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toMatch(/سحب المتجر/);
    }
    const [event] = await t.database.db
      .select({ data: orderEvents.data })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order._id), eq(orderEvents.type, 'order.canceled')));
    expect(event?.data).toEqual({ withdrawnVersion: 1 });
    expect((await storedQuote(order._id))?.status).toBe('withdrawn');
  });
});

describe('the limit per address', () => {
  it('the 6th request from one address in the window answers 429 with Retry-After; another address is served', async () => {
    const { token, pads } = await openQuote();
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await readPublic(t, token, ip)).statusCode);
    const accept = { version: 1, decision: 'accept', lines: [{ pieceId: pads, option: 0 }] };
    for (let i = 0; i < 2; i += 1)
      codes.push((await answerPublic(t, token, accept, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    for (const limited of [
      await readPublic(t, token, ip),
      await answerPublic(t, token, accept, ip),
    ]) {
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json<{ message: string }>().message).toMatch(/[\u0600-\u06FF]/);
    }
    // A guessed token from that address is limited too: guessing costs the same.
    expect((await readPublic(t, 'x'.repeat(43), ip)).statusCode).toBe(429);
    expect((await readPublic(t, token, uniqueIp())).statusCode).toBe(200);
  });
});

describe('the logs', () => {
  it('never carry a link’s token', async () => {
    expect(tokens.size).toBeGreaterThan(10);
    const log = logLines.join('');
    expect(log).toContain('/api/v1/public/quotes/[redacted]');
    for (const token of tokens) expect(log).not.toContain(token);
    // Nor a piece of one long enough to matter.
    for (const token of tokens) expect(log).not.toContain(token.slice(0, 16));
  });
});
