import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  cancelRequest,
  issueIntegrationKey,
  placeOrder,
  priceAll,
  priceRequest,
} from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { issue } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** What a company's chat bot reads with its integration key: one order, and what changed. */

let t: TestApp;
let org: Org;
let other: Org;
let key: string;
let otherKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
  otherKey = await issueIntegrationKey(t, other.company.token);
});

afterAll(async () => t?.close());

interface BotOrderBody {
  order: { _id: string; orderRef: string; status: string; pieces: { _id: string }[] };
  quote: null | {
    version: number;
    status: string;
    lines: { pieceId: string; state: string; note: string | null; options: unknown[] }[];
    totals: { totalHalalas: number; vatHalalas: number; subtotalHalalas: number };
    validUntil: string;
  };
  link: string | null;
  chatMessage: string | null;
}

function read(botKey: string | null, ref: string): Promise<ApiResponse> {
  return t.api.request({
    method: 'GET',
    url: `/api/v1/integration/orders/${encodeURIComponent(ref)}`,
    headers: botKey === null ? {} : { 'x-integration-key': botKey },
    apiKey: null,
  });
}

function changes(botKey: string, query = ''): Promise<ApiResponse> {
  return t.api.request({
    method: 'GET',
    url: `/api/v1/integration/orders${query}`,
    headers: { 'x-integration-key': botKey },
    apiKey: null,
  });
}

async function changesBody(botKey: string, query = '') {
  const answer = await changes(botKey, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ orders: BotOrderBody[]; cursor: string; hasMore: boolean }>();
}

/**
 * The feed lists a change once every transaction older than it has ended on the whole
 * PostgreSQL server, where other test files write to other databases meanwhile: a change may
 * arrive a poll later, never out of order or twice. Polls until at least `count` orders are
 * listed, then answers that page for the exact assertions.
 */
async function changesListing(botKey: string, query: string, count: number) {
  let body = await changesBody(botKey, query);
  await expect
    .poll(
      async () => {
        body = await changesBody(botKey, query);
        return body.orders.length;
      },
      { timeout: 15_000, interval: 50 },
    )
    .toBeGreaterThanOrEqual(count);
  return body;
}

describe('reading one order', () => {
  it('by its reference or id: before pricing, no quote; after, the lines, totals with VAT, link and message', async () => {
    const order = await placeOrder(t, key);
    const before = await read(key, order.orderRef);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<{ order: BotOrderBody }>().order).toMatchObject({
      order: { _id: order._id, status: 'pending' },
      quote: null,
      link: null,
      chatMessage: null,
    });

    const [oil, pads] = order.pieces;
    await issue(t, org.agent.token, order._id, [
      { pieceId: oil!._id, options: [{ price: 100 }] },
      { pieceId: pads!._id, unavailable: true, note: 'غير متوفر حاليًا' },
    ]);
    for (const ref of [order.orderRef, order.orderRef.toLowerCase(), order._id]) {
      const after = await read(key, ref);
      expect(after.statusCode, after.body).toBe(200);
      const view = after.json<{ order: BotOrderBody }>().order;
      expect(view.order.status).toBe('completed');
      expect(view.quote).toMatchObject({ version: 1, status: 'sent' });
      expect(view.quote!.lines.map((line) => [line.pieceId, line.state])).toEqual([
        [oil!._id, 'priced'],
        [pads!._id, 'unavailable'],
      ]);
      const quantity = (order.pieces[0] as unknown as { quantity: number }).quantity;
      expect(view.quote!.totals.subtotalHalalas).toBe(10_000 * quantity);
      expect(view.quote!.totals.vatHalalas).toBe(Math.round(1_500 * quantity));
      expect(view.link).toMatch(/^http:\/\/[^/]+\/q\/[A-Za-z0-9_-]{43}$/);
      expect(view.chatMessage).toContain(view.link);
      expect(view.chatMessage).toContain(order.orderRef);
    }
  });

  it('of another company answers 404 like an unknown one; without a key 401', async () => {
    const theirs = await placeOrder(t, otherKey);
    const unknown = await read(key, 'ZZZ-99999');
    expect(unknown.statusCode).toBe(404);
    const byId = await read(key, theirs._id);
    expect(byId.statusCode).toBe(404);
    expect(byId.body).toBe(unknown.body);
    // References are per company: the same text may name one of ours, never theirs.
    const byRef = await read(key, theirs.orderRef);
    expect(byRef.body).not.toContain(theirs._id);
    expect((await read(null, theirs.orderRef)).statusCode).toBe(401);
    expect((await read('not-a-key', theirs.orderRef)).statusCode).toBe(401);
  });
});

describe('the changes since a cursor', () => {
  it('start from now, list each changed order once as it stands, and move on', async () => {
    const start = await changesBody(key, '?since=now');
    expect(start).toMatchObject({ orders: [], hasMore: false });

    const first = await placeOrder(t, key);
    const second = await placeOrder(t, key);
    await placeOrder(t, otherKey); // another company's: never listed here
    expect((await priceRequest(t, org.agent.token, first, priceAll(first, 80))).statusCode).toBe(
      200,
    );

    const page = await changesListing(key, `?since=${start.cursor}`, 2);
    // first was created, then second, then first priced: first's latest change is last.
    expect(page.orders.map((view) => view.order._id)).toEqual([second._id, first._id]);
    expect(page.orders[1]).toMatchObject({ order: { status: 'completed' }, quote: { version: 1 } });
    expect(page.hasMore).toBe(false);

    const nothing = await changesBody(key, `?since=${page.cursor}`);
    expect(nothing).toMatchObject({ orders: [], cursor: page.cursor, hasMore: false });

    expect((await cancelRequest(t, org.agent.token, second._id)).statusCode).toBe(200);
    const canceled = await changesListing(key, `?since=${page.cursor}`, 1);
    expect(canceled.orders.map((view) => [view.order._id, view.order.status])).toEqual([
      [second._id, 'canceled'],
    ]);
  });

  // PostgreSQL's transaction ids are the whole server's: a transaction left open in another
  // database (a long request, another test file) holds "now"'s xmin back. PGlite has one.
  it.skipIf(inject('databaseTemplate').kind === 'pglite')(
    '"now" lists nothing that was there before it, while an older transaction is still open',
    async () => {
      const template = inject('databaseTemplate');
      if (template.kind === 'pglite') return;
      const elsewhere = new pg.Client({ connectionString: template.adminUrl });
      await elsewhere.connect();
      try {
        await elsewhere.query('begin');
        await elsewhere.query('select pg_current_xact_id()');
        await placeOrder(t, key); // committed while the other transaction runs
        const start = await changesBody(key, '?since=now');
        const after = await placeOrder(t, key);
        await elsewhere.query('commit');
        const page = await changesListing(key, `?since=${start.cursor}`, 1);
        expect(page.orders.map((view) => view.order._id)).toEqual([after._id]);
        // The next page remembers nothing it no longer needs, and loses nothing.
        const next = await changesBody(key, `?since=${page.cursor}`);
        expect(next.orders).toEqual([]);
      } finally {
        await elsewhere.end();
      }
    },
  );

  it('page by `limit`, with hasMore while there is more', async () => {
    const start = await changesBody(key, '?since=now');
    const placed = [await placeOrder(t, key), await placeOrder(t, key), await placeOrder(t, key)];
    await changesListing(key, `?since=${start.cursor}`, placed.length);
    const seen: string[] = [];
    let cursor = start.cursor;
    const pages: boolean[] = [];
    for (;;) {
      const page = await changesBody(key, `?since=${cursor}&limit=1`);
      seen.push(...page.orders.map((view) => view.order._id));
      pages.push(page.hasMore);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(seen).toEqual(placed.map((order) => order._id));
    expect(pages).toEqual([true, true, false]);
  });

  it('from the beginning without `since`, reaching every order of the company', async () => {
    const everything: string[] = [];
    let query = '?limit=100';
    for (;;) {
      const page = await changesBody(key, query);
      everything.push(...page.orders.map((view) => view.order._id));
      if (!page.hasMore) break;
      query = `?limit=100&since=${page.cursor}`;
    }
    const listed = await t.api.get('/api/v1/orders/?limit=30', { token: org.company.token });
    for (const order of listed.json<{ orders: { _id: string }[] }>().orders) {
      expect(everything).toContain(order._id);
    }
  });

  it('refuse a cursor they did not answer (400), and a limit out of range', async () => {
    for (const since of ['abc', 'MTIzLjQ1Ng==', Buffer.from('1.x').toString('base64url')]) {
      const answer = await changes(key, `?since=${encodeURIComponent(since)}`);
      expect(answer.statusCode, since).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/المؤشر/);
    }
    expect((await changes(key, '?limit=0')).statusCode).toBe(400);
    expect((await changes(key, '?limit=101')).statusCode).toBe(400);
  });
});
