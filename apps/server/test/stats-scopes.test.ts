import { count, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  orderDailyCounts,
  orderDailyTotals,
  orders,
  quoteDailyCounts,
  quoteDailyTotals,
} from '../src/db/schema.js';
import { addSaleDay } from '../src/modules/stats/sale-days.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import {
  cancelRequest,
  issueIntegrationKey,
  placeOrder,
  priceAll,
  priceRequest,
} from './support/order-fixtures.js';
import {
  createAgent,
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

interface StatsBody {
  adminCount: number;
  branchCount: number;
  sectionCount: number;
  totalUserCount: number;
  managerCount: number;
  employeeCount: number;
  orderCount: number;
  pendingOrderCount: number;
  completedOrderCount: number;
  chartData: { date: string; value: number }[];
  quoteChartData: {
    date: string;
    sent: number;
    accepted: number;
    declined: number;
    acceptedHalalas: number;
    paid: number;
    delivered: number;
    collectedHalalas: number;
    refundedHalalas: number;
  }[];
  outstandingHalalas: number;
}

/** A quote day's figures beyond `sent` when nothing was answered, paid or handed over. */
const NO_SALE = {
  accepted: 0,
  declined: 0,
  acceptedHalalas: 0,
  paid: 0,
  delivered: 0,
  collectedHalalas: 0,
  refundedHalalas: 0,
};

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Two companies with known people and orders, placed at known times:
 *
 * company A: branch B1 (manager M1) with sections S1 (agent A1) and S2 (agent A2); branch B2
 *   (manager M2) with section S3 (agent A3).
 *   2025-05-10 13:00 Riyadh: two orders in S1 (one priced → completed), one in S2 (canceled);
 *   2025-05-11 00:30 Riyadh (still the 10th in UTC): one in S3;
 *   2025-05-12: one in B1 with no section (B1 has two).
 * company B: one branch, section and agent; one order on 2025-05-10 and one four years earlier.
 */
describe('dashboard statistics by role', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;
  let superadminToken: string;
  let secondSectionId: string;
  let secondAgentId: string;

  const stats = async (token: string): Promise<StatsBody> => {
    const response = await t.api.get('/api/v1/common/stats', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StatsBody>();
  };

  beforeAll(async () => {
    const clock = new TestClock(new Date('2025-05-10T10:00:00.000Z'));
    t = await createTestApp({
      clock,
      // The story spans days of the test clock; sessions must outlive it.
      env: { ACCESS_TOKEN_TTL: '30d', REFRESH_FAMILY_TTL: '60d' },
    });
    superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
    a = await createOrg(t, superadminToken);
    b = await createOrg(t, superadminToken);
    secondSectionId = await createSection(t, a.company.token, {
      branchId: a.branchId,
      sectionName: 'قسم الكهرباء',
    });
    secondAgentId = (await createAgent(t, a.company.token, secondSectionId)).id;
    const second = await createManagedBranch(t, a.company.token, 'فرع جدة');
    const thirdSectionId = await createSection(t, a.company.token, {
      branchId: second.branchId,
      sectionName: 'قسم الهيكل',
    });
    await createAgent(t, a.company.token, thirdSectionId);

    const keyA = await issueIntegrationKey(t, a.company.token);
    const keyB = await issueIntegrationKey(t, b.company.token);

    const priced = await placeOrder(t, keyA, { sectionId: a.sectionId });
    await placeOrder(t, keyA, { sectionId: a.sectionId });
    const canceled = await placeOrder(t, keyA, { sectionId: secondSectionId });
    await placeOrder(t, keyB, {});
    expect((await priceRequest(t, a.company.token, priced, priceAll(priced))).statusCode).toBe(200);
    expect((await cancelRequest(t, a.company.token, canceled._id)).statusCode).toBe(200);

    clock.advance(-4 * 365 * DAY);
    await placeOrder(t, keyB, {});
    clock.advance(4 * 365 * DAY);

    clock.advance(11 * HOUR + 30 * 60); // 21:30 UTC, 00:30 on the 11th in Riyadh
    await placeOrder(t, keyA, { sectionId: thirdSectionId });
    clock.advance(DAY);
    await placeOrder(t, keyA, { branchId: a.branchId });
  }, 120_000);
  afterAll(() => t.close());

  it('the system manager sees the whole platform', async () => {
    expect(await stats(superadminToken)).toEqual({
      adminCount: 2,
      branchCount: 3,
      sectionCount: 4,
      totalUserCount: 2 + 3 + 4,
      managerCount: 3,
      employeeCount: 4,
      orderCount: 7,
      pendingOrderCount: 5,
      completedOrderCount: 1,
      chartData: [
        { date: '2025-05-10', value: 4 },
        { date: '2025-05-11', value: 1 },
        { date: '2025-05-12', value: 1 },
      ],
      // The one priced order of company A, in A's first section, quoted that day.
      quoteChartData: [{ date: '2025-05-10', sent: 1, ...NO_SALE }],
      outstandingHalalas: 0,
    });
  });

  it('a company sees its branches, sections, managers, employees and orders', async () => {
    expect(await stats(a.company.token)).toEqual({
      adminCount: 0,
      branchCount: 2,
      sectionCount: 3,
      totalUserCount: 5,
      managerCount: 2,
      employeeCount: 3,
      orderCount: 5,
      pendingOrderCount: 3,
      completedOrderCount: 1,
      chartData: [
        { date: '2025-05-10', value: 3 },
        { date: '2025-05-11', value: 1 },
        { date: '2025-05-12', value: 1 },
      ],
      // The one priced order of company A, in A's first section, quoted that day.
      quoteChartData: [{ date: '2025-05-10', sent: 1, ...NO_SALE }],
      outstandingHalalas: 0,
    });
  });

  it('counts orders older than three years but leaves them out of the chart', async () => {
    const body = await stats(b.company.token);
    expect(body).toMatchObject({ branchCount: 1, sectionCount: 1, orderCount: 2 });
    expect(body.chartData).toEqual([{ date: '2025-05-10', value: 1 }]);
  });

  it("a manager sees its branch's sections, employees and orders", async () => {
    expect(await stats(a.manager.token)).toEqual({
      adminCount: 0,
      branchCount: 0,
      sectionCount: 2,
      totalUserCount: 2,
      managerCount: 0,
      employeeCount: 2,
      orderCount: 4,
      pendingOrderCount: 2,
      completedOrderCount: 1,
      chartData: [
        { date: '2025-05-10', value: 3 },
        { date: '2025-05-12', value: 1 },
      ],
      // The one priced order of company A, in A's first section, quoted that day.
      quoteChartData: [{ date: '2025-05-10', sent: 1, ...NO_SALE }],
      outstandingHalalas: 0,
    });
  });

  it("an employee sees its section's orders", async () => {
    expect(await stats(a.agent.token)).toEqual({
      adminCount: 0,
      branchCount: 0,
      sectionCount: 0,
      totalUserCount: 0,
      managerCount: 0,
      employeeCount: 0,
      orderCount: 2,
      pendingOrderCount: 1,
      completedOrderCount: 1,
      chartData: [{ date: '2025-05-10', value: 2 }],
      // The one priced order of company A, in A's first section, quoted that day.
      quoteChartData: [{ date: '2025-05-10', sent: 1, ...NO_SALE }],
      outstandingHalalas: 0,
    });
  });

  it('shows a manager left without a branch nothing, not every branch', async () => {
    const { branchId, manager } = await createManagedBranch(t, a.company.token, 'فرع الدمام');
    const removed = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/branches/${branchId}`,
      token: a.company.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const alone = await signIn(t, manager.phone);

    expect(await stats(alone.accessToken)).toEqual({
      adminCount: 0,
      branchCount: 0,
      sectionCount: 0,
      totalUserCount: 0,
      managerCount: 0,
      employeeCount: 0,
      orderCount: 0,
      pendingOrderCount: 0,
      completedOrderCount: 0,
      chartData: [],
      quoteChartData: [],
      outstandingHalalas: 0,
    });
  });

  it('agrees with counting the orders themselves', async () => {
    const [counted] = await t.database.db
      .select({
        total: count(),
        pending: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
      })
      .from(orders);
    const body = await stats(superadminToken);
    expect([body.orderCount, body.pendingOrderCount]).toEqual([counted?.total, counted?.pending]);
  });

  it("keeps a deleted section's orders in its branch", async () => {
    const removeAgent = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/users/${secondAgentId}`,
      token: a.company.token,
    });
    expect(removeAgent.statusCode, removeAgent.body).toBe(200);
    const removeSection = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/sections/${secondSectionId}`,
      token: a.company.token,
    });
    expect(removeSection.statusCode, removeSection.body).toBe(200);

    expect(await stats(a.manager.token)).toMatchObject({
      sectionCount: 1,
      employeeCount: 1,
      orderCount: 4,
      chartData: [
        { date: '2025-05-10', value: 3 },
        { date: '2025-05-12', value: 1 },
      ],
    });
  });

  it("forgets a deleted company's orders", async () => {
    const removed = await t.api.request({
      method: 'DELETE',
      url: `/api/v1/users/${b.company.id}`,
      token: superadminToken,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    expect(await stats(superadminToken)).toMatchObject({
      adminCount: 1,
      orderCount: 5,
      chartData: [
        { date: '2025-05-10', value: 3 },
        { date: '2025-05-11', value: 1 },
        { date: '2025-05-12', value: 1 },
      ],
    });
    for (const table of [orderDailyCounts, orderDailyTotals]) {
      const [left] = await t.database.db
        .select({ rows: count() })
        .from(table)
        .where(eq(table.companyId, b.company.id));
      expect(left?.rows).toBe(0);
    }
  });

  it("keeps a company's day of quote counts equal to the sum of its places' days", async () => {
    const db = t.database.db;
    const companyId = randomUUID();
    const north = { companyId, branchId: randomUUID(), sectionId: randomUUID() };
    const south = { companyId, branchId: north.branchId, sectionId: randomUUID() };
    const morning = new Date('2025-05-10T07:00:00.000Z');
    const evening = new Date('2025-05-10T17:00:00.000Z');
    // New rows, then rows added to (the days of quotes answered after they were sent).
    await addSaleDay(db, north, morning, { sent: 1 });
    await addSaleDay(db, south, morning, { sent: 2 });
    await addSaleDay(db, north, evening, { accepted: 1, acceptedHalalas: 11_500 });
    await addSaleDay(db, south, evening, { declined: 1 });
    await addSaleDay(db, north, evening, { paid: 1, collectedHalalas: 5_000, delivered: 1 });
    await addSaleDay(db, north, evening, { refundedHalalas: 1_000 });

    const places = await db
      .select()
      .from(quoteDailyCounts)
      .where(eq(quoteDailyCounts.companyId, companyId));
    expect(places).toHaveLength(2);
    const totals = await db
      .select()
      .from(quoteDailyTotals)
      .where(eq(quoteDailyTotals.companyId, companyId));
    expect(totals).toEqual([
      {
        companyId,
        day: '2025-05-10',
        sentCount: 3,
        acceptedCount: 1,
        declinedCount: 1,
        acceptedHalalas: 11_500,
        paidCount: 1,
        deliveredCount: 1,
        collectedHalalas: 5_000,
        refundedHalalas: 1_000,
      },
    ]);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.api.get('/api/v1/common/stats')).statusCode).toBe(401);
  });
});
