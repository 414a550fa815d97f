import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, orders, pieces, vehicles } from '../src/db/schema.js';
import { signIn } from './support/auth-helpers.js';
import {
  issueIntegrationKey,
  notificationsOf,
  orderRequest,
  placeOrder,
  submit,
  vin,
  type OrderBody,
} from './support/order-fixtures.js';
import {
  createCompany,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let superadminToken: string;
let org: Org;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
  key = await issueIntegrationKey(t, org.company.token);
});

afterAll(async () => {
  await t?.close();
});

async function countOf(table: typeof orders | typeof clients | typeof vehicles | typeof pieces) {
  const [row] = await t.database.db
    .select({ value: count() })
    .from(table)
    .where(eq(table.companyId, org.company.id));
  return row?.value ?? 0;
}

async function tenantCounts() {
  return {
    orders: await countOf(orders),
    clients: await countOf(clients),
    vehicles: await countOf(vehicles),
    pieces: await countOf(pieces),
  };
}

describe('the integration key', () => {
  it('is shown in full only when issued; afterwards only its start and date', async () => {
    const company = await createCompany(t, superadminToken);
    const before = await t.api.get('/api/v1/users/integration-key', { token: company.token });
    expect(before.json()).toEqual({ keyPrefix: null, createdAt: null, lastUsedAt: null });

    const issued = await t.api.post('/api/v1/users/integration-key', undefined, {
      token: company.token,
    });
    expect(issued.statusCode).toBe(201);
    const body = issued.json<{ key: string; keyPrefix: string; createdAt: string }>();
    expect(body.key.startsWith(body.keyPrefix)).toBe(true);
    expect(body.key.length).toBeGreaterThanOrEqual(40);

    const shown = await t.api.get('/api/v1/users/integration-key', { token: company.token });
    expect(shown.json()).toEqual({
      keyPrefix: body.keyPrefix,
      createdAt: body.createdAt,
      lastUsedAt: null,
    });
    expect(shown.body).not.toContain(body.key);
  });

  it('a missing or wrong key answers 401 and creates nothing', async () => {
    const before = await tenantCounts();
    const none = await submit(t, null, orderRequest());
    expect(none.statusCode).toBe(401);
    const wrong = await submit(t, `${key}x`, orderRequest());
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ message: string }>().message).toMatch(/مفتاح الربط/);
    expect(await tenantCounts()).toEqual(before);
  });

  it('after a rotation the old key answers 401 and the new one works', async () => {
    const company = await createCompany(t, superadminToken);
    const first = await issueIntegrationKey(t, company.token);
    await placeOrder(t, first);
    const second = await issueIntegrationKey(t, company.token);
    expect(second).not.toBe(first);
    expect((await submit(t, first, orderRequest())).statusCode).toBe(401);
    await placeOrder(t, second);
  });

  it('is managed by the company only', async () => {
    for (const token of [superadminToken, org.manager.token, org.agent.token]) {
      const read = await t.api.get('/api/v1/users/integration-key', { token });
      expect(read.statusCode).toBe(403);
      const rotate = await t.api.post('/api/v1/users/integration-key', undefined, { token });
      expect(rotate.statusCode).toBe(403);
    }
    // The company's key still works: nobody else rotated it.
    await placeOrder(t, key);
  });
});

describe('submitting an order', () => {
  it('creates a pending order with its client, vehicle and pieces, routed and announced', async () => {
    const request = orderRequest({
      client: {
        name: 'سارة القحطاني',
        phone: { dialCode: '+966', number: '0551112233' },
        image: 'https://cdn.chat.example/avatars/sara.jpg',
      },
      vehicle: {
        mark: 'نيسان',
        model: 'باترول',
        year: 2021,
        chassis: 'JN1TANY62U0123456',
        serial: '778812',
      },
      sectionId: org.sectionId,
    });
    const created = await submit(t, key, request);
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<{ order: OrderBody }>().order;
    expect(order).toMatchObject({
      status: 'pending',
      clientName: 'سارة القحطاني',
      clientId: {
        username: 'سارة القحطاني',
        image: 'https://cdn.chat.example/avatars/sara.jpg',
        phone: { dialCode: '+966', number: '0551112233' },
      },
      vehicleId: {
        mark: 'نيسان',
        model: 'باترول',
        year: 2021,
        chasis: 'JN1TANY62U0123456',
        serial: '778812',
      },
      branchName: 'فرع الرياض',
      sectionName: 'قسم المحركات',
      total: 0,
    });
    expect(order.orderRef).toMatch(/^ORD-\d{5}$/);
    expect(
      order.pieces.map((p) => [p.name_ar, p.name_en, p.serial, p.quantity, p.price, p.status]),
    ).toEqual([
      ['فلتر زيت', 'Oil filter', null, 2, null, 'pending'],
      ['فحمات فرامل أمامية', 'Front brake pads', '04465-33450', 1, null, 'pending'],
    ]);

    // The company, the branch's manager and the section's employees are told, in the order's
    // own transaction, of every part asked for.
    for (const userId of [org.company.id, org.manager.id, org.agent.id]) {
      expect(await notificationsOf(t, userId)).toContainEqual({
        title: 'طلب تسعير جديد',
        message: `طلب تسعير فلتر زيت وفحمات فرامل أمامية لسيارة نيسان باترول 2021 من سارة القحطاني (${order.orderRef})`,
        path: `/offers/${order._id}`,
      });
    }

    const read = await t.api.get(`/api/v1/orders/${order._id}`, { token: org.agent.token });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ order: OrderBody }>().order).toEqual(order);
  });

  it('gives each order of a company the next reference; another company counts on its own', async () => {
    const first = await placeOrder(t, key);
    const second = await placeOrder(t, key);
    const number = (ref: string) => Number(ref.split('-')[1]);
    expect(number(second.orderRef)).toBe(number(first.orderRef) + 1);

    const other = await createCompany(t, superadminToken);
    const otherOrder = await placeOrder(t, await issueIntegrationKey(t, other.token));
    expect(otherOrder.orderRef).toBe('ORD-00001');
  });

  it('reuses the client of the same phone and the vehicle of the same chassis', async () => {
    const phone = { dialCode: '+966', number: '0557654321' };
    const chassis = vin();
    const first = await placeOrder(t, key, {
      client: { name: 'خالد الشهري', phone },
      vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2018, chassis },
    });
    const before = await tenantCounts();
    const second = await placeOrder(t, key, {
      client: { name: 'خالد بن سعد الشهري', phone },
      vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2018, chassis },
    });
    const after = await tenantCounts();
    expect(after.clients).toBe(before.clients);
    expect(after.vehicles).toBe(before.vehicles);
    expect(after.orders).toBe(before.orders + 1);
    // The client's name follows the latest conversation, on every order of it.
    expect(second.clientName).toBe('خالد بن سعد الشهري');
    const again = await t.api.get(`/api/v1/orders/${first._id}`, { token: org.company.token });
    expect(again.json<{ order: OrderBody }>().order.clientName).toBe('خالد بن سعد الشهري');

    // The same customer with another car (no chassis) gets a second vehicle, reused next time.
    const noChassis = { mark: 'كيا', model: 'سبورتاج', year: 2016 };
    await placeOrder(t, key, { client: { name: 'خالد الشهري', phone }, vehicle: noChassis });
    await placeOrder(t, key, { client: { name: 'خالد الشهري', phone }, vehicle: noChassis });
    expect((await tenantCounts()).vehicles).toBe(before.vehicles + 1);
  });

  it('routes by section, by branch, or by the company default', async () => {
    const viaBranch = await placeOrder(t, key, { branchId: org.branchId });
    // The branch has a single section: the order goes to it, so its employees see it.
    expect([viaBranch.branchName, viaBranch.sectionName]).toEqual(['فرع الرياض', 'قسم المحركات']);
    const viaDefault = await placeOrder(t, key);
    expect([viaDefault.branchName, viaDefault.sectionName]).toEqual(['فرع الرياض', 'قسم المحركات']);

    const company = await createCompany(t, superadminToken);
    const companyKey = await issueIntegrationKey(t, company.token);
    const north = await createManagedBranch(t, company.token, 'فرع الشمال');
    await createManagedBranch(t, company.token, 'فرع الجنوب');
    await createSection(t, company.token, { branchId: north.branchId, sectionName: 'قسم أ' });
    await createSection(t, company.token, { branchId: north.branchId, sectionName: 'قسم ب' });
    // Two branches and no choice: the company itself holds the order.
    const held = await placeOrder(t, companyKey);
    expect([held.branchName, held.sectionName, held.managerName]).toEqual([null, null, null]);
    // A branch with two sections: the branch, no section.
    const inBranch = await placeOrder(t, companyKey, { branchId: north.branchId });
    expect([inBranch.branchName, inBranch.sectionName]).toEqual(['فرع الشمال', null]);
    expect(inBranch.managerName).not.toBeNull();
  });

  it('answers 404 for a branch or section of another company, creating nothing', async () => {
    const other = await createOrg(t, superadminToken);
    const before = await tenantCounts();
    const branch = await submit(t, key, orderRequest({ branchId: other.branchId }));
    expect(branch.statusCode).toBe(404);
    const section = await submit(t, key, orderRequest({ sectionId: other.sectionId }));
    expect(section.statusCode).toBe(404);
    const unknown = await submit(t, key, orderRequest({ branchId: randomUUID() }));
    expect(unknown.statusCode).toBe(404);
    expect(await tenantCounts()).toEqual(before);
  });
});

describe('idempotency', () => {
  it('the same key and body twice: one order, the same answer', async () => {
    const idempotencyKey = `conversation-${randomUUID()}`;
    const request = orderRequest();
    const before = await tenantCounts();
    const first = await submit(t, key, request, idempotencyKey);
    const second = await submit(t, key, request, idempotencyKey);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await tenantCounts()).orders).toBe(before.orders + 1);
  });

  it('two identical requests at the same moment create one order and answer it twice', async () => {
    const idempotencyKey = `conversation-${randomUUID()}`;
    const request = orderRequest();
    const before = await tenantCounts();
    const answers = await Promise.all([
      submit(t, key, request, idempotencyKey),
      submit(t, key, request, idempotencyKey),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((answer) => answer.json<{ order: OrderBody }>().order);
    expect(a).toEqual(b);
    const after = await tenantCounts();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.pieces).toBe(before.pieces + 2);
    expect(after.clients).toBe(before.clients + 1);
  });

  it('the same key with another body answers 409 and creates nothing', async () => {
    const idempotencyKey = `conversation-${randomUUID()}`;
    await submit(t, key, orderRequest(), idempotencyKey);
    const before = await tenantCounts();
    const clash = await submit(t, key, orderRequest(), idempotencyKey);
    expect(clash.statusCode).toBe(409);
    expect(await tenantCounts()).toEqual(before);
  });

  it('keys are per company: another company may use the same one', async () => {
    const idempotencyKey = `conversation-${randomUUID()}`;
    const request = orderRequest();
    const other = await createCompany(t, superadminToken);
    const otherKey = await issueIntegrationKey(t, other.token);
    expect((await submit(t, key, request, idempotencyKey)).statusCode).toBe(201);
    expect((await submit(t, otherKey, request, idempotencyKey)).statusCode).toBe(201);
  });
});

describe('bad payloads answer 400 with field messages and create nothing', () => {
  const base = () => orderRequest();
  const cases: [string, () => unknown, string][] = [
    [
      'a VIN with the letter O',
      () => ({
        ...base(),
        vehicle: { mark: 'تويوتا', model: 'هايلكس', year: 2020, chassis: 'JTNO1234567890123' },
      }),
      'vehicle.chassis',
    ],
    [
      'a VIN with the letter I',
      () => ({
        ...base(),
        vehicle: { mark: 'تويوتا', model: 'هايلكس', year: 2020, chassis: 'JTNI1234567890123' },
      }),
      'vehicle.chassis',
    ],
    [
      'a VIN with the letter Q',
      () => ({
        ...base(),
        vehicle: { mark: 'تويوتا', model: 'هايلكس', year: 2020, chassis: 'JTNQ1234567890123' },
      }),
      'vehicle.chassis',
    ],
    [
      'a VIN of 16 characters',
      () => ({
        ...base(),
        vehicle: { mark: 'تويوتا', model: 'هايلكس', year: 2020, chassis: 'JTN1234567890123' },
      }),
      'vehicle.chassis',
    ],
    ['no pieces', () => ({ ...base(), pieces: [] }), 'pieces'],
    [
      'a quantity of 0',
      () => ({ ...base(), pieces: [{ nameAr: 'فلتر هواء', quantity: 0 }] }),
      'pieces.0.quantity',
    ],
    [
      'a piece without a name',
      () => ({ ...base(), pieces: [{ nameAr: '   ', quantity: 1 }] }),
      'pieces.0.nameAr',
    ],
    [
      'a year before 1900',
      () => ({ ...base(), vehicle: { mark: 'فورد', model: 'تي', year: 1850 } }),
      'vehicle.year',
    ],
    [
      'a blank client name',
      () => ({
        ...base(),
        client: { name: ' ', phone: { dialCode: '+966', number: '0551231231' } },
      }),
      'client.name',
    ],
    [
      'a phone of 9 digits',
      () => ({
        ...base(),
        client: { name: 'فهد', phone: { dialCode: '+966', number: '055123123' } },
      }),
      'client.phone.number',
    ],
    [
      'an avatar that is not https',
      () => ({
        ...base(),
        client: {
          name: 'فهد',
          phone: { dialCode: '+966', number: '0551231231' },
          image: 'javascript:alert(1)',
        },
      }),
      'client.image',
    ],
    ['an unknown field', () => ({ ...base(), discount: 10 }), 'discount'],
    [
      'no vehicle',
      () => ({
        client: (base() as { client: unknown }).client,
        pieces: [{ nameAr: 'بطارية', quantity: 1 }],
      }),
      'vehicle',
    ],
  ];
  for (const [name, body, field] of cases) {
    it(name, async () => {
      const before = await tenantCounts();
      const answer = await submit(t, key, body());
      expect(answer.statusCode, answer.body).toBe(400);
      const error = answer.json<{
        message: string;
        errors?: { field: string; message: string }[];
      }>();
      expect(error.errors?.map((e) => e.field)).toContain(field);
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
      expect(await tenantCounts()).toEqual(before);
    });
  }

  it('a VIN with a wrong check digit is accepted (Gulf vehicles)', async () => {
    // Position 9 must be X for this VIN under the North American rule; 5 is accepted.
    const order = await placeOrder(t, key, {
      vehicle: { mark: 'لكزس', model: 'LX570', year: 2015, chassis: 'JTJHY7AX5F4123456' },
    });
    expect(order.vehicleId.chasis).toBe('JTJHY7AX5F4123456');
  });

  it('a missing Idempotency-Key answers 400', async () => {
    const before = await tenantCounts();
    const answer = await submit(t, key, orderRequest(), null);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('Idempotency-Key');
    expect(await tenantCounts()).toEqual(before);
  });

  it('a body that is not JSON answers 400', async () => {
    const answer = await t.api.request({
      method: 'POST',
      url: '/api/v1/integration/orders',
      rawBody: '{"client":',
      contentType: 'application/json',
      headers: { 'x-integration-key': key, 'idempotency-key': randomUUID() },
      apiKey: null,
    });
    expect(answer.statusCode).toBe(400);
  });
});
