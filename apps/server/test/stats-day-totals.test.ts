import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { addSaleDay } from '../src/modules/stats/sale-days.js';
import { signIn } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import {
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The statistics read day totals kept by triggers (per place, per branch, per company) and keep
 * each answer until its company changes (stats-cache.ts). Both must hold whatever statements
 * change the orders: many rows at once, moves between places and days, deletions, rollbacks,
 * and a change made outside the app is seen by the next request, with no wait.
 */

interface Place {
  branchId: string | null;
  sectionId: string | null;
}

/** A small deterministic generator: the same changes on every run and both databases. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const RIYADH_DAY = sql`(created_at at time zone 'Asia/Riyadh')::date::text`;

describe('statistics day totals and their cache', () => {
  let t: TestApp;
  let org: Org;
  let superadminToken: string;
  let places: Place[];
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
    org = await createOrg(t, superadminToken);
    const second = await createManagedBranch(t, org.company.token, 'فرع الدمام');
    const third = await createSection(t, org.company.token, { branchId: second.branchId });
    const fourth = await createSection(t, org.company.token, {
      branchId: org.branchId,
      sectionName: 'قسم المحركات',
    });
    places = [
      { branchId: org.branchId, sectionId: org.sectionId },
      { branchId: org.branchId, sectionId: fourth },
      { branchId: org.branchId, sectionId: null },
      { branchId: second.branchId, sectionId: third },
      { branchId: second.branchId, sectionId: null },
      { branchId: null, sectionId: null },
    ];
    const key = await issueIntegrationKey(t, org.company.token);
    await placeOrder(t, key, { sectionId: org.sectionId });
    const [client] = rows<{ id: string }>(
      await t.database.db.execute(
        sql`select id from clients where company_id = ${org.company.id} limit 1`,
      ),
    );
    clientId = client!.id;
  }, 120_000);
  afterAll(() => t.close());

  const db = (): Database => t.database.db;
  const stats = async (token: string) => {
    const response = await t.api.get('/api/v1/common/stats', { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      orderCount: number;
      pendingOrderCount: number;
      completedOrderCount: number;
      employeeCount: number;
      chartData: { date: string; value: number }[];
      quoteChartData: { date: string; sent: number }[];
    }>();
  };

  /** `count` orders at random places and days of the last two weeks, with random statuses. */
  async function insertOrders(next: () => number, count: number): Promise<void> {
    const values = Array.from({ length: count }, () => {
      const place = places[Math.floor(next() * places.length)]!;
      const status = ['pending', 'completed', 'canceled'][Math.floor(next() * 3)]!;
      const hoursAgo = Math.floor(next() * 14 * 24);
      return sql`(${randomUUID()}, ${org.company.id}, ${`R-${randomUUID().slice(0, 8)}`},
        ${clientId}, ${place.branchId}::uuid, ${place.sectionId}::uuid, ${status}::order_status,
        now() - ${hoursAgo} * interval '1 hour', now())`;
    });
    await db().execute(sql`insert into orders (id, company_id, order_ref, client_id, branch_id,
      section_id, status, created_at, updated_at) values ${sql.join(values, sql`, `)}`);
  }

  /** Some of the company's orders, drawn by a hash of their id and this step's salt. */
  const someOrders = (salt: number, share: number) =>
    sql`company_id = ${org.company.id}
      and abs(hashtext(id::text || ${String(salt)})) % 100 < ${Math.round(share * 100)}`;

  async function randomChange(next: () => number, step: number): Promise<void> {
    const kind = Math.floor(next() * 6);
    const place = places[Math.floor(next() * places.length)]!;
    switch (kind) {
      case 0:
        return insertOrders(next, 1 + Math.floor(next() * 20));
      case 1:
        await db().execute(sql`update orders
          set status = (array['pending','completed','canceled'])[1 + ${step} % 3]::order_status
          where ${someOrders(step, 0.3)}`);
        return;
      case 2:
        await db().execute(sql`update orders
          set branch_id = ${place.branchId}::uuid, section_id = ${place.sectionId}::uuid
          where ${someOrders(step, 0.2)}`);
        return;
      case 3:
        await db().execute(sql`update orders
          set created_at = created_at - ${1 + (step % 5)} * interval '1 day'
          where ${someOrders(step, 0.2)}`);
        return;
      case 4:
        await db().execute(sql`delete from orders where ${someOrders(step, 0.1)}`);
        return;
      default:
        // Changes rolled back leave every total as it was.
        await db()
          .transaction(async (tx) => {
            await tx.execute(sql`delete from orders where ${someOrders(step, 0.5)}`);
            await tx.execute(
              sql`update orders set status = 'completed' where ${someOrders(step + 1, 0.5)}`,
            );
            throw new Error('rolled back');
          })
          .catch((error: unknown) => {
            if (!(error instanceof Error) || error.message !== 'rolled back') throw error;
          });
    }
  }

  it('keeps every day total equal to a count of the orders after random changes', async () => {
    const next = numbers(20251128);
    await insertOrders(next, 200);
    for (let step = 0; step < 40; step += 1) await randomChange(next, step);

    const company = org.company.id;
    /** The orders counted per `groupBy` and day; a branch's totals leave out orders of none. */
    const counted = async (groupBy: string, withBranchOnly = false) =>
      rows<Record<string, string | number | null>>(
        await db().execute(sql`
          select ${sql.raw(groupBy)}, ${RIYADH_DAY} as day, count(*)::int as orders,
            (count(*) filter (where status = 'pending'))::int as pending,
            (count(*) filter (where status = 'completed'))::int as completed
          from orders where company_id = ${company}
            ${sql.raw(withBranchOnly ? 'and branch_id is not null' : '')}
          group by ${sql.raw(groupBy)}, day order by ${sql.raw(groupBy)}, day`),
      );
    const kept = async (table: string, groupBy: string) =>
      rows<Record<string, string | number | null>>(
        await db().execute(sql`
          select ${sql.raw(groupBy)}, day::text as day, order_count as orders,
            pending_count as pending, completed_count as completed
          from ${sql.identifier(table)} where company_id = ${company}
          order by ${sql.raw(groupBy)}, day`),
      );

    const byPlace = await counted('company_id, branch_id, section_id');
    expect(byPlace.length).toBeGreaterThan(20);
    expect(await kept('order_daily_counts', 'company_id, branch_id, section_id')).toEqual(byPlace);
    expect(await kept('order_daily_branch_totals', 'company_id, branch_id')).toEqual(
      await counted('company_id, branch_id', true),
    );
    expect(await kept('order_daily_totals', 'company_id')).toEqual(await counted('company_id'));

    // What a branch manager is shown is what the orders of the branch add up to.
    const branchDays = await counted('company_id, branch_id', true);
    const managersDays = branchDays.filter((row) => row.branch_id === org.branchId);
    const shown = await stats(org.manager.token);
    expect(shown.orderCount).toBe(managersDays.reduce((sum, row) => sum + Number(row.orders), 0));
    expect(shown.pendingOrderCount).toBe(
      managersDays.reduce((sum, row) => sum + Number(row.pending), 0),
    );
    expect(shown.chartData).toEqual(
      managersDays.map((row) => ({ date: row.day, value: row.orders })),
    );
  });

  it("keeps each branch's and company's quote days equal to the sum of their places' days", async () => {
    const next = numbers(7);
    const days = [0, 1, 2, 5].map((ago) => new Date(Date.now() - ago * 86_400_000));
    for (let step = 0; step < 60; step += 1) {
      const place = places[Math.floor(next() * places.length)]!;
      await addSaleDay(
        db(),
        { companyId: org.company.id, ...place },
        days[Math.floor(next() * days.length)]!,
        {
          sent: Math.floor(next() * 3),
          accepted: Math.floor(next() * 2),
          acceptedHalalas: Math.floor(next() * 50_000),
          paid: Math.floor(next() * 2),
          collectedHalalas: Math.floor(next() * 20_000),
          refundedHalalas: Math.floor(next() * 2) * 1_000,
        },
      );
    }
    const sums = `sum(sent_count)::int as sent, sum(accepted_count)::int as accepted,
      sum(accepted_halalas)::bigint::text as accepted_halalas, sum(paid_count)::int as paid,
      sum(collected_halalas)::bigint::text as collected, sum(refunded_halalas)::bigint::text as refunded`;
    const totals = (table: string, key: string) =>
      db().execute(sql`select ${sql.raw(key)}, day::text, ${sql.raw(sums)}
        from ${sql.identifier(table)} where company_id = ${org.company.id}
        group by ${sql.raw(key)}, day order by ${sql.raw(key)}, day`);
    const fromPlaces = (key: string) =>
      db().execute(sql`select ${sql.raw(key)}, day::text, ${sql.raw(sums)}
        from quote_daily_counts where company_id = ${org.company.id}
          ${sql.raw(key.includes('branch_id') ? 'and branch_id is not null' : '')}
        group by ${sql.raw(key)}, day order by ${sql.raw(key)}, day`);
    expect(rows(await totals('quote_daily_branch_totals', 'branch_id'))).toEqual(
      rows(await fromPlaces('branch_id')),
    );
    expect(rows(await totals('quote_daily_totals', 'company_id'))).toEqual(
      rows(await fromPlaces('company_id')),
    );
  });

  it('shows a change the next request after it commits, whoever made it', async () => {
    const next = numbers(99);
    for (let round = 0; round < 15; round += 1) {
      const [platform, company, manager] = [
        await stats(superadminToken),
        await stats(org.company.token),
        await stats(org.manager.token),
      ];
      // Asked twice: the second answer is the one kept, and must still be right afterwards.
      expect(await stats(org.company.token)).toEqual(company);

      const place = places[round % 3]!; // always in the manager's branch
      const status = next() < 0.5 ? 'pending' : 'completed';
      await db().execute(sql`insert into orders (id, company_id, order_ref, client_id, branch_id,
        section_id, status, created_at, updated_at)
        values (${randomUUID()}, ${org.company.id}, ${`N-${round}`}, ${clientId},
          ${place.branchId}::uuid, ${place.sectionId}::uuid, ${status}::order_status, now(), now())`);

      expect((await stats(superadminToken)).orderCount).toBe(platform.orderCount + 1);
      const companyAfter = await stats(org.company.token);
      expect(companyAfter.orderCount).toBe(company.orderCount + 1);
      expect(companyAfter.pendingOrderCount).toBe(
        company.pendingOrderCount + (status === 'pending' ? 1 : 0),
      );
      expect((await stats(org.manager.token)).orderCount).toBe(manager.orderCount + 1);
    }

    // A quote sent today, and an employee added, are seen the same way.
    const before = await stats(org.company.token);
    const sentToday = (answer: typeof before) =>
      answer.quoteChartData.reduce((sum, day) => sum + day.sent, 0);
    await addSaleDay(db(), { companyId: org.company.id, ...places[0]! }, new Date(), { sent: 2 });
    expect(sentToday(await stats(org.company.token))).toBe(sentToday(before) + 2);
    await db().execute(sql`insert into users (id, company_id, role, username, dial_code,
      phone_number, branch_id, section_id, is_active)
      values (${randomUUID()}, ${org.company.id}, 'agent', 'موظف إضافي', '+966', '599999001',
        ${org.branchId}, ${org.sectionId}, true)`);
    expect((await stats(org.company.token)).employeeCount).toBe(before.employeeCount + 1);
  });

  it('answers a browser compressed, the same figures as plain', async () => {
    const plain = await stats(org.company.token);
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      // Twice: the first answer is read, the second kept with its compressed bytes.
      for (let i = 0; i < 2; i += 1) {
        const response = await t.app.inject({
          method: 'GET',
          url: '/api/v1/common/stats',
          headers: {
            'x-api-key': t.config.apiKey,
            authorization: `Bearer ${org.company.token}`,
            'accept-encoding': accepted,
          },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain);
      }
    }
  });
});
