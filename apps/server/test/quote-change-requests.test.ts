import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteChangeRequests, quotes } from '../src/db/schema.js';
import { uniqueIp } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  notificationsOf,
  placeOrder,
  type OrderBody,
} from './support/order-fixtures.js';
import type { Org } from './support/org-fixtures.js';
import { answerPublic, issue, readPublic } from './support/quote-fixtures.js';
import {
  createQuoteLinkWorld,
  eventsOf as eventsOfOrder,
  noticesAbout,
  openQuote as openQuoteOf,
  postToLink,
  waitForHook as waitForHookOf,
  type QuoteLinkWorld,
} from './support/quote-link-fixtures.js';
import type { TestApp } from './support/test-app.js';

/**
 * "Beyond yes or no": the customer asks for changes to a quote through its link instead of only
 * accepting or declining — per part another brand, cheaper or not needed, and a note. Recorded
 * once per version (double taps included), refused on a version he can no longer answer and on
 * bad input with nothing stored, heard by the order's staff (bell, history, the order's quote)
 * and by the company's bot (a signed webhook), and by no other company.
 */

interface ChangeRequestBody {
  requestedAt: string;
  note: string | null;
  lines: { pieceId: string; want: string }[];
}

interface PublicBody {
  version: number;
  status: string;
  changeRequest: ChangeRequestBody | null;
  revision: { previousVersion: number } | null;
  answer: { decision: string } | null;
}

const DAY = 24 * 3600;
const EVENT = 'quote.change_requested';

let world: QuoteLinkWorld;
let t: TestApp;
let org: Org;
let other: Org;
let key: string;

beforeAll(async () => {
  world = await createQuoteLinkWorld(EVENT);
  ({ t, org, other, key } = world);
});
afterAll(async () => world?.close());

const requestChange = (token: string, body: unknown, ip = uniqueIp()): Promise<ApiResponse> =>
  postToLink(t, token, '/change-request', body, ip);

/**
 * An order of two parts priced plainly (oil filter) and with two alternatives (brake pads), its
 * link opened by the customer.
 */
async function openQuote(): Promise<{
  order: OrderBody;
  token: string;
  oil: string;
  pads: string;
}> {
  const { order, token } = await openQuoteOf(t, { key, company: org }, ({ pieces }) => [
    { pieceId: pieces[0]!._id, options: [{ price: 35.5 }] },
    {
      pieceId: pieces[1]!._id,
      options: [
        { kind: 'original', price: 420, brand: 'Toyota' },
        { kind: 'commercial', price: 199.99, brand: 'Akebono' },
      ],
    },
  ]);
  return { order, token, oil: order.pieces[0]!._id, pads: order.pieces[1]!._id };
}

async function storedRequests(orderId: string) {
  return t.database.db
    .select({ version: quotes.version, note: quoteChangeRequests.note })
    .from(quoteChangeRequests)
    .innerJoin(quotes, eq(quotes.id, quoteChangeRequests.quoteId))
    .where(eq(quotes.orderId, orderId))
    .orderBy(asc(quotes.version));
}

const eventsOf = (orderId: string, type: string) => eventsOfOrder(t, orderId, type);

const CHANGE_TITLE = 'طُلب تعديل عرض السعر';
const waitForHook = (orderRef: string) => waitForHookOf(t, world.hooks, EVENT, orderRef);

const changeNotices = (person: { id: string }, order: OrderBody) =>
  noticesAbout(t, person, order, CHANGE_TITLE);

async function expectNothingStored(order: OrderBody) {
  expect(await storedRequests(order._id)).toEqual([]);
  expect(await eventsOf(order._id, 'quote.change_requested')).toEqual([]);
  expect(await changeNotices(org.company, order)).toEqual([]);
}

describe('asking for changes', () => {
  it('records the request once under a double submit, tells the staff and keeps the version open', async () => {
    const { order, token, oil, pads } = await openQuote();
    const body = {
      version: 1,
      note: '  أبغى الفحمات من ماركة ثانية، والفلتر لا  ',
      lines: [
        { pieceId: pads, want: 'another_brand' },
        { pieceId: oil, want: 'not_needed' },
      ],
    };
    // Two taps at once, then a retry: one request, one event, one notice each.
    const answers = await Promise.all([requestChange(token, body), requestChange(token, body)]);
    answers.push(await requestChange(token, body));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json<PublicBody>()).toMatchObject({
        version: 1,
        status: 'viewed',
        answer: null,
        changeRequest: {
          note: 'أبغى الفحمات من ماركة ثانية، والفلتر لا',
          // In the order of the quote's lines, whatever order they were sent in.
          lines: [
            { pieceId: oil, want: 'not_needed' },
            { pieceId: pads, want: 'another_brand' },
          ],
        },
      });
    }
    expect(await storedRequests(order._id)).toHaveLength(1);
    const events = await eventsOf(order._id, 'quote.change_requested');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorType: 'customer',
      data: { version: 1, note: 'أبغى الفحمات من ماركة ثانية، والفلتر لا' },
    });

    // The company, the branch's manager and the agent who priced it hear of it once, by name.
    for (const person of [org.company, org.manager, org.agent]) {
      const notices = await changeNotices(person, order);
      expect(notices, person.id).toHaveLength(1);
      expect(notices[0]!.message).toContain('ماركة أخرى: فحمات فرامل أمامية');
      expect(notices[0]!.message).toContain('غير مطلوبة: فلتر زيت');
      expect(notices[0]!.message).toContain('«أبغى الفحمات من ماركة ثانية، والفلتر لا»');
      expect(notices[0]!.path).toBe(`/offers/${order._id}`);
    }

    // The link still reads it, and the customer may still accept the version as it is.
    const read = await readPublic(t, token, uniqueIp());
    expect(read.json<PublicBody>().changeRequest?.lines).toHaveLength(2);
    const accepted = await answerPublic(
      t,
      token,
      { version: 1, decision: 'accept', lines: [{ pieceId: pads, option: 1 }] },
      uniqueIp(),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<PublicBody>()).toMatchObject({
      status: 'accepted',
      changeRequest: { note: 'أبغى الفحمات من ماركة ثانية، والفلتر لا' },
    });
  });

  it('a note alone is a request; a different second request is refused and changes nothing', async () => {
    const { order, token, pads } = await openQuote();
    const first = await requestChange(token, { version: 1, note: 'هل يوجد توصيل لجدة؟' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<PublicBody>().changeRequest).toMatchObject({
      note: 'هل يوجد توصيل لجدة؟',
      lines: [],
    });
    const second = await requestChange(token, {
      version: 1,
      lines: [{ pieceId: pads, want: 'cheaper' }],
    });
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<{ code: string; message: string }>()).toMatchObject({
      code: 'CHANGE_ALREADY_REQUESTED',
      message: expect.stringMatching(/سبق أن طلبت تعديل/),
    });
    const read = await readPublic(t, token, uniqueIp());
    expect(read.json<PublicBody>().changeRequest).toMatchObject({ note: 'هل يوجد توصيل لجدة؟' });
    expect(await eventsOf(order._id, 'quote.change_requested')).toHaveLength(1);
  });

  it('staff read it on the order’s quote and history; the bot hears it through its webhook', async () => {
    const { order, token, oil, pads } = await openQuote();
    const sent = await requestChange(token, {
      version: 1,
      note: 'الفحمات غالية',
      lines: [
        { pieceId: pads, want: 'cheaper' },
        { pieceId: oil, want: 'another_brand' },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const listed = await t.api.get(`/api/v1/orders/${order._id}/quotes`, {
      token: org.agent.token,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [newest] = listed.json<{ quotes: { version: number; changeRequest: unknown }[] }>()
      .quotes;
    expect(newest).toMatchObject({
      version: 1,
      changeRequest: {
        note: 'الفحمات غالية',
        lines: [
          { pieceId: oil, want: 'another_brand' },
          { pieceId: pads, want: 'cheaper' },
        ],
      },
    });

    const timeline = await t.api.get(`/api/v1/orders/${order._id}/events`, {
      token: org.manager.token,
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    const types = timeline.json<{ events: { type: string; version: number | null }[] }>().events;
    expect(types).toContainEqual(
      expect.objectContaining({ type: 'quote.change_requested', version: 1 }),
    );

    await t.app.webhookDispatcher.settled();
    const received = await waitForHook(order.orderRef);
    expect(received.event.type).toBe('quote.change_requested');
    expect(received.event.data.event.details).toEqual({
      version: 1,
      note: 'الفحمات غالية',
      lines: [
        { pieceId: oil, want: 'another_brand' },
        { pieceId: pads, want: 'cheaper' },
      ],
    });
    expect(received.event.data.order?.quote).toMatchObject({
      version: 1,
      status: 'viewed',
      changeRequest: { note: 'الفحمات غالية' },
    });
  });

  it('answered with a new version: the link shows it, with nothing asked of it yet', async () => {
    const { order, token, oil, pads } = await openQuote();
    await requestChange(token, { version: 1, lines: [{ pieceId: pads, want: 'cheaper' }] });
    await issue(t, org.agent.token, order._id, [
      { pieceId: oil, options: [{ price: 35.5 }] },
      { pieceId: pads, options: [{ kind: 'used', price: 120 }] },
    ]);
    const read = await readPublic(t, token, uniqueIp());
    expect(read.json<PublicBody>()).toMatchObject({
      version: 2,
      status: 'viewed',
      changeRequest: null,
      revision: { previousVersion: 1 },
    });
    // The request stays with the version it was about.
    const listed = await t.api.get(`/api/v1/orders/${order._id}/quotes`, {
      token: org.agent.token,
    });
    const versions = listed.json<{
      quotes: { version: number; changeRequest: ChangeRequestBody | null }[];
    }>().quotes;
    expect(versions.map((q) => [q.version, q.changeRequest?.lines.length ?? null])).toEqual([
      [2, null],
      [1, 1],
    ]);
  });
});

describe('refused, with nothing stored', () => {
  it('on a version already answered, accepted or declined', async () => {
    for (const answer of [
      (pads: string) => ({ version: 1, decision: 'accept', lines: [{ pieceId: pads, option: 0 }] }),
      () => ({ version: 1, decision: 'decline', reason: 'too_expensive' }),
    ]) {
      const { order, token, pads } = await openQuote();
      const answered = await answerPublic(t, token, answer(pads), uniqueIp());
      expect(answered.statusCode, answered.body).toBe(200);
      const late = await requestChange(token, {
        version: 1,
        lines: [{ pieceId: pads, want: 'cheaper' }],
      });
      expect(late.statusCode, late.body).toBe(409);
      expect(late.json<{ code: string; message: string }>()).toMatchObject({
        code: 'QUOTE_CLOSED',
        message: expect.stringMatching(/سبق الرد/),
      });
      await expectNothingStored(order);
    }
  });

  it('on a version past its validity', async () => {
    const { order, token, pads } = await openQuote();
    t.clock.advance(2 * DAY + 1);
    const late = await requestChange(token, {
      version: 1,
      lines: [{ pieceId: pads, want: 'cheaper' }],
    });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/انتهت صلاحية/);
    await expectNothingStored(order);
  });

  it('on a version superseded by a newer one, and on a withdrawn one', async () => {
    const { order, token, oil, pads } = await openQuote();
    await issue(t, org.agent.token, order._id, [
      { pieceId: oil, options: [{ price: 30 }] },
      { pieceId: pads, options: [{ price: 300 }] },
    ]);
    const stale = await requestChange(token, {
      version: 1,
      lines: [{ pieceId: pads, want: 'cheaper' }],
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/نسخة أحدث/);
    await expectNothingStored(order);

    const canceled = await cancelRequest(t, org.agent.token, order._id);
    expect(canceled.statusCode, canceled.body).toBe(200);
    const withdrawn = await requestChange(token, { version: 2, note: 'أرخص لو سمحت' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(409);
    expect(withdrawn.json<{ message: string }>().message).toMatch(/سحب المتجر/);
    await expectNothingStored(order);
  });

  it('on bad input, naming the field', async () => {
    const { order, token, oil, pads } = await openQuote();
    const foreign = await placeOrder(t, key);
    const cases: { body: unknown; field?: string; message?: RegExp }[] = [
      { body: { version: 1 }, field: 'lines', message: /قطعة واحدة على الأقل/ },
      { body: { version: 1, note: '   ', lines: [] }, field: 'lines' },
      {
        body: { version: 1, lines: [{ pieceId: foreign.pieces[0]!._id, want: 'cheaper' }] },
        field: 'lines.0.pieceId',
        message: /ليست من القطع المسعّرة/,
      },
      {
        body: {
          version: 1,
          lines: [
            { pieceId: pads, want: 'cheaper' },
            { pieceId: pads, want: 'another_brand' },
          ],
        },
        field: 'lines.1.pieceId',
      },
      {
        // Leaving out every part is declining.
        body: {
          version: 1,
          note: 'ما أحتاج شي',
          lines: [
            { pieceId: oil, want: 'not_needed' },
            { pieceId: pads, want: 'not_needed' },
          ],
        },
        field: 'lines',
        message: /فارفض العرض/,
      },
      // The contract's own bounds.
      { body: { version: 1, lines: [{ pieceId: pads, want: 'free' }] } },
      { body: { version: 1, note: 'x'.repeat(501) } },
      { body: { note: 'أرخص' } },
      { body: { version: 1, note: 'أرخص', extra: true } },
      { body: { version: 1, lines: [{ pieceId: 'not-a-uuid', want: 'cheaper' }] } },
    ];
    for (const { body, field, message } of cases) {
      const refused = await requestChange(token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      const error = refused.json<{ message: string; errors?: { field: string }[] }>();
      expect(error.message.length).toBeGreaterThan(0);
      if (field) expect(error.errors?.map((e) => e.field)).toContain(field);
      if (message) expect(error.message).toMatch(message);
    }
    const notJson = await t.api.request({
      method: 'POST',
      url: `/api/v1/public/quotes/${token}/change-request`,
      apiKey: null,
      contentType: 'text/plain',
      rawBody: 'أرخص',
      ip: uniqueIp(),
    });
    expect([400, 415]).toContain(notJson.statusCode);
    await expectNothingStored(order);
  });

  it('through a forged, unknown or malformed token: 404 alike', async () => {
    const { token, pads } = await openQuote();
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const body = { version: 1, lines: [{ pieceId: pads, want: 'cheaper' }] };
    const answers = await Promise.all(
      [forged, 'A'.repeat(43), 'short', '..%2F..'].map((guess) => requestChange(guess, body)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json<{ code: string }>().code).toBe('QUOTE_NOT_FOUND');
    }
  });

  it('past the link’s limit per address: 429, like reading and answering', async () => {
    const { order, token, pads } = await openQuote();
    const ip = uniqueIp();
    const body = { version: 1, lines: [{ pieceId: pads, want: 'cheaper' }] };
    for (let i = 0; i < 4; i += 1) await readPublic(t, token, ip);
    const limited = await requestChange(token, body, ip);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await expectNothingStored(order);
  });
});

describe('tenant isolation', () => {
  it('another company’s staff cannot read the request, its history or hear of it', async () => {
    const { order, token, pads } = await openQuote();
    const sent = await requestChange(token, {
      version: 1,
      note: 'ملاحظة خاصة',
      lines: [{ pieceId: pads, want: 'cheaper' }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const person of [other.company, other.manager, other.agent]) {
      const quotesRead = await t.api.get(`/api/v1/orders/${order._id}/quotes`, {
        token: person.token,
      });
      expect(quotesRead.statusCode, quotesRead.body).toBe(404);
      const history = await t.api.get(`/api/v1/orders/${order._id}/events`, {
        token: person.token,
      });
      expect(history.statusCode, history.body).toBe(404);
      const notices = await notificationsOf(t, person.id);
      expect(notices.filter((n) => n.message.includes(order.orderRef))).toEqual([]);
      expect(JSON.stringify(notices)).not.toContain('ملاحظة خاصة');
    }
  });
});
