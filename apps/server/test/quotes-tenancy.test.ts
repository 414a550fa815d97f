import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import {
  createAgent,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { answerPublic, issue, issueRequest, priceEach, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Quotes stay inside their company, branch and section: another tenant's order answers 404
 * exactly like an unknown one, and lists, exports, statistics and terms never mix companies.
 */

let t: TestApp;
let superadmin: string;
let a: Org;
let b: Org;
let otherBranchManager: string;
let otherSectionAgent: string;
let keyA: string;

beforeAll(async () => {
  t = await createTestApp();
  superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  a = await createOrg(t, superadmin);
  b = await createOrg(t, superadmin);
  const second = await createManagedBranch(t, a.company.token, 'فرع جدة');
  otherBranchManager = (await signIn(t, second.manager.phone)).accessToken;
  const sectionId = await createSection(t, a.company.token, {
    branchId: a.branchId,
    sectionName: 'قسم الكهرباء',
  });
  otherSectionAgent = (await signIn(t, (await createAgent(t, a.company.token, sectionId)).phone))
    .accessToken;
  keyA = await issueIntegrationKey(t, a.company.token);
}, 120_000);
afterAll(async () => t?.close());

const calls = (orderId: string, token: string) => [
  t.api.get(`/api/v1/orders/${orderId}/quotes`, { token }),
  // A well-formed body, so only whose order it is decides the answer.
  issueRequest(t, token, orderId, [
    { pieceId: '5b0f5c4e-2f1b-4a7e-9a3e-1d2c3b4a5f61', options: [{ price: 10 }] },
  ]),
  t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/quotes/share`,
    token,
    body: { channel: 'copy' },
  }),
];

describe('another place’s order', () => {
  it('answers 404 to every quote call, exactly like an unknown id, and nothing is stored', async () => {
    const order = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const outsiders = [
      b.company.token,
      b.manager.token,
      b.agent.token,
      otherBranchManager,
      otherSectionAgent,
    ];
    for (const token of outsiders) {
      for (const answer of await Promise.all(calls(order._id, token))) {
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json<{ message: string }>().message).toBe('الطلب غير موجود');
      }
    }
    const unknown = await t.api.get('/api/v1/orders/5b0f5c4e-2f1b-4a7e-9a3e-1d2c3b4a5f60/quotes', {
      token: a.company.token,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toBe('الطلب غير موجود');
    expect(await t.database.db.select().from(quotes).where(eq(quotes.orderId, order._id))).toEqual(
      [],
    );
  });

  it('the superadmin reads a company’s quotes but neither issues nor shares them', async () => {
    const order = await placeOrder(t, keyA, { sectionId: a.sectionId });
    await issue(t, a.agent.token, order._id, priceEach(order));
    const [read, issued, shared] = await Promise.all(calls(order._id, superadmin));
    expect(read?.statusCode).toBe(200);
    expect(issued?.statusCode).toBe(403);
    expect(shared?.statusCode).toBe(403);
  });
});

describe('what each caller sees', () => {
  it('lists, exports and statistics by quote status stay within the caller’s reach', async () => {
    const mine = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const next = await placeOrder(t, keyA, { sectionId: a.sectionId });
    const issued = await issue(t, a.agent.token, mine._id, priceEach(mine, 100));
    await issue(t, a.agent.token, mine._id, priceEach(mine, 90)); // a second version, same order
    await issue(t, a.agent.token, next._id, priceEach(next, 50));
    const accepted = await answerPublic(t, tokenOf(issued.link), {
      version: 2,
      decision: 'accept',
      lines: mine.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const refs = async (token: string, query: string) =>
      (await t.api.get(`/api/v1/orders/?limit=30&${query}`, { token }))
        .json<{ orders: { orderRef: string }[] }>()
        .orders.map((o) => o.orderRef);
    expect(await refs(a.agent.token, 'quoteStatus=accepted')).toEqual([mine.orderRef]);
    expect(await refs(b.company.token, 'quoteStatus=accepted')).toEqual([]);
    expect(await refs(otherSectionAgent, 'quoteStatus=sent')).toEqual([]);

    const exported = await t.api.get('/api/v1/orders/exports/?quoteStatus=accepted', {
      token: a.company.token,
    });
    const row = exported.body.split('\r\n').find((line) => line.startsWith(mine.orderRef)) ?? '';
    // (2 × 90.00 + 1 × 90.00) × 1.15 = 310.50, accepted whole.
    expect(row).toContain('مقبول,2,310.50,310.50');
    const foreign = await t.api.get('/api/v1/orders/exports/?quoteStatus=accepted', {
      token: b.company.token,
    });
    expect(foreign.body).not.toContain(mine.orderRef);

    type QuoteDay = { sent: number; accepted: number; acceptedHalalas: number };
    const days = async (token: string) =>
      (await t.api.get('/api/v1/common/stats', { token })).json<{ quoteChartData: QuoteDay[] }>()
        .quoteChartData;
    const sum = (list: QuoteDay[], key: keyof QuoteDay) => list.reduce((n, day) => n + day[key], 0);
    const ofAgent = await days(a.agent.token);
    // Three orders of this section quoted in this file (a second version counts no order twice),
    // one accepted for 310.50.
    expect(sum(ofAgent, 'sent')).toBe(3);
    expect(sum(ofAgent, 'accepted')).toBe(1);
    expect(sum(ofAgent, 'acceptedHalalas')).toBe(31050);
    expect(sum(await days(otherSectionAgent), 'sent')).toBe(0);
    expect(sum(await days(b.company.token), 'sent')).toBe(0);
  });

  it('quote terms are the company’s own', async () => {
    const saved = await t.api.request({
      method: 'PUT',
      url: '/api/v1/quote-terms',
      token: a.company.token,
      body: { vatRatePercent: 5, pricesIncludeVat: true, validityHours: 24, deliveryFee: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await t.api.get('/api/v1/quote-terms', { token: b.company.token });
    expect(other.json()).toMatchObject({
      vatRatePercent: 15,
      pricesIncludeVat: false,
      validityHours: 48,
      deliveryFee: 0,
    });
    for (const token of [a.manager.token, a.agent.token, superadmin]) {
      expect((await t.api.get('/api/v1/quote-terms', { token })).statusCode).toBe(403);
    }
    const bad = await t.api.request({
      method: 'PUT',
      url: '/api/v1/quote-terms',
      token: a.company.token,
      body: {
        vatRatePercent: 15,
        pricesIncludeVat: false,
        validityHours: 48,
        deliveryFee: 0,
        vatNumber: '300000000000001',
        messageTemplate: 'مرحبًا {customer}',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<{ errors: { field: string }[] }>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['messageTemplate', 'vatNumber']);
    // Still the terms saved before.
    expect(
      (await t.api.get('/api/v1/quote-terms', { token: a.company.token })).json(),
    ).toMatchObject({
      vatRatePercent: 5,
      vatNumber: null,
    });
    // Restore the defaults for the other tests of this file.
    await t.api.request({
      method: 'PUT',
      url: '/api/v1/quote-terms',
      token: a.company.token,
      body: { vatRatePercent: 15, pricesIncludeVat: false, validityHours: 48, deliveryFee: 0 },
    });
  });
});
