import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.js';
import { COUNTED_PAGES } from '../src/lib/paging.js';
import { signIn } from './support/auth-helpers.js';
import {
  createManagedBranch,
  createOrg,
  createSection,
  SUPERADMIN_PHONE,
  type Org,
} from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Pages of the orders list against the plain OFFSET query over the table: totalPages read from
 * the daily counters (and the page found through them) must be exactly what counting and
 * skipping rows gives, for every scope and status, across Riyadh midnights and timestamp ties;
 * a count that stops at its cap must say so.
 */

let t: TestApp;
let superadminToken: string;
let org: Org;
let other: Org;
let big: Org;
let otherBranchId: string;
let secondSectionId: string;

interface ListAnswer {
  ids: string[];
  totalPages: number;
  totalPagesCapped: boolean;
}

/**
 * Orders written by the database (the counters' trigger runs as for any write): places rotate
 * through the org's section, a second section of the same branch, another branch and no place;
 * statuses through pending, canceled and completed (every pair occurs); two orders share each timestamp, and the
 * timestamps, 173 minutes apart, cross many Riyadh midnights (21:00 UTC) at different hours.
 */
async function writeOrders(
  companyId: string,
  places: { branchId: string | null; sectionId: string | null }[],
  count: number,
  prefix: string,
): Promise<void> {
  const clientId = randomUUID();
  await t.database.db.execute(sql`
    insert into clients (id, company_id, username, dial_code, phone_number)
    values (${clientId}, ${companyId}, 'عميل الصفحات', '+966', ${`05${String(Date.now()).slice(-8)}`})
  `);
  const uuids = (ids: (string | null)[]) =>
    sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`;
  const branchIds = uuids(places.map((place) => place.branchId));
  const sectionIds = uuids(places.map((place) => place.sectionId));
  await t.database.db.execute(sql`
    insert into orders (id, company_id, order_ref, client_id, branch_id, section_id, status, created_at, updated_at)
    select
      gen_random_uuid(), ${companyId}, ${prefix} || n, ${clientId},
      (${branchIds})[1 + n % ${places.length}],
      (${sectionIds})[1 + n % ${places.length}],
      (case n % 3 when 0 then 'pending' when 1 then 'canceled' else 'completed' end)::order_status,
      timestamptz '2026-10-01 20:00:00+00' + (n / 2) * interval '173 minutes',
      now()
    from generate_series(1, ${count}) as n
  `);
}

async function listed(token: string, query: string): Promise<ListAnswer> {
  const answer = await t.api.get(`/api/v1/orders/?${query}`, { token });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<{
    orders: { _id: string }[];
    totalPages: number;
    totalPagesCapped: boolean;
  }>();
  return {
    ids: body.orders.map((order) => order._id),
    totalPages: body.totalPages,
    totalPagesCapped: body.totalPagesCapped,
  };
}

type Reach =
  | { companyId: string }
  | { companyId: string; branchId: string }
  | { companyId: string; sectionId: string };

function reachOf(reach: Reach) {
  if ('branchId' in reach) {
    return sql`company_id = ${reach.companyId} and branch_id = ${reach.branchId}`;
  }
  if ('sectionId' in reach) {
    return sql`company_id = ${reach.companyId} and section_id = ${reach.sectionId}`;
  }
  return sql`company_id = ${reach.companyId}`;
}

/** The answer the list gave before the counters: count every row, skip with OFFSET. */
async function byOffset(
  reach: Reach,
  status: string | null,
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number }> {
  const where = status ? sql`${reachOf(reach)} and status = ${status}` : reachOf(reach);
  const ids = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      select id from orders where ${where}
      order by created_at desc nulls last, id
      limit ${limit} offset ${(page - 1) * limit}
    `),
  ).map((row) => row.id);
  const [counted] = rowsOf<{ total: number }>(
    await t.database.db.execute(sql`select count(*)::int as total from orders where ${where}`),
  );
  return { ids, total: counted?.total ?? 0 };
}

/** Every page of a list, and the one past its end, equal to the OFFSET answer. */
async function expectSameAsOffset(
  token: string,
  reach: Reach,
  status: string | null,
  limit: number,
): Promise<void> {
  const first = await byOffset(reach, status, 1, limit);
  const pages = Math.ceil(first.total / limit);
  expect(first.total).toBeGreaterThan(limit);
  for (let page = 1; page <= pages + 1; page += 1) {
    const query = `page=${page}&limit=${limit}${status ? `&status=${status}` : ''}`;
    const expected = await byOffset(reach, status, page, limit);
    expect(await listed(token, query), `${JSON.stringify(reach)} ${query}`).toEqual({
      ids: expected.ids,
      totalPages: pages,
      totalPagesCapped: false,
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  superadminToken = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadminToken);
  other = await createOrg(t, superadminToken);
  big = await createOrg(t, superadminToken);
  secondSectionId = await createSection(t, org.company.token, {
    branchId: org.branchId,
    sectionName: 'قسم الكهرباء',
  });
  otherBranchId = (await createManagedBranch(t, org.company.token, 'فرع جدة')).branchId;
  await writeOrders(
    org.company.id,
    [
      { branchId: org.branchId, sectionId: org.sectionId },
      { branchId: org.branchId, sectionId: secondSectionId },
      { branchId: otherBranchId, sectionId: null },
      { branchId: org.branchId, sectionId: org.sectionId },
      { branchId: null, sectionId: null },
    ],
    230,
    'PG-',
  );
  // Another company's orders on the same days and in places of its own.
  await writeOrders(
    other.company.id,
    [{ branchId: other.branchId, sectionId: other.sectionId }],
    120,
    'QX-',
  );
  // Exactly on either side of a Riyadh midnight.
  await t.database.db.execute(sql`
    insert into orders (id, company_id, order_ref, client_id, branch_id, section_id, status, created_at, updated_at)
    select gen_random_uuid(), company_id, 'PG-edge-' || k, client_id, ${org.branchId}, ${org.sectionId},
      'pending', timestamptz '2026-10-02 20:59:59.999999+00' + (k * interval '1 microsecond'), now()
    from (select company_id, client_id from orders where company_id = ${org.company.id} limit 1) as one,
      generate_series(0, 1) as k
  `);
});

afterAll(async () => {
  await t?.close();
});

describe('totalPages and pages from the daily counters', () => {
  it('match counting and OFFSET for the company, a branch and a section, with every status', async () => {
    const reaches: [string, Reach][] = [
      [org.company.token, { companyId: org.company.id }],
      [org.manager.token, { companyId: org.company.id, branchId: org.branchId }],
      [org.agent.token, { companyId: org.company.id, sectionId: org.sectionId }],
    ];
    for (const [token, reach] of reaches) {
      for (const status of [null, 'pending', 'completed', 'canceled']) {
        await expectSameAsOffset(token, reach, status, status ? 5 : 10);
      }
    }
  });

  it('count only the scope: another company, branch or section adds no page', async () => {
    const otherCompany = await byOffset({ companyId: other.company.id }, null, 1, 10);
    expect(otherCompany.total).toBe(120);
    expect(await listed(other.company.token, 'page=1&limit=10')).toMatchObject({
      totalPages: 12,
      totalPagesCapped: false,
    });
    expect(await listed(other.manager.token, 'page=1&limit=10')).toMatchObject({
      totalPages: 12,
    });
    // The org's manager runs one of its two branches; its employee works in one section of it.
    const company = await byOffset({ companyId: org.company.id }, null, 1, 10);
    const branch = await byOffset(
      { companyId: org.company.id, branchId: org.branchId },
      null,
      1,
      10,
    );
    const section = await byOffset(
      { companyId: org.company.id, sectionId: org.sectionId },
      null,
      1,
      10,
    );
    expect(company.total).toBeGreaterThan(branch.total);
    expect(branch.total).toBeGreaterThan(section.total);
    expect((await listed(org.manager.token, 'page=1&limit=10')).totalPages).toBe(
      Math.ceil(branch.total / 10),
    );
    expect((await listed(org.agent.token, 'page=1&limit=10')).totalPages).toBe(
      Math.ceil(section.total / 10),
    );
  });

  it('stay exact after orders move between places and change status', async () => {
    await t.database.db.execute(sql`
      update orders set section_id = ${secondSectionId}
      where company_id = ${org.company.id} and section_id = ${org.sectionId} and order_ref like 'PG-1%'
    `);
    await t.database.db.execute(sql`
      update orders set status = 'canceled', canceled_at = now()
      where company_id = ${org.company.id} and status = 'pending' and order_ref like 'PG-2%'
    `);
    await t.database.db.execute(sql`
      delete from orders where company_id = ${org.company.id} and order_ref like 'PG-3%'
    `);
    await expectSameAsOffset(
      org.agent.token,
      { companyId: org.company.id, sectionId: org.sectionId },
      null,
      5,
    );
    await expectSameAsOffset(org.company.token, { companyId: org.company.id }, 'pending', 5);
    await expectSameAsOffset(org.company.token, { companyId: org.company.id }, 'canceled', 5);
  });

  it('give a manager without a branch and an employee without a section nothing', async () => {
    const loose = await createOrg(t, superadminToken);
    await writeOrders(
      loose.company.id,
      [{ branchId: loose.branchId, sectionId: loose.sectionId }],
      12,
      'LS-',
    );
    await t.database.db.execute(
      sql`update users set branch_id = null where id = ${loose.manager.id}`,
    );
    await t.database.db.execute(
      sql`update users set section_id = null where id = ${loose.agent.id}`,
    );
    for (const token of [loose.manager.token, loose.agent.token]) {
      expect(await listed(token, 'page=1&limit=5')).toEqual({
        ids: [],
        totalPages: 0,
        totalPagesCapped: false,
      });
    }
  });
});

describe('totalPages counted where the counters do not reach', () => {
  it('a search matching the same orders gives the same pages and totalPages as the counters', async () => {
    // Every order of the org is PG-…: the search goes the counted way, the plain list the counters'.
    for (const [token, status] of [
      [org.company.token, null],
      [org.manager.token, 'completed'],
      [org.agent.token, null],
    ] as const) {
      const statusQuery = status ? `&status=${status}` : '';
      const plain = await listed(token, `page=1&limit=5${statusQuery}`);
      expect(plain.totalPages).toBeGreaterThan(2);
      for (const page of [1, 2, plain.totalPages, plain.totalPages + 1]) {
        const query = `page=${page}&limit=5${statusQuery}`;
        expect(await listed(token, `${query}&search=PG-`), query).toEqual(
          await listed(token, query),
        );
      }
    }
  });

  it('says when it stopped counting, and counts on to a page asked for beyond the cap', async () => {
    const rows = COUNTED_PAGES * 5 + 10;
    await writeOrders(
      big.company.id,
      [{ branchId: big.branchId, sectionId: big.sectionId }],
      rows,
      'BG-',
    );
    const exact = await listed(big.company.token, 'page=1&limit=5');
    expect(exact).toMatchObject({ totalPages: COUNTED_PAGES + 2, totalPagesCapped: false });

    const capped = await listed(big.company.token, 'page=1&limit=5&search=BG-');
    expect(capped.ids).toEqual(exact.ids);
    // At least COUNTED_PAGES + 1 pages exist; how many more was not counted.
    expect(capped).toMatchObject({ totalPages: COUNTED_PAGES + 1, totalPagesCapped: true });

    const last = await listed(big.company.token, `page=${COUNTED_PAGES + 2}&limit=5&search=BG-`);
    expect(last).toEqual({
      ...(await listed(big.company.token, `page=${COUNTED_PAGES + 2}&limit=5`)),
      totalPagesCapped: false,
    });
    expect(last.ids).toHaveLength(5);

    // The platform's list is counted too (no counters add up every company).
    expect(await listed(superadminToken, 'page=1&limit=5')).toMatchObject({
      totalPages: COUNTED_PAGES + 1,
      totalPagesCapped: true,
    });
  });
});
