import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import {
  cancelRequest,
  issueIntegrationKey,
  placeOrder,
  priceAll,
  priceRequest,
  type OrderBody,
} from './support/order-fixtures.js';
import {
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
let other: Org;
const placed: Record<'inSection' | 'otherSection' | 'otherBranch' | 'otherCompany', OrderBody> =
  {} as never;

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
  other = await createOrg(t, superadminToken);
  const secondSection = await createSection(t, org.company.token, {
    branchId: org.branchId,
    sectionName: 'قسم الكهرباء',
  });
  const secondBranch = await createManagedBranch(t, org.company.token, 'فرع جدة');
  // Routed to a section: an order that reached none is every manager's (the unrouted queue).
  const jeddahSection = await createSection(t, org.company.token, {
    branchId: secondBranch.branchId,
    sectionName: 'قسم جدة',
  });
  const key = await issueIntegrationKey(t, org.company.token);
  const otherKey = await issueIntegrationKey(t, other.company.token);
  // A minute apart, so newest-first has one answer.

  t.clock.advance(60);
  placed.inSection = await placeOrder(t, key, {
    client: { name: 'عبدالله الدوسري', phone: { dialCode: '+966', number: '0561234567' } },
    vehicle: { mark: 'تويوتا', model: 'لاندكروزر', year: 2022, chassis: 'JTMHV05J604123456' },
    sectionId: org.sectionId,
  });
  t.clock.advance(60);
  placed.otherSection = await placeOrder(t, key, {
    client: { name: 'نورة الحربي', phone: { dialCode: '+966', number: '0579876543' } },
    vehicle: { mark: 'هيونداي', model: 'النترا', year: 2017 },
    sectionId: secondSection,
  });
  t.clock.advance(60);
  placed.otherBranch = await placeOrder(t, key, {
    client: { name: 'فيصل الغامدي', phone: { dialCode: '+966', number: '0541112222' } },
    vehicle: { mark: 'نيسان', model: 'صني', year: 2015 },
    branchId: secondBranch.branchId,
    sectionId: jeddahSection,
  });
  t.clock.advance(60);
  placed.otherCompany = await placeOrder(t, otherKey, {
    client: { name: 'عبدالله الدوسري', phone: { dialCode: '+966', number: '0561234567' } },
  });
});

afterAll(async () => {
  await t?.close();
});

async function listed(token: string, query = ''): Promise<{ ids: string[]; totalPages: number }> {
  const answer = await t.api.get(`/api/v1/orders/${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<{ orders: OrderBody[]; totalPages: number }>();
  return { ids: body.orders.map((o) => o._id), totalPages: body.totalPages };
}

const idsOf = (...names: (keyof typeof placed)[]) => names.map((name) => placed[name]._id).sort();

describe('orders by role scope', () => {
  it('the superadmin sees every company, the company its own, the manager its branch, the employee its section', async () => {
    const cases: [string, () => string, (keyof typeof placed)[]][] = [
      [
        'superadmin',
        () => superadminToken,
        ['inSection', 'otherSection', 'otherBranch', 'otherCompany'],
      ],
      ['company', () => org.company.token, ['inSection', 'otherSection', 'otherBranch']],
      ['manager', () => org.manager.token, ['inSection', 'otherSection']],
      ['employee', () => org.agent.token, ['inSection']],
    ];
    for (const [role, token, expected] of cases) {
      const { ids } = await listed(token(), '?limit=30');
      expect(ids.sort(), role).toEqual(idsOf(...expected));
    }
  });

  it('reads one order within reach with its names; out of reach answers 404 like an unknown id', async () => {
    const answer = await t.api.get(`/api/v1/orders/${placed.inSection._id}`, {
      token: org.agent.token,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ order: OrderBody }>().order).toMatchObject({
      orderRef: placed.inSection.orderRef,
      clientId: { username: 'عبدالله الدوسري', phone: { dialCode: '+966', number: '0561234567' } },
      vehicleId: { mark: 'تويوتا', model: 'لاندكروزر', year: 2022, chasis: 'JTMHV05J604123456' },
      branchName: 'فرع الرياض',
      sectionName: 'قسم المحركات',
      companyName: `شركة ${org.company.phone.number}`,
      managerName: `موظف ${org.manager.phone.number}`,
    });

    const outOfReach: [string, string][] = [
      [org.agent.token, placed.otherSection._id],
      [org.manager.token, placed.otherBranch._id],
      [org.company.token, placed.otherCompany._id],
      [other.company.token, placed.inSection._id],
      [org.company.token, randomUUID()],
    ];
    for (const [token, id] of outOfReach) {
      const refused = await t.api.get(`/api/v1/orders/${id}`, { token });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'الطلب غير موجود' });
    }
  });
});

describe('filters and pages', () => {
  it('searches by reference, client name, phone digits and vehicle', async () => {
    const token = org.company.token;
    const searches: [string, (keyof typeof placed)[]][] = [
      [placed.otherBranch.orderRef, ['otherBranch']],
      ['نورة', ['otherSection']],
      ['0579876', ['otherSection']],
      ['966579876543', ['otherSection']],
      ['لاندكروزر', ['inSection']],
      ['JTMHV05J6', ['inSection']],
      ['صني', ['otherBranch']],
      ['لا يوجد شيء بهذا الاسم', []],
      ['100%', []],
    ];
    for (const [term, expected] of searches) {
      const { ids, totalPages } = await listed(token, `?search=${encodeURIComponent(term)}`);
      expect(ids.sort(), term).toEqual(idsOf(...expected));
      expect(totalPages, term).toBe(expected.length > 0 ? 1 : 0);
    }
  });

  it('filters by status, alone and with a search', async () => {
    const key = await issueIntegrationKey(t, other.company.token);
    const done = await placeOrder(t, key);
    const dropped = await placeOrder(t, key);
    expect((await priceRequest(t, other.company.token, done, priceAll(done))).statusCode).toBe(200);
    expect((await cancelRequest(t, other.company.token, dropped._id)).statusCode).toBe(200);
    const token = other.company.token;
    expect((await listed(token, '?status=completed')).ids).toEqual([done._id]);
    expect((await listed(token, '?status=canceled')).ids).toEqual([dropped._id]);
    const pending = (await listed(token, '?status=pending&limit=30')).ids;
    expect(pending).toContain(placed.otherCompany._id);
    expect(pending).not.toContain(done._id);
    const search = encodeURIComponent(done.orderRef);
    expect((await listed(token, `?status=canceled&search=${search}`)).ids).toEqual([]);
  });

  it('pages newest first without repeating or skipping an order', async () => {
    const { ids: all } = await listed(org.company.token, '?limit=30');
    const seen: string[] = [];
    const first = await listed(org.company.token, '?limit=5&page=1');
    expect(first.totalPages).toBe(Math.ceil(all.length / 5));
    for (let page = 1; page <= first.totalPages; page += 1) {
      seen.push(...(await listed(org.company.token, `?limit=5&page=${page}`)).ids);
    }
    expect(seen).toEqual(all);
    // Newest first.
    expect(all[0]).toBe(placed.otherBranch._id);
  });

  it('refuses a page size outside 5, 10, 20, 30 and an unknown status (400)', async () => {
    for (const query of ['?limit=7', '?status=working', '?page=0']) {
      const answer = await t.api.get(`/api/v1/orders/${query}`, { token: org.company.token });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
