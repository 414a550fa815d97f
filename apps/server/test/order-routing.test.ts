import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIntakeSettings, orders } from '../src/db/schema.js';
import { newestEvent } from './support/audit-fixtures.js';
import { signIn } from './support/auth-helpers.js';
import {
  cancelRequest,
  issueIntegrationKey,
  notificationsOf,
  placeOrder,
  type OrderBody,
} from './support/order-fixtures.js';
import {
  createAgent,
  createCompany,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
  type SignedInPerson,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';

/**
 * No order reaches nobody: an order whose bot names no section goes to the company's default
 * section, or waits in the unrouted queue that the company and every manager see, are told of,
 * and route from.
 */

let t: TestApp;
let superadminToken: string;
let company: SignedInPerson;
let key: string;
/** North has two sections (A, B), south one (C); an employee in A and one in C. */
let north: { branchId: string; manager: SignedInPerson };
let south: { branchId: string; manager: SignedInPerson };
let sectionA: string;
let sectionB: string;
let sectionC: string;
let agentA: SignedInPerson;
let agentC: SignedInPerson;
let other: Org;
let hooks: WebhookReceiver;

async function signedIn(person: { id: string; phone: SignedInPerson['phone'] }) {
  return { ...person, token: (await signIn(t, person.phone)).accessToken };
}

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  company = await createCompany(t, superadminToken);
  key = await issueIntegrationKey(t, company.token);
  const northBranch = await createManagedBranch(t, company.token, 'فرع الشمال');
  const southBranch = await createManagedBranch(t, company.token, 'فرع الجنوب');
  north = { ...northBranch, manager: await signedIn(northBranch.manager) };
  south = { ...southBranch, manager: await signedIn(southBranch.manager) };
  sectionA = await createSection(t, company.token, {
    branchId: north.branchId,
    sectionName: 'قسم المحركات',
  });
  sectionB = await createSection(t, company.token, {
    branchId: north.branchId,
    sectionName: 'قسم الكهرباء',
  });
  sectionC = await createSection(t, company.token, {
    branchId: south.branchId,
    sectionName: 'قسم الهياكل',
  });
  agentA = await signedIn(await createAgent(t, company.token, sectionA));
  agentC = await signedIn(await createAgent(t, company.token, sectionC));
  other = await createOrg(t, superadminToken);
  hooks = await startWebhookReceiver();
});

afterAll(async () => {
  await t?.close();
  await hooks?.close();
});

async function unroutedQueue(token: string): Promise<string[]> {
  const listed = await t.api.get('/api/v1/orders/?queue=unrouted&limit=30', { token });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json<{ orders: OrderBody[] }>().orders.map((order) => order._id);
}

function route(token: string, orderId: string, body: unknown) {
  return t.api.post(`/api/v1/orders/${orderId}/route`, body, { token });
}

function setDefault(token: string, defaultSectionId: string | null) {
  return t.api.request({
    method: 'PUT',
    url: '/api/v1/order-intake',
    token,
    body: { defaultSectionId },
  });
}

async function placeOf(orderId: string) {
  const [row] = await t.database.db
    .select({
      branchId: orders.branchId,
      sectionId: orders.sectionId,
      managerId: orders.managerId,
      firstQuoteDueAt: orders.firstQuoteDueAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

describe('an order that names no section, without a default section', () => {
  let waiting: OrderBody;

  beforeAll(async () => {
    waiting = await placeOrder(t, key);
  });

  it('reaches no branch and tells the company and every manager, opening the order', async () => {
    expect([waiting.branchName, waiting.sectionName]).toEqual([null, null]);
    for (const userId of [company.id, north.manager.id, south.manager.id]) {
      expect(await notificationsOf(t, userId)).toContainEqual({
        title: 'طلب بانتظار التوجيه',
        message: expect.stringContaining(`(${waiting.orderRef}) دون قسم، ويلزم توجيهه إلى قسم`),
        path: `/offers/${waiting._id}`,
      });
    }
    for (const agent of [agentA, agentC]) {
      expect(await notificationsOf(t, agent.id)).not.toContainEqual(
        expect.objectContaining({ path: `/offers/${waiting._id}` }),
      );
    }
  });

  it('is in the unrouted queue of the company and of every manager, and opens for them only', async () => {
    for (const token of [company.token, north.manager.token, south.manager.token]) {
      expect(await unroutedQueue(token)).toContain(waiting._id);
      const read = await t.api.get(`/api/v1/orders/${waiting._id}`, { token });
      expect(read.statusCode).toBe(200);
    }
    // A manager takes it in before working it: until then nothing else changes it.
    expect((await cancelRequest(t, south.manager.token, waiting._id)).statusCode).toBe(404);
    expect(await unroutedQueue(agentA.token)).toEqual([]);
    expect(
      (await t.api.get(`/api/v1/orders/${waiting._id}`, { token: agentA.token })).statusCode,
    ).toBe(404);
    // Another company sees none of it.
    expect(await unroutedQueue(other.company.token)).not.toContain(waiting._id);
    expect(await unroutedQueue(other.manager.token)).not.toContain(waiting._id);
    expect(
      (await t.api.get(`/api/v1/orders/${waiting._id}`, { token: other.manager.token })).statusCode,
    ).toBe(404);
  });

  it('naming a branch of two sections, it waits too, in that branch, and every manager sees it', async () => {
    const inNorth = await placeOrder(t, key, { branchId: north.branchId });
    expect([inNorth.branchName, inNorth.sectionName]).toEqual(['فرع الشمال', null]);
    expect(await unroutedQueue(south.manager.token)).toContain(inNorth._id);
    // The managers' own lists keep to their branch: the queue is where the others are.
    const southList = await t.api.get('/api/v1/orders/?limit=30', { token: south.manager.token });
    expect(southList.json<{ orders: OrderBody[] }>().orders.map((o) => o._id)).not.toContain(
      inNorth._id,
    );
  });

  it('is taken by a manager into its own branch: the section hears of it as of a new order', async () => {
    const subscribed = await t.api.post(
      '/api/v1/webhooks',
      { url: hooks.url, events: ['order.routed'] },
      { token: company.token },
    );
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    // Another branch's section is not the south manager's to fill.
    const elsewhere = await route(south.manager.token, waiting._id, { sectionId: sectionA });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json<{ code: string }>().code).toBe('SECTION_NOT_FOUND');
    expect((await placeOf(waiting._id))?.sectionId).toBeNull();

    const routed = await route(south.manager.token, waiting._id, { sectionId: sectionC });
    expect(routed.statusCode, routed.body).toBe(200);
    expect(routed.json<{ order: OrderBody }>().order).toMatchObject({
      branchName: 'فرع الجنوب',
      sectionName: 'قسم الهياكل',
    });
    expect(await placeOf(waiting._id)).toMatchObject({
      branchId: south.branchId,
      sectionId: sectionC,
      managerId: south.manager.id,
    });

    expect(await notificationsOf(t, agentC.id)).toContainEqual(
      expect.objectContaining({ title: 'طلب تسعير جديد', path: `/offers/${waiting._id}` }),
    );
    // Nobody is told of their own action, and the other branch hears nothing more.
    for (const userId of [south.manager.id, north.manager.id, agentA.id]) {
      const notices = await notificationsOf(t, userId);
      expect(notices.filter((n) => n.title === 'طلب تسعير جديد')).toEqual([]);
    }

    // It left the queue; the north manager no longer reaches it, the section's employee does.
    expect(await unroutedQueue(company.token)).not.toContain(waiting._id);
    const byNorth = await t.api.get(`/api/v1/orders/${waiting._id}`, {
      token: north.manager.token,
    });
    expect(byNorth.statusCode).toBe(404);
    const byAgent = await t.api.get(`/api/v1/orders/${waiting._id}`, { token: agentC.token });
    expect(byAgent.statusCode).toBe(200);

    // The history says who routed it where; the webhook carries it.
    const timeline = await t.api.get(`/api/v1/orders/${waiting._id}/events`, {
      token: company.token,
    });
    expect(timeline.json<{ events: unknown[] }>().events).toContainEqual(
      expect.objectContaining({
        type: 'order.routed',
        actor: { kind: 'user', name: expect.any(String) },
        branchName: 'فرع الجنوب',
        sectionName: 'قسم الهياكل',
      }),
    );
    await t.app.webhookDispatcher.settled();
    const [delivered] = await hooks.waitFor(1);
    expect(delivered?.event.type).toBe('order.routed');
    expect(delivered?.event.data.order?.order._id).toBe(waiting._id);
    expect(delivered?.event.data.event.details).toEqual({
      branchId: south.branchId,
      sectionId: sectionC,
    });
  });

  it('a second routing answers 409 and changes nothing', async () => {
    const again = await route(company.token, waiting._id, { sectionId: sectionA });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('ORDER_ROUTED_OR_CLOSED');
    expect((await placeOf(waiting._id))?.sectionId).toBe(sectionC);
  });
});

describe('routing refuses', () => {
  it('a section or an order of another company (404), bad input (400), an employee (403)', async () => {
    const order = await placeOrder(t, key);
    const before = await placeOf(order._id);

    const foreignSection = await route(company.token, order._id, { sectionId: other.sectionId });
    expect(foreignSection.statusCode).toBe(404);
    expect(foreignSection.json<{ code: string }>().code).toBe('SECTION_NOT_FOUND');
    const unknownSection = await route(company.token, order._id, { sectionId: randomUUID() });
    expect(unknownSection.statusCode).toBe(404);
    const foreignCompany = await route(other.company.token, order._id, {
      sectionId: other.sectionId,
    });
    expect(foreignCompany.statusCode).toBe(404);
    expect(foreignCompany.json<{ code: string }>().code).toBe('ORDER_NOT_FOUND');
    for (const body of [{}, { sectionId: 'قسم' }, { sectionId: sectionA, extra: 1 }]) {
      const bad = await route(company.token, order._id, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const byAgent = await route(agentA.token, order._id, { sectionId: sectionA });
    expect(byAgent.statusCode).toBe(403);

    expect(await placeOf(order._id)).toEqual(before);
  });

  it('an order no longer pending (409)', async () => {
    const order = await placeOrder(t, key);
    expect((await cancelRequest(t, company.token, order._id)).statusCode).toBe(200);
    const late = await route(company.token, order._id, { sectionId: sectionA });
    expect(late.statusCode).toBe(409);
    expect(await unroutedQueue(company.token)).not.toContain(order._id);
  });
});

describe('the default section', () => {
  it('is the company admin’s to set, to a section of its own', async () => {
    const read = await t.api.get('/api/v1/order-intake', { token: company.token });
    expect(read.json()).toEqual({ defaultSection: null });
    for (const token of [north.manager.token, agentA.token, superadminToken]) {
      expect((await setDefault(token, sectionB)).statusCode).toBe(403);
      expect((await t.api.get('/api/v1/order-intake', { token })).statusCode).toBe(403);
    }
    const foreign = await setDefault(company.token, other.sectionId);
    expect(foreign.statusCode).toBe(404);
    const bad = await t.api.request({
      method: 'PUT',
      url: '/api/v1/order-intake',
      token: company.token,
      body: { defaultSectionId: 'الشمال' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.api.get('/api/v1/order-intake', { token: company.token })).json()).toEqual({
      defaultSection: null,
    });

    const saved = await setDefault(company.token, sectionB);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ intake: unknown }>().intake).toEqual({
      defaultSection: {
        _id: sectionB,
        sectionName: 'قسم الكهرباء',
        branchId: north.branchId,
        branchName: 'فرع الشمال',
      },
    });
    const logged = await newestEvent(t, company.token, 'order_intake.updated');
    expect(logged?.changes).toEqual([
      expect.objectContaining({ before: null, after: 'فرع الشمال / قسم الكهرباء' }),
    ]);
  });

  it('takes the orders that name no section, unless they name another branch', async () => {
    expect((await setDefault(company.token, sectionB)).statusCode).toBe(200);
    const plain = await placeOrder(t, key);
    expect([plain.branchName, plain.sectionName]).toEqual(['فرع الشمال', 'قسم الكهرباء']);
    expect(await notificationsOf(t, company.id)).toContainEqual(
      expect.objectContaining({ title: 'طلب تسعير جديد', path: `/offers/${plain._id}` }),
    );
    // A branch of one section: its section. The default's own branch: the default.
    const southOrder = await placeOrder(t, key, { branchId: south.branchId });
    expect(southOrder.sectionName).toBe('قسم الهياكل');
    const northOrder = await placeOrder(t, key, { branchId: north.branchId });
    expect(northOrder.sectionName).toBe('قسم الكهرباء');
    // A branch of two sections that is not the default's: that branch, and the queue.
    const east = await createManagedBranch(t, company.token, 'فرع الشرق');
    await createSection(t, company.token, { branchId: east.branchId, sectionName: 'قسم 1' });
    await createSection(t, company.token, { branchId: east.branchId, sectionName: 'قسم 2' });
    const eastOrder = await placeOrder(t, key, { branchId: east.branchId });
    expect([eastOrder.branchName, eastOrder.sectionName]).toEqual(['فرع الشرق', null]);
    expect(await unroutedQueue(company.token)).toContain(eastOrder._id);
  });

  it('is cleared by null, and when its section is deleted', async () => {
    expect((await setDefault(company.token, null)).statusCode).toBe(200);
    expect((await t.api.get('/api/v1/order-intake', { token: company.token })).json()).toEqual({
      defaultSection: null,
    });
    const spare = await createSection(t, company.token, {
      branchId: north.branchId,
      sectionName: 'قسم مؤقت',
    });
    expect((await setDefault(company.token, spare)).statusCode).toBe(200);
    const deleted = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/sections/${spare}`,
      token: company.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(orderIntakeSettings)
      .where(eq(orderIntakeSettings.companyId, company.id));
    expect(row?.defaultSectionId).toBeNull();
    const after = await placeOrder(t, key);
    expect(after.sectionName).toBeNull();
  });
});
