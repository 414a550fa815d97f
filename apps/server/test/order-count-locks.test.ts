import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import type { ApiResponse } from './support/contract-client.js';
import {
  issueIntegrationKey,
  orderRequest,
  placeOrder,
  submit,
  type OrderBody,
} from './support/order-fixtures.js';
import { createOrg, createSection, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';

/**
 * The per-day count tables are written by every change to orders. Two transactions touching
 * orders of one company and day must not deadlock on those rows. PGlite runs one transaction at
 * a time, so only PostgreSQL can show it.
 */

const template = inject('databaseTemplate');

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

describe.skipIf(template.kind !== 'postgres')('per-day counts under concurrent writes', () => {
  let t: TestApp;
  let org: Org;
  let key: string;

  beforeAll(async () => {
    // Midday in Riyadh, so an hour either way stays the same day.
    t = await createTestApp({ clock: new TestClock(new Date('2025-05-10T09:00:00Z')) });
    const superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
    org = await createOrg(t, superadminToken);
    key = await issueIntegrationKey(t, org.company.token);
  });
  afterAll(async () => t?.close());

  /** Backends of this database waiting for a lock another transaction holds. */
  async function lockWaiters(): Promise<number> {
    const result = await t.database.db.execute(sql`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`);
    return (rowsOf(result)[0] as { waiting: number }).waiting;
  }

  async function until(condition: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out waiting');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A request under way, and whether it has answered yet. */
  interface UnderWay<T> {
    answer: Promise<T>;
    answered(): boolean;
  }

  function underWay<T>(request: Promise<T>): UnderWay<T> {
    let done = false;
    const answer = request.finally(() => {
      done = true;
    });
    return { answer, answered: () => done };
  }

  /** The count tables against a count of the orders themselves. */
  async function countsMatchOrders(): Promise<void> {
    const kept = await t.database.db.execute(sql`
      select day::text, branch_id, section_id, order_count, pending_count, completed_count
      from order_daily_counts where company_id = ${org.company.id}
      order by 1, 2, 3`);
    const counted = await t.database.db.execute(sql`
      select (created_at at time zone 'Asia/Riyadh')::date::text as day, branch_id, section_id,
        count(*)::int as order_count,
        (count(*) filter (where status = 'pending'))::int as pending_count,
        (count(*) filter (where status = 'completed'))::int as completed_count
      from orders where company_id = ${org.company.id}
      group by 1, 2, 3 order by 1, 2, 3`);
    expect(rowsOf(kept)).toEqual(rowsOf(counted));
    const totals = await t.database.db.execute(sql`
      select day::text, order_count, pending_count, completed_count
      from order_daily_totals where company_id = ${org.company.id} order by 1`);
    const summed = await t.database.db.execute(sql`
      select (created_at at time zone 'Asia/Riyadh')::date::text as day, count(*)::int as order_count,
        (count(*) filter (where status = 'pending'))::int as pending_count,
        (count(*) filter (where status = 'completed'))::int as completed_count
      from orders where company_id = ${org.company.id} group by 1 order by 1`);
    expect(rowsOf(totals)).toEqual(rowsOf(summed));
  }

  // Count rows are written once a statement has locked all its orders: a deletion stopped
  // halfway by a pricing's order lock holds none of them yet, and counts the priced order as it
  // finds it when it goes on.
  it('prices an order while its section is deleted, both succeeding', async () => {
    const sectionId = await createSection(t, org.company.token, {
      branchId: org.branchId,
      sectionName: 'قسم الكهرباء',
    });
    // Written first but created later: whether the section's orders are read in the order they
    // were written or newest first, the deletion reaches `other` before `priced`.
    t.clock.advance(3600);
    const other = await placeOrder(t, key, { sectionId });
    t.clock.advance(-3600);
    const priced = await placeOrder(t, key, { sectionId });

    let deletion: ReturnType<TestApp['api']['request']> | undefined;
    // The pricing transaction as the service runs it: lock the order, then close it.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from orders where id = ${priced._id} for update`);
      const waitingBefore = await lockWaiters();
      deletion = t.api.request({
        method: 'DELETE',
        url: `/api/v1/sections/${sectionId}`,
        token: org.company.token,
      });
      // The deletion has cleared `other`'s section and now waits for the priced order's lock.
      await until(async () => (await lockWaiters()) > waitingBefore);
      await tx.execute(sql`
        update orders set status = 'completed', completed_at = now(), updated_at = now()
        where id = ${priced._id}`);
    });
    const deleted = await deletion;
    expect(deleted?.statusCode, deleted?.body).toBe(200);

    const rows = await t.database.db.execute(sql`
      select id, status, section_id from orders where id in (${priced._id}, ${other._id})
      order by id = ${priced._id} desc`);
    expect(rowsOf(rows)).toEqual([
      { id: priced._id, status: 'completed', section_id: null },
      { id: other._id, status: 'pending', section_id: null },
    ]);
    await countsMatchOrders();
  });

  it('takes an order into a branch while a section of it is deleted, both succeeding', async () => {
    const sectionId = await createSection(t, org.company.token, {
      branchId: org.branchId,
      sectionName: 'قسم التكييف',
    });
    await createSection(t, org.company.token, {
      branchId: org.branchId,
      sectionName: 'قسم الهيكل',
    });
    await placeOrder(t, key, { sectionId });
    const elsewhere = await placeOrder(t, key, { sectionId: org.sectionId });

    let deletion: UnderWay<ApiResponse> | undefined;
    let intake: UnderWay<ApiResponse> | undefined;
    // Staff pricing another order of the same day: until it commits it holds the company's row
    // of that day, which the requests below may need.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from orders where id = ${elsewhere._id} for update`);
      await tx.execute(sql`
        update orders set status = 'completed', completed_at = now(), updated_at = now()
        where id = ${elsewhere._id}`);
      const waitingBefore = await lockWaiters();
      const started = underWay(
        t.api.request({
          method: 'DELETE',
          url: `/api/v1/sections/${sectionId}`,
          token: org.company.token,
        }),
      );
      deletion = started;
      await until(async () => started.answered() || (await lockWaiters()) > waitingBefore);
      // The branch keeps two sections or more, so this order stays with the branch: the place
      // the deletion moves its section's orders to.
      const submitted = underWay(submit(t, key, orderRequest({ branchId: org.branchId })));
      intake = submitted;
      await until(
        async () =>
          submitted.answered() ||
          (await lockWaiters()) > waitingBefore + (started.answered() ? 0 : 1),
      );
    });
    const [deleted, submitted] = await Promise.all([deletion?.answer, intake?.answer]);
    expect(deleted?.statusCode, deleted?.body).toBe(200);
    expect(submitted?.statusCode, submitted?.body).toBe(201);
    expect(submitted?.json<{ order: OrderBody }>().order.sectionName).toBeNull();
    await countsMatchOrders();
  });
});
