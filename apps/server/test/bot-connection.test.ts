import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  notifications,
  orderEvents,
  orders,
  webhookDeliveries,
} from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import {
  createCompany,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * What a bot developer needs to connect in minutes: the key's last use, the branches and sections
 * with their ids (to the bot through its key, to the company on its screen), and a sample order
 * tried through the bot's own intake and undone.
 */

let t: TestApp;
let superadminToken: string;
let org: Org;
let other: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
  other = await createOrg(t, superadminToken);
  key = await issueIntegrationKey(t, org.company.token);
  await issueIntegrationKey(t, other.company.token);
});

afterAll(async () => {
  await t?.close();
});

function botGet(path: string, botKey: string | null) {
  return t.api.request({
    method: 'GET',
    url: path,
    headers: botKey === null ? {} : { 'x-integration-key': botKey },
    apiKey: null,
  });
}

function testOrder(token: string, body: unknown = {}) {
  return t.api.post('/api/v1/users/integration-key/test-order', body, { token });
}

async function rowsOf(companyId: string) {
  const counted = async (table: typeof orders | typeof orderEvents | typeof webhookDeliveries) => {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(table)
      .where(eq(table.companyId, companyId));
    return row?.value ?? 0;
  };
  const [notices] = await t.database.db.select({ value: count() }).from(notifications);
  const [audits] = await t.database.db
    .select({ value: count() })
    .from(auditEvents)
    .where(eq(auditEvents.companyId, companyId));
  return {
    orders: await counted(orders),
    events: await counted(orderEvents),
    deliveries: await counted(webhookDeliveries),
    notifications: notices?.value ?? 0,
    audit: audits?.value ?? 0,
  };
}

describe('the integration key', () => {
  it('says when the bot last used it', async () => {
    const before = await t.api.get('/api/v1/users/integration-key', { token: org.company.token });
    expect(before.json<{ lastUsedAt: string | null }>().lastUsedAt).toBeNull();
    await placeOrder(t, key, { sectionId: org.sectionId });
    const after = await t.api.get('/api/v1/users/integration-key', { token: org.company.token });
    expect(after.json<{ lastUsedAt: string | null }>().lastUsedAt).toBe(
      t.clock.now().toISOString(),
    );
  });
});

describe('the branches and sections a bot routes to', () => {
  it('are listed with their ids for the bot and for the company alike, its own only', async () => {
    // Oldest first: the test clock stands still unless moved.
    t.clock.advance(60);
    const second = await createManagedBranch(t, org.company.token, 'فرع جدة');
    t.clock.advance(60);
    const jeddahA = await createSection(t, org.company.token, {
      branchId: second.branchId,
      sectionName: 'قسم الكهرباء',
    });
    t.clock.advance(60);
    const jeddahB = await createSection(t, org.company.token, {
      branchId: second.branchId,
      sectionName: 'قسم المحركات',
    });
    const expected = {
      branches: [
        {
          _id: org.branchId,
          branchName: 'فرع الرياض',
          sections: [{ _id: org.sectionId, sectionName: 'قسم المحركات' }],
        },
        {
          _id: second.branchId,
          branchName: 'فرع جدة',
          sections: [
            { _id: jeddahA, sectionName: 'قسم الكهرباء' },
            { _id: jeddahB, sectionName: 'قسم المحركات' },
          ],
        },
      ],
      defaultSectionId: null,
    };
    const forBot = await botGet('/api/v1/integration/places', key);
    expect(forBot.statusCode, forBot.body).toBe(200);
    expect(forBot.json()).toEqual(expected);
    const forCompany = await t.api.get('/api/v1/users/integration-key/places', {
      token: org.company.token,
    });
    expect(forCompany.json()).toEqual(expected);

    await t.api.request({
      method: 'PUT',
      url: '/api/v1/order-intake',
      token: org.company.token,
      body: { defaultSectionId: jeddahB },
    });
    expect((await botGet('/api/v1/integration/places', key)).json()).toMatchObject({
      defaultSectionId: jeddahB,
    });
    const otherPlaces = await botGet(
      '/api/v1/integration/places',
      await issueIntegrationKey(t, other.company.token),
    );
    expect(JSON.stringify(otherPlaces.json())).not.toContain(org.branchId);
  });

  it('answer 401 without a usable key, 403 to anyone but the company', async () => {
    expect((await botGet('/api/v1/integration/places', null)).statusCode).toBe(401);
    expect((await botGet('/api/v1/integration/places', `${key}x`)).statusCode).toBe(401);
    for (const token of [org.manager.token, org.agent.token, superadminToken]) {
      const answer = await t.api.get('/api/v1/users/integration-key/places', { token });
      expect(answer.statusCode).toBe(403);
    }
  });
});

describe('a test order', () => {
  it('answers as the bot would be answered, and leaves nothing behind', async () => {
    const before = await rowsOf(org.company.id);
    const tried = await testOrder(org.company.token, { sectionId: org.sectionId });
    expect(tried.statusCode, tried.body).toBe(200);
    const result = tried.json<{
      request: { method: string; path: string; headers: Record<string, string>; body: unknown };
      answer: { status: number; body: { order: { orderRef: string; sectionName: string } } };
    }>();
    expect(result.request).toMatchObject({
      method: 'POST',
      path: '/api/v1/integration/orders',
      body: { sectionId: org.sectionId, client: { name: 'عميل تجريبي' } },
    });
    // The key is named by its start, never whole.
    expect(result.request.headers['x-integration-key']).toBe(`${key.slice(0, 12)}…`);
    expect(tried.body).not.toContain(key);
    expect(result.answer.status).toBe(201);
    expect(result.answer.body.order.sectionName).toBe('قسم المحركات');
    expect(result.answer.body.order.orderRef).toMatch(/^ORD-\d{5}$/);

    expect(await rowsOf(org.company.id)).toEqual(before);
    // The reference it showed is still free: the next real order takes it.
    const real = await placeOrder(t, key, { sectionId: org.sectionId });
    expect(real.orderRef).toBe(result.answer.body.order.orderRef);
  });

  it('shows the bot’s refusal inside the answer, for a branch of another company', async () => {
    const tried = await testOrder(org.company.token, { branchId: other.branchId });
    expect(tried.statusCode).toBe(200);
    expect(tried.json<{ answer: unknown }>().answer).toEqual({
      status: 404,
      body: { code: 'BRANCH_NOT_FOUND', message: expect.any(String) },
    });
  });

  it('needs a key (409), the company (403) and a clean body (400)', async () => {
    const fresh = await createCompany(t, superadminToken);
    const none = await testOrder(fresh.token);
    expect(none.statusCode).toBe(409);
    expect(none.json<{ code: string }>().code).toBe('INTEGRATION_KEY_MISSING');
    for (const token of [org.manager.token, org.agent.token, superadminToken]) {
      expect((await testOrder(token)).statusCode).toBe(403);
    }
    for (const body of [{ branchId: 'الرياض' }, { sectionId: randomUUID(), extra: true }]) {
      expect((await testOrder(org.company.token, body)).statusCode).toBe(400);
    }
  });
});
