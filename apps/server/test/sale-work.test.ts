import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder, type OrderBody } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The sale after the quote, as staff follow it: the work lists of the orders list (`queue`), the
 * statistics' days of money and handovers with what accepted sales still owe, and the export's
 * payment and handover columns — each within the caller's reach.
 */

interface QuoteDay {
  date: string;
  accepted: number;
  acceptedHalalas: number;
  paid: number;
  delivered: number;
  collectedHalalas: number;
  refundedHalalas: number;
}

let t: TestApp;
let org: Org;
let other: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  other = await createOrg(t, superadmin);
  key = await issueIntegrationKey(t, org.company.token);
}, 120_000);
afterAll(async () => t?.close());

async function issued(): Promise<{ order: OrderBody; token: string }> {
  const order = await placeOrder(t, key);
  const quote = await issue(t, org.agent.token, order._id, priceEach(order));
  return { order, token: tokenOf(quote.link) };
}

/** An order whose quote the customer accepted; answers it with the total he accepted. */
async function accepted(): Promise<{ order: OrderBody; totalHalalas: number }> {
  const { order, token } = await issued();
  const lines = order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 }));
  const answer = await answerPublic(
    t,
    token,
    { version: 1, decision: 'accept', lines },
    uniqueIp(),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const payments = await t.api.get(`/api/v1/orders/${order._id}/payments`, {
    token: org.company.token,
  });
  return { order, totalHalalas: payments.json<{ dueHalalas: number }>().dueHalalas };
}

function move(orderId: string, stage: string) {
  return t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/fulfilment`,
    token: org.agent.token,
    body: { stage },
  });
}

function pay(orderId: string, amountHalalas: number) {
  return t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/payments`,
    token: org.agent.token,
    body: { method: 'cash', amountHalalas },
  });
}

async function queue(name: string, token = org.company.token): Promise<string[]> {
  const answer = await t.api.get(`/api/v1/orders/?queue=${name}&limit=30`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ orders: { _id: string }[] }>().orders.map((order) => order._id);
}

async function stats(token = org.company.token) {
  const answer = await t.api.get('/api/v1/common/stats', { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ quoteChartData: QuoteDay[]; outstandingHalalas: number }>();
}

function sum(days: QuoteDay[], field: keyof Omit<QuoteDay, 'date'>): number {
  return days.reduce((total, day) => total + day[field], 0);
}

describe('the work lists', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.toPrepare = (await accepted()).order._id;
    ids.preparing = (await accepted()).order._id;
    ids.ready = (await accepted()).order._id;
    ids.outForDelivery = (await accepted()).order._id;
    ids.delivered = (await accepted()).order._id;
    ids.returned = (await accepted()).order._id;
    expect((await move(ids.preparing, 'preparing')).statusCode).toBe(200);
    expect((await move(ids.ready, 'ready_for_pickup')).statusCode).toBe(200);
    expect((await move(ids.outForDelivery, 'out_for_delivery')).statusCode).toBe(200);
    await move(ids.delivered, 'ready_for_pickup');
    expect((await move(ids.delivered, 'delivered')).statusCode).toBe(200);
    await move(ids.returned, 'out_for_delivery');
    expect((await move(ids.returned, 'returned')).statusCode).toBe(200);
    ids.awaiting = (await issued()).order._id;
    ids.fresh = (await placeOrder(t, key))._id;
    // Past its first quote's due time, and one that found no branch: set where routing and the
    // branch's hours would put them, which a test cannot wait for.
    ids.late = (await placeOrder(t, key))._id;
    await t.database.db
      .update(orders)
      .set({ firstQuoteDueAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, ids.late));
    ids.unrouted = (await placeOrder(t, key))._id;
    await t.database.db
      .update(orders)
      .set({ branchId: null, sectionId: null })
      .where(eq(orders.id, ids.unrouted));
  }, 120_000);

  it('lists each lane of the handover', async () => {
    // The test clock stands still: orders made in one test share their time, so no order is
    // asserted between them.
    expect((await queue('to_prepare')).sort()).toEqual([ids.preparing, ids.toPrepare].sort());
    expect(await queue('ready_for_pickup')).toEqual([ids.ready]);
    expect(await queue('out_for_delivery')).toEqual([ids.outForDelivery]);
    expect(await queue('delivered_today')).toEqual([ids.delivered]);
  });

  it('lists what waits on the customer, what is late and what reached no section', async () => {
    expect(await queue('awaiting_customer')).toEqual([ids.awaiting]);
    expect(await queue('late')).toEqual([ids.late]);
    expect(await queue('unrouted')).toEqual([ids.unrouted]);
  });

  it('keeps the lists within the caller’s reach', async () => {
    expect((await queue('to_prepare', org.agent.token)).sort()).toEqual(
      [ids.preparing, ids.toPrepare].sort(),
    );
    // The unrouted order is in no branch: the company and every manager see it (any manager may
    // take it in), another company's manager and the employees do not.
    expect(await queue('unrouted', org.manager.token)).toEqual([ids.unrouted]);
    expect(await queue('unrouted', other.manager.token)).toEqual([]);
    expect(await queue('unrouted', org.agent.token)).toEqual([]);
    expect(await queue('to_prepare', other.company.token)).toEqual([]);
    expect(await queue('delivered_today', other.agent.token)).toEqual([]);
  });

  it('answers an unknown list with a clear 400', async () => {
    const answer = await t.api.get('/api/v1/orders/?queue=everything', {
      token: org.company.token,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });
});

describe('the sale in the statistics and the export', () => {
  it('counts first money once, the money in and out, and what accepted sales still owe', async () => {
    const before = await stats();
    const { order, totalHalalas } = await accepted();
    const owedAfterAccepting = (await stats()).outstandingHalalas;
    expect(owedAfterAccepting - before.outstandingHalalas).toBe(totalHalalas);

    const first = await pay(order._id, 1_000);
    expect(first.statusCode, first.body).toBe(201);
    const second = await pay(order._id, 2_000);
    expect(second.statusCode, second.body).toBe(201);
    const paymentId = second
      .json<{ payments: { id: string; amountHalalas: number }[] }>()
      .payments.find((payment) => payment.amountHalalas === 2_000)!.id;
    const refund = await t.api.request({
      method: 'POST',
      url: `/api/v1/orders/${order._id}/payments/${paymentId}/refunds`,
      token: org.manager.token,
      body: { amountHalalas: 500 },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await move(order._id, 'ready_for_pickup');
    await move(order._id, 'delivered');

    const after = await stats();
    expect(after.outstandingHalalas - before.outstandingHalalas).toBe(totalHalalas - 2_500);
    const grew = (field: keyof Omit<QuoteDay, 'date'>) =>
      sum(after.quoteChartData, field) - sum(before.quoteChartData, field);
    expect(grew('accepted')).toBe(1);
    expect(grew('acceptedHalalas')).toBe(totalHalalas);
    expect(grew('paid')).toBe(1);
    expect(grew('collectedHalalas')).toBe(3_000);
    expect(grew('refundedHalalas')).toBe(500);
    expect(grew('delivered')).toBe(1);
    // The same figures reach the branch's manager and the section's agent, not another company.
    expect((await stats(org.manager.token)).outstandingHalalas).toBe(after.outstandingHalalas);
    expect((await stats(org.agent.token)).outstandingHalalas).toBe(after.outstandingHalalas);
    expect((await stats(other.company.token)).outstandingHalalas).toBe(0);

    const csv = await t.api.get('/api/v1/orders/exports/', { token: org.company.token });
    expect(csv.statusCode).toBe(200);
    const [headings, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(headings!.split(',').slice(-3)).toEqual(['حالة الدفع', 'المدفوع (ر.س)', 'حالة التسليم']);
    const row = rows.find((line) => line.startsWith(order.orderRef))!;
    expect(row.split(',').slice(-3)).toEqual(['مدفوع جزئيًا', '25.00', 'تم التسليم']);
  });

  it('stops counting what a returned sale owes', async () => {
    const before = (await stats()).outstandingHalalas;
    const returned = await accepted();
    expect((await stats()).outstandingHalalas - before).toBe(returned.totalHalalas);
    await move(returned.order._id, 'out_for_delivery');
    expect((await move(returned.order._id, 'returned')).statusCode).toBe(200);
    expect((await stats()).outstandingHalalas).toBe(before);
  });
});
