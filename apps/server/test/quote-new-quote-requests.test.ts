import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import { cancelRequest, type OrderBody } from './support/order-fixtures.js';
import type { Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, readPublic } from './support/quote-fixtures.js';
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
 * After declining a quote, or letting it expire, the customer asks the shop for a new one from
 * the same link: recorded once per version (a retry answers the same and records nothing new),
 * refused on a version still open, accepted or withdrawn, heard by the order's staff (a notice
 * that opens the order, the history) and by the company's bot (a webhook), and by no other
 * company; the staff answer with a new version as usual.
 */

interface PublicBody {
  version: number;
  status: string;
  newQuoteRequest: { requestedAt: string } | null;
}

const DAY = 24 * 3600;
const TITLE = 'طُلب عرض سعر جديد';
const EVENT = 'quote.new_quote_requested';

let world: QuoteLinkWorld;
let t: TestApp;
let org: Org;
let other: Org;
let key: string;
let otherKey: string;

beforeAll(async () => {
  world = await createQuoteLinkWorld(EVENT);
  ({ t, org, other, key, otherKey } = world);
});
afterAll(async () => world?.close());

const askAgain = (token: string, body: unknown, ip = uniqueIp()): Promise<ApiResponse> =>
  postToLink(t, token, '/new-quote-request', body, ip);

/** An order priced by the company's agent, its link opened by the customer. */
const openQuote = (company: Org = org, withKey = key) => openQuoteOf(t, { key: withKey, company });

async function declined() {
  const open = await openQuote();
  const answer = await answerPublic(
    t,
    open.token,
    { version: 1, decision: 'decline', reason: 'too_expensive' },
    uniqueIp(),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return open;
}

const eventsOf = (orderId: string, type: string) => eventsOfOrder(t, orderId, type);
const notices = (person: { id: string }, order: OrderBody) => noticesAbout(t, person, order, TITLE);
const waitForHook = (orderRef: string) => waitForHookOf(t, world.hooks, EVENT, orderRef);

async function expectNothingRecorded(order: OrderBody) {
  expect(await eventsOf(order._id, EVENT)).toEqual([]);
  expect(await notices(org.company, order)).toEqual([]);
}

describe('asking for a new quote', () => {
  it('after declining: recorded once under a double tap and a retry, the staff told, the bot too', async () => {
    const { order, token } = await declined();
    const before = await readPublic(t, token, uniqueIp());
    expect(before.json<PublicBody>().newQuoteRequest).toBeNull();

    const answers = await Promise.all([
      askAgain(token, { version: 1 }),
      askAgain(token, { version: 1 }),
    ]);
    answers.push(await askAgain(token, { version: 1 }));
    const requestedAt = t.clock.now().toISOString();
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json<PublicBody>()).toMatchObject({
        version: 1,
        status: 'declined',
        newQuoteRequest: { requestedAt },
      });
    }
    const events = await eventsOf(order._id, EVENT);
    expect(events).toEqual([{ actorType: 'customer', data: { version: 1, after: 'declined' } }]);

    // The company, the branch's manager and the agent who priced it, once each, opening the order.
    for (const person of [org.company, org.manager, org.agent]) {
      const told = await notices(person, order);
      expect(told, person.id).toHaveLength(1);
      expect(told[0]!.message).toContain('بعد رفض النسخة 1');
      expect(told[0]!.path).toBe(`/offers/${order._id}`);
    }

    // A later read still says it was asked; the history shows it; the bot hears it.
    expect((await readPublic(t, token, uniqueIp())).json<PublicBody>().newQuoteRequest).toEqual({
      requestedAt,
    });
    const timeline = await t.api.get(`/api/v1/orders/${order._id}/events`, {
      token: org.agent.token,
    });
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(
      timeline.json<{ events: { type: string; version: number | null }[] }>().events,
    ).toContainEqual(expect.objectContaining({ type: EVENT, version: 1 }));
    const received = await waitForHook(order.orderRef);
    expect(received.event.data.event.details).toEqual({ version: 1, after: 'declined' });
  });

  it('after expiry: the version is closed as expired first, then the request recorded', async () => {
    const { order, token } = await openQuote();
    t.clock.advance(2 * DAY + 1);
    const asked = await askAgain(token, { version: 1 });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<PublicBody>()).toMatchObject({ status: 'expired', newQuoteRequest: {} });
    expect(await eventsOf(order._id, 'quote.expired')).toHaveLength(1);
    expect(await eventsOf(order._id, EVENT)).toEqual([
      { actorType: 'customer', data: { version: 1, after: 'expired' } },
    ]);
    expect((await notices(org.agent, order))[0]!.message).toContain('بعد انتهاء صلاحية النسخة 1');
  });

  it('answered with a new version on the same link, which the customer can answer again', async () => {
    const { order, token } = await declined();
    expect((await askAgain(token, { version: 1 })).statusCode).toBe(200);
    // The agent who priced it issues version 2, as for any declined quote.
    await issue(t, org.agent.token, order._id, priceEach(order, 90));
    const read = await readPublic(t, token, uniqueIp());
    expect(read.json<PublicBody>()).toMatchObject({
      version: 2,
      status: 'viewed',
      newQuoteRequest: null,
    });
    // Version 1's request does not stand for version 2.
    const old = await askAgain(token, { version: 1 });
    expect(old.statusCode, old.body).toBe(409);
    expect(await eventsOf(order._id, EVENT)).toHaveLength(1);
  });
});

describe('refused, with nothing recorded', () => {
  it('on a version still open: 409 with the contract’s error', async () => {
    const { order, token } = await openQuote();
    const refused = await askAgain(token, { version: 1 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'QUOTE_CLOSED',
      message: expect.stringMatching(/ما زال مفتوحًا/),
    });
    await expectNothingRecorded(order);
  });

  it('on an accepted version, and on a withdrawn one', async () => {
    const accepted = await openQuote();
    const answer = await answerPublic(
      t,
      accepted.token,
      {
        version: 1,
        decision: 'accept',
        lines: accepted.order.pieces.map((p) => ({ pieceId: p._id, option: 0 })),
      },
      uniqueIp(),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const refused = await askAgain(accepted.token, { version: 1 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ code: string; message: string }>()).toMatchObject({
      code: 'QUOTE_CLOSED',
      message: expect.stringMatching(/قُبل هذا العرض/),
    });
    await expectNothingRecorded(accepted.order);

    const withdrawn = await openQuote();
    expect((await cancelRequest(t, org.agent.token, withdrawn.order._id)).statusCode).toBe(200);
    const late = await askAgain(withdrawn.token, { version: 1 });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/سحب المتجر/);
    await expectNothingRecorded(withdrawn.order);
  });

  it('on bad input: 400', async () => {
    const { order, token } = await declined();
    for (const body of [{}, { version: 0 }, { version: '1' }, { version: 1, extra: true }]) {
      const refused = await askAgain(token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message.length).toBeGreaterThan(0);
    }
    await expectNothingRecorded(order);
  });

  it('through a forged, unknown or malformed token: 404 alike', async () => {
    const { order, token } = await declined();
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const guess of [forged, 'A'.repeat(43), 'short']) {
      const answer = await askAgain(guess, { version: 1 });
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json<{ code: string }>().code).toBe('QUOTE_NOT_FOUND');
    }
    await expectNothingRecorded(order);
  });

  it('past the link’s limit per address: 429, like reading and answering', async () => {
    const { order, token } = await declined();
    const ip = uniqueIp();
    for (let i = 0; i < 4; i += 1) await readPublic(t, token, ip);
    const limited = await askAgain(token, { version: 1 }, ip);
    expect(limited.statusCode, limited.body).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await expectNothingRecorded(order);
  });
});

describe('tenant isolation', () => {
  it('another company’s link reaches only its own order; its staff never hear of ours', async () => {
    // Another company's declined quote: its token names its order, never one of ours.
    const theirs = await openQuote(other, otherKey);
    await answerPublic(
      t,
      theirs.token,
      { version: 1, decision: 'decline', reason: 'not_needed' },
      uniqueIp(),
    );
    const ours = await declined();
    expect((await askAgain(ours.token, { version: 1 })).statusCode).toBe(200);
    for (const person of [other.company, other.manager, other.agent]) {
      expect(await notices(person, ours.order)).toEqual([]);
      const history = await t.api.get(`/api/v1/orders/${ours.order._id}/events`, {
        token: person.token,
      });
      expect(history.statusCode, history.body).toBe(404);
    }
    expect(await eventsOf(theirs.order._id, EVENT)).toEqual([]);
    // A token of another company's link with one of ours spliced in is no link at all.
    const spliced = `${theirs.token.slice(0, 21)}${ours.token.slice(21)}`;
    const guessed = await askAgain(spliced, { version: 1 });
    expect(guessed.statusCode, guessed.body).toBe(404);
  });
});
