import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueIp } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder, type OrderBody } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { answerPublic, issue, priceEach, readPublic, tokenOf } from './support/quote-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The handover after acceptance: staff move an accepted order forward (preparing, ready for
 * pickup or out for delivery, delivered or returned), one at a time or in bulk; each step is an
 * order event, and the customer's link shows where his order is.
 */

interface PublicFulfilment {
  stage: string;
  steps: { stage: string; at: string }[];
  pickup: { branchName: string; address: string | null; mapUrl: string | null } | null;
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
});
afterAll(async () => t?.close());

async function acceptedOrder(): Promise<{ order: OrderBody; token: string }> {
  const order = await placeOrder(t, key);
  const issued = await issue(t, org.agent.token, order._id, priceEach(order));
  const token = tokenOf(issued.link);
  const lines = order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 }));
  const accepted = await answerPublic(
    t,
    token,
    { version: 1, decision: 'accept', lines },
    uniqueIp(),
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { order, token };
}

function move(orderId: string, stage: string, token = org.agent.token) {
  return t.api.request({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/fulfilment`,
    token,
    body: { stage },
  });
}

async function fulfilmentOnLink(token: string): Promise<PublicFulfilment | null> {
  const read = await readPublic(t, token, uniqueIp());
  expect(read.statusCode, read.body).toBe(200);
  return read.json<{ fulfilment: PublicFulfilment | null }>().fulfilment;
}

async function eventsOf(orderId: string) {
  const timeline = await t.api.request({
    method: 'GET',
    url: `/api/v1/orders/${orderId}/events`,
    token: org.company.token,
  });
  return timeline
    .json<{ events: { type: string; fulfilmentStage: string | null }[] }>()
    .events.filter((event) => event.type === 'order.fulfilment_changed');
}

describe('the handover of an accepted order', () => {
  it('moves forward step by step, and the customer’s link follows with the pickup branch', async () => {
    const { order, token } = await acceptedOrder();
    expect(await fulfilmentOnLink(token)).toBeNull();

    const preparing = await move(order._id, 'preparing');
    expect(preparing.statusCode, preparing.body).toBe(200);
    expect(preparing.json()).toMatchObject({
      order: { fulfilmentStage: 'preparing', saleStage: 'accepted' },
    });
    const ready = await move(order._id, 'ready_for_pickup');
    expect(ready.statusCode, ready.body).toBe(200);
    const onLink = await fulfilmentOnLink(token);
    expect(onLink).toMatchObject({
      stage: 'ready_for_pickup',
      steps: [{ stage: 'preparing' }, { stage: 'ready_for_pickup' }],
    });
    expect(onLink!.pickup!.branchName).toBe(order.branchName);
    expect(onLink!.pickup!.mapUrl).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );

    const delivered = await move(order._id, 'delivered');
    expect(delivered.json()).toMatchObject({
      order: { fulfilmentStage: 'delivered', saleStage: 'handed_over' },
    });
    expect((await fulfilmentOnLink(token))!.pickup).toBeNull();
    expect((await eventsOf(order._id)).map((event) => event.fulfilmentStage)).toEqual([
      'preparing',
      'ready_for_pickup',
      'delivered',
    ]);

    // Brought back after the handover: the sale no longer reads as done.
    const returned = await move(order._id, 'returned');
    expect(returned.json()).toMatchObject({
      order: { fulfilmentStage: 'returned', saleStage: 'returned' },
    });
  });

  it('records the stage an order already has once, and never moves back', async () => {
    const { order } = await acceptedOrder();
    await move(order._id, 'out_for_delivery');
    const again = await move(order._id, 'out_for_delivery');
    expect(again.statusCode).toBe(200);
    const back = await move(order._id, 'preparing');
    expect(back.statusCode).toBe(409);
    expect(back.json<{ code: string }>().code).toBe('FULFILMENT_STEP_INVALID');
    expect(await eventsOf(order._id)).toHaveLength(1);
  });

  it('refuses an order the customer has not accepted, bad stages, and other companies', async () => {
    const order = await placeOrder(t, key);
    const early = await move(order._id, 'preparing');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ code: string }>().code).toBe('QUOTE_NOT_ACCEPTED');

    const { order: sold } = await acceptedOrder();
    const bad = await move(sold._id, 'shipped');
    expect(bad.statusCode).toBe(400);
    const outsider = await move(sold._id, 'preparing', other.company.token);
    expect(outsider.statusCode).toBe(404);
    expect(await eventsOf(sold._id)).toHaveLength(0);
  });

  it('moves several orders at once and says which could not move', async () => {
    const [first, second] = [await acceptedOrder(), await acceptedOrder()];
    const pending = await placeOrder(t, key);
    const bulk = await t.api.request({
      method: 'POST',
      url: '/api/v1/orders/fulfilment',
      token: org.manager.token,
      body: { orderIds: [first.order._id, second.order._id, pending._id], stage: 'preparing' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({
      moved: [first.order._id, second.order._id],
      skipped: [{ orderId: pending._id, code: 'QUOTE_NOT_ACCEPTED', message: expect.any(String) }],
    });
    const outsider = await t.api.request({
      method: 'POST',
      url: '/api/v1/orders/fulfilment',
      token: other.company.token,
      body: { orderIds: [first.order._id], stage: 'ready_for_pickup' },
    });
    expect(outsider.json()).toMatchObject({
      moved: [],
      skipped: [{ orderId: first.order._id, code: 'ORDER_NOT_FOUND' }],
    });
    expect(await eventsOf(first.order._id)).toHaveLength(1);
  });
});
