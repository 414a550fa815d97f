import { asc, eq, sql } from 'drizzle-orm';
import { INITIAL_PIH, invoiceHash } from '@taseer/zatca';
import { SecretBox } from '../src/lib/secret-box.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  branches,
  clients,
  notifications,
  orders,
  pieces,
  sections,
  users,
  vehicles,
} from '../src/db/schema.js';
import { DEMO_COMPANIES, demoAccounts } from '../src/seed/demo-companies.js';
import { seedDemoData } from '../src/seed/seed-demo.js';
import { vinCheckDigit } from '../src/seed/vin.js';
import { registerActiveCompany, signIn } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';
import { openTestDatabase } from './support/test-database.js';

const SUPERADMIN = { dialCode: '+966', number: '0500000001' };
const NOW = new Date('2026-03-15T09:30:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** Already migrated (a clone of the suite's template). */
const freshDatabase = openTestDatabase;

function seed(database: DatabaseHandle, onlyIntoEmptyDatabase = false) {
  return seedDemoData(
    {
      db: database.db,
      clock: new TestClock(NOW),
      superadmin: SUPERADMIN,
      quoteLinkSecret: 'demo-test-quote-link-secret',
      localGateway: true,
      secrets: new SecretBox('demo-test-webhook-secret-key-0123456789'),
    },
    { onlyIntoEmptyDatabase },
  );
}

describe('the demo data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
    const outcome = await seed(database);
    expect(outcome.status).toBe('seeded');
  });
  afterAll(async () => database?.close());

  it('has the superadmin and both companies, active, with their fixed numbers', async () => {
    const rows = await database.db
      .select({
        role: users.role,
        username: users.username,
        number: users.phoneNumber,
        isActive: users.isActive,
      })
      .from(users)
      .where(sql`${users.role} in ('superadmin', 'admin')`)
      .orderBy(asc(users.phoneNumber));
    expect(rows).toEqual([
      { role: 'superadmin', username: 'مدير النظام', number: '0500000001', isActive: true },
      {
        role: 'admin',
        username: 'مؤسسة الريان لقطع الغيار',
        number: '0500000002',
        isActive: true,
      },
      { role: 'admin', username: 'شركة النخبة للسيارات', number: '0500000003', isActive: true },
    ]);
  });

  it('gives every company 2–3 branches, each with a manager and sections staffed by agents', async () => {
    for (const demo of DEMO_COMPANIES) {
      const [company] = await database.db
        .select({ id: users.id, imageId: users.imageId })
        .from(users)
        .where(eq(users.phoneNumber, demo.phone));
      expect(company?.imageId, 'a logo').not.toBeNull();
      const companyBranches = await database.db
        .select({ id: branches.id, managerId: branches.managerId, address: branches.address })
        .from(branches)
        .where(eq(branches.companyId, company!.id));
      expect(companyBranches.length).toBeGreaterThanOrEqual(2);
      expect(companyBranches.length).toBeLessThanOrEqual(3);

      for (const branch of companyBranches) {
        const [manager] = await database.db
          .select({ role: users.role, branchId: users.branchId, companyId: users.companyId })
          .from(users)
          .where(eq(users.id, branch.managerId!));
        expect(manager).toEqual({ role: 'manager', branchId: branch.id, companyId: company!.id });

        const branchSections = await database.db
          .select({ id: sections.id })
          .from(sections)
          .where(eq(sections.branchId, branch.id));
        expect(branchSections.length).toBeGreaterThanOrEqual(2);
        for (const section of branchSections) {
          const agents = await database.db
            .select({ role: users.role, branchId: users.branchId })
            .from(users)
            .where(eq(users.sectionId, section.id));
          expect(agents.length).toBeGreaterThanOrEqual(1);
          expect(agents.every((a) => a.role === 'agent' && a.branchId === branch.id)).toBe(true);
        }
      }
    }
  });

  it('lets every advertised demo account exist with its role', async () => {
    for (const account of demoAccounts(SUPERADMIN)) {
      const [row] = await database.db
        .select({ role: users.role, username: users.username })
        .from(users)
        .where(eq(users.phoneNumber, account.phone));
      expect(row, account.phone).toEqual({ role: account.role, username: account.name });
    }
  });

  it('has a few hundred orders per company over the last two years, in every status', async () => {
    const perCompany = await database.db
      .select({
        companyId: orders.companyId,
        count: sql<number>`count(*)::int`,
        oldest: sql<string>`min(${orders.createdAt})`,
        newest: sql<string>`max(${orders.createdAt})`,
        pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
        completed: sql<number>`count(*) filter (where ${orders.status} = 'completed')::int`,
        canceled: sql<number>`count(*) filter (where ${orders.status} = 'canceled')::int`,
        months: sql<number>`count(distinct date_trunc('month', ${orders.createdAt}))::int`,
      })
      .from(orders)
      .groupBy(orders.companyId);
    expect(perCompany).toHaveLength(2);
    for (const company of perCompany) {
      expect(company.count).toBeGreaterThanOrEqual(200);
      expect(company.count).toBeLessThan(1000);
      expect(NOW.getTime() - new Date(company.oldest).getTime()).toBeGreaterThan(700 * DAY_MS);
      expect(NOW.getTime() - new Date(company.oldest).getTime()).toBeLessThanOrEqual(730 * DAY_MS);
      expect(new Date(company.newest).getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - new Date(company.newest).getTime()).toBeLessThan(3 * DAY_MS);
      expect(company.pending).toBeGreaterThan(0);
      expect(company.completed).toBeGreaterThan(company.canceled);
      expect(company.canceled).toBeGreaterThan(0);
      // A point on the chart for every month of the two years.
      expect(company.months).toBeGreaterThanOrEqual(24);
    }
  });

  it('leaves every section orders waiting for a price, and busier recent weeks', async () => {
    const idle = await database.db.execute(sql`
      select s.name from sections s where not exists (
        select 1 from orders o where o.section_id = s.id and o.status = 'pending')`);
    expect(rowsOf(idle)).toEqual([]);
    const [recent] = rowsOf(
      await database.db.execute(sql`
        select count(*) filter (where created_at > ${NOW.toISOString()}::timestamptz - interval '30 days')::int as last_month,
               count(*) filter (where created_at <= ${NOW.toISOString()}::timestamptz - interval '365 days')::int as first_year
        from orders`),
    );
    // A month now brings more than the first year's average month.
    expect(Number(recent!.last_month)).toBeGreaterThan(Number(recent!.first_year) / 12);
  });

  it('prices the parts of completed orders and leaves pending ones unpriced', async () => {
    const byStatus = await database.db
      .select({
        status: orders.status,
        priced: sql<number>`count(*) filter (where ${pieces.price} is not null)::int`,
        unpriced: sql<number>`count(*) filter (where ${pieces.price} is null)::int`,
      })
      .from(pieces)
      .innerJoin(orders, eq(orders.id, pieces.orderId))
      .groupBy(orders.status);
    const completed = byStatus.find((row) => row.status === 'completed');
    const pending = byStatus.find((row) => row.status === 'pending');
    expect(completed!.priced).toBeGreaterThan(completed!.unpriced * 5);
    expect(pending).toEqual({ status: 'pending', priced: 0, unpriced: expect.any(Number) });

    const completedWithoutPrice = await database.db.execute(sql`
      select o.id from orders o where o.status = 'completed'
      and not exists (select 1 from pieces p where p.order_id = o.id and p.price is not null)`);
    expect(rowsOf(completedWithoutPrice)).toHaveLength(0);
  });

  it('quotes every completed order once, in every quote status, with counts that add up', async () => {
    const statuses = rowsOf(
      await database.db.execute(sql`
        select o.quote_status as status, count(*)::int as n from orders o
        where o.status = 'completed' group by 1 order by 1`),
    ) as { status: string | null; n: number }[];
    expect(statuses.map((row) => row.status)).toEqual([
      'sent',
      'viewed',
      'accepted',
      'declined',
      'expired',
    ]);
    const [check] = rowsOf(
      await database.db.execute(sql`
        select
          (select count(*) from quotes)::int as quotes,
          (select count(*) from quote_links)::int as links,
          (select count(*) from orders where quote_version = 1)::int as quoted_orders,
          (select coalesce(sum(sent_count), 0) from quote_daily_counts)::int as sent,
          (select coalesce(sum(accepted_count), 0) from quote_daily_counts)::int as accepted,
          (select count(*) from quotes where status = 'accepted')::int as accepted_quotes,
          (select coalesce(sum(accepted_halalas), 0) from quote_daily_counts)::bigint as value,
          (select coalesce(sum(accepted_total_halalas), 0) from quotes)::bigint as accepted_value,
          (select count(*) from order_events where type = 'order.created')::int as created,
          (select count(*) from orders)::int as orders`),
    ) as Record<string, number | string>[];
    expect(check).toMatchObject({ links: check?.quotes, quoted_orders: check?.quotes });
    expect(check?.sent).toBe(check?.quotes);
    expect(check?.accepted).toBe(check?.accepted_quotes);
    expect(String(check?.value)).toBe(String(check?.accepted_value));
    expect(check?.created).toBe(check?.orders);
  });

  it('carries accepted sales on to money and handover, with figures that add up', async () => {
    const lanes = rowsOf(
      await database.db.execute(sql`
        select coalesce(fulfilment_stage, 'none') as stage, count(*)::int as n from orders
        where quote_status = 'accepted' group by 1 order by 1`),
    ) as { stage: string; n: number }[];
    // Every lane of the handover queue has orders, and most older sales were delivered.
    expect(lanes.map((lane) => lane.stage)).toEqual(
      expect.arrayContaining([
        'delivered',
        'none',
        'out_for_delivery',
        'preparing',
        'ready_for_pickup',
      ]),
    );
    const [money] = rowsOf(
      await database.db.execute(sql`
        select
          (select coalesce(sum(amount_halalas), 0) from payments where status = 'paid')::bigint
            as payments,
          (select coalesce(sum(collected_halalas), 0) from quote_daily_counts)::bigint as collected,
          (select count(distinct order_id) from payments)::int as paid_orders,
          (select coalesce(sum(paid_count), 0) from quote_daily_counts)::int as paid_days,
          (select count(*) from orders where fulfilment_stage = 'delivered')::int as delivered,
          (select coalesce(sum(delivered_count), 0) from quote_daily_counts)::int as delivered_days,
          (select count(*) from orders o join quotes q on q.order_id = o.id
            and q.status = 'accepted'
            where o.owed_halalas <> q.accepted_total_halalas - coalesce((select sum(p.amount_halalas)
              from payments p where p.quote_id = q.id), 0))::int as owed_wrong,
          (select count(*) from orders where owed_halalas > 0
            and quote_status = 'accepted')::int as owing,
          (select count(*) from orders where payment_status = 'paid')::int as paid`),
    ) as Record<string, number | string>[];
    expect(String(money?.collected)).toBe(String(money?.payments));
    expect(money?.paid_days).toBe(money?.paid_orders);
    expect(money?.delivered_days).toBeGreaterThanOrEqual(Number(money?.delivered));
    expect(money?.owed_wrong).toBe(0);
    expect(Number(money?.owing)).toBeGreaterThan(0);
    expect(Number(money?.paid)).toBeGreaterThan(Number(money?.owing));
  });

  it('invoices the last weeks’ paid sales, in one gapless chain per company, the first stamped from now on', async () => {
    const chains = rowsOf(
      await database.db.execute(sql`
        select company_id, json_agg(json_build_object('counter', counter, 'number', number,
          'hash', hash, 'previous', previous_hash, 'xml', xml, 'issuedAt', issued_at)
          order by counter) as documents
        from tax_documents group by company_id`),
    ) as {
      company_id: string;
      documents: {
        counter: number;
        number: string;
        hash: string;
        previous: string;
        xml: string;
        issuedAt: string;
      }[];
    }[];
    expect(chains).toHaveLength(2);
    for (const { documents } of chains) {
      expect(documents.length).toBeGreaterThan(10);
      documents.forEach((document, index) => {
        expect(document.counter).toBe(index + 1);
        expect(document.number).toBe(`INV-${String(index + 1).padStart(6, '0')}`);
        expect(document.previous).toBe(index === 0 ? INITIAL_PIH : documents[index - 1]!.hash);
        expect(invoiceHash(document.xml)).toBe(document.hash);
      });
      // Issued when each sale was paid, in that order, within the weeks of invoicing.
      const times = documents.map((document) => new Date(document.issuedAt).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW.getTime() - 45 * DAY_MS);
    }
    const [unpaid] = rowsOf(
      await database.db.execute(sql`
        select count(*)::int as n from tax_documents d join orders o on o.id = d.order_id
        where o.payment_status is distinct from 'paid'`),
    ) as { n: number }[];
    expect(unpaid?.n).toBe(0);
    const stamps = rowsOf(
      await database.db.execute(sql`select environment from zatca_settings`),
    ) as { environment: string }[];
    expect(stamps).toEqual([{ environment: 'local' }]);
  });

  it('names real parts in Arabic and English', async () => {
    const names = await database.db
      .selectDistinct({ nameAr: pieces.nameAr, nameEn: pieces.nameEn })
      .from(pieces);
    expect(names).toEqual(
      expect.arrayContaining([
        { nameAr: 'فحمات فرامل أمامية', nameEn: 'Front brake pads' },
        { nameAr: 'فلتر زيت', nameEn: 'Oil filter' },
      ]),
    );
  });

  it('gives clients Saudi mobile numbers and vehicles well-formed VINs', async () => {
    const clientRows = await database.db
      .select({ number: clients.phoneNumber, dialCode: clients.dialCode })
      .from(clients);
    expect(clientRows.length).toBeGreaterThan(100);
    for (const client of clientRows) {
      expect(client.dialCode).toBe('+966');
      expect(client.number).toMatch(/^05[0-9]{8}$/);
    }
    const vins = await database.db
      .select({ chassis: vehicles.chassis, year: vehicles.year })
      .from(vehicles);
    const known = vins.filter((v) => v.chassis !== null);
    expect(known.length).toBeGreaterThan(vins.length / 2);
    for (const { chassis } of known) {
      expect(chassis).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(chassis![8]).toBe(vinCheckDigit(chassis!));
    }
  });

  it('leaves a few notifications, some unread', async () => {
    const rows = await database.db
      .select({ isRead: notifications.isRead, userId: notifications.userId })
      .from(notifications);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((row) => !row.isRead)).toBe(true);
    expect(rows.some((row) => row.isRead)).toBe(true);
  });

  it('writes nothing the second time', async () => {
    const before = await counts(database);
    const outcome = await seed(database);
    expect(outcome.status).toBe('already-seeded');
    expect(await counts(database)).toEqual(before);
  });
});

describe('seeding', () => {
  // Seeds twice: on a loaded two-core machine that alone can take longer than one test's default.
  it('is the same on every run', { timeout: 60_000 }, async () => {
    const first = await freshDatabase();
    const second = await freshDatabase();
    try {
      await seed(first);
      await seed(second);
      expect(await visibleOrders(second)).toEqual(await visibleOrders(first));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('at start leaves a database that already has companies alone', async () => {
    const t = await createTestApp();
    try {
      await registerActiveCompany(t);
      const before = await counts(t.database);
      const outcome = await seedDemoData(
        {
          db: t.database.db,
          clock: t.clock,
          superadmin: t.config.superadmin,
          quoteLinkSecret: t.config.quoteLinkSecret,
          localGateway: true,
          secrets: new SecretBox(t.config.webhookSecretKey),
        },
        { onlyIntoEmptyDatabase: true },
      );
      expect(outcome.status).toBe('not-empty');
      expect(await counts(t.database)).toEqual(before);
    } finally {
      await t.close();
    }
  });
});

describe('a server started with SEED_DEMO=true on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => t?.close());

  // Each demo account signs in once (codes per phone are limited) and keeps its token.
  const tokens = new Map<string, string>();
  async function tokenOf(number: string): Promise<string> {
    let token = tokens.get(number);
    if (!token) {
      token = (await signIn(t, { dialCode: '+966', number })).accessToken;
      tokens.set(number, token);
    }
    return token;
  }

  it('holds the demo, and its accounts can sign in', async () => {
    expect(t.app.demoSeed?.status).toBe('seeded');
    const company = { accessToken: await tokenOf('0500000002') };
    const me = await t.api.get('/api/v1/auth/getme', { token: company.accessToken });
    expect(me.json()).toMatchObject({
      user: { role: 'admin', username: 'مؤسسة الريان لقطع الغيار', isActive: true },
    });
    const agent = { accessToken: await tokenOf('0500000021') };
    const agentMe = await t.api.get('/api/v1/auth/getme', { token: agent.accessToken });
    expect(agentMe.json()).toMatchObject({
      user: {
        role: 'agent',
        companyName: 'مؤسسة الريان لقطع الغيار',
        branchName: 'فرع الرياض - السلي',
        sectionName: 'قطع المحركات',
      },
    });
  });

  it('sets each demo company up to sell: VAT and registration numbers, contacts, ways to pay', async () => {
    const token = await tokenOf('0500000002');
    const terms = await t.api.get('/api/v1/quote-terms', { token });
    expect(terms.json()).toMatchObject({
      vatNumber: '310122393500003',
      commercialRegistration: '1010123456',
      contactPhone: '+966112345678',
    });
    const payments = await t.api.get('/api/v1/payment-settings', { token });
    expect(payments.json()).toMatchObject({
      options: ['card', 'pay_on_pickup', 'bank_transfer'],
      gateway: { provider: 'local' },
      bank: { iban: 'SA0380000000608010167519' },
    });
  });

  it('gives every demo manager its branch bot’s tasks, answers and chat messages', async () => {
    for (const demo of DEMO_COMPANIES) {
      for (const branch of demo.branches) {
        const manager = { accessToken: await tokenOf(branch.manager.phone) };
        const ai = (
          await t.api.get('/api/v1/users/ai', { token: manager.accessToken })
        ).json<AiConfig>();
        const own = <T extends { branchId: string | null }>(rows: T[]) =>
          rows.filter((row) => row.branchId !== null);
        expect(own(ai.task).length, branch.name).toBeGreaterThanOrEqual(2);
        expect(own(ai.task).length, branch.name).toBeLessThanOrEqual(3);
        expect(own(ai.questions).length, branch.name).toBeGreaterThanOrEqual(4);
        expect(own(ai.questions).length, branch.name).toBeLessThanOrEqual(6);
        expect(ai.questions.map((q) => q.title)).toContain('ساعات العمل');

        const chat = (
          await t.api.get('/api/v1/users/chatsetting', { token: manager.accessToken })
        ).json<{ chatSetting: Record<string, string> }>().chatSetting;
        for (const message of ['welcomeMessage', 'closeMessage', 'ratingMessage']) {
          expect(chat[message], `${branch.name}: ${message}`).toMatch(/\p{Script=Arabic}{3}/u);
        }
        expect(chat.welcomeMessage).toContain(branch.name.split(' - ')[1]);
      }
    }
  });

  it('answers a demo manager’s differently worded questions from its own branch', async () => {
    const riyadh = { accessToken: await tokenOf('0500000011') };
    const ask = async (token: string, question: string) =>
      (
        await t.api.request({
          method: 'POST',
          url: '/api/v1/users/ai/preview',
          body: { question },
          token,
        })
      ).json<AiAnswer>();

    const hours = await ask(riyadh.accessToken, 'ايش ساعات العمل يوم الجمعة؟');
    expect(hours).toMatchObject({ confident: true, match: { title: 'ساعات العمل' } });
    expect(hours.match?.answer).toContain('فرع السلي');
    expect(await ask(riyadh.accessToken, 'تقبلون الدفع بمدى؟')).toMatchObject({
      confident: true,
      match: { title: 'طرق الدفع', answer: expect.stringContaining('مدى') },
    });
    expect(await ask(riyadh.accessToken, 'عندكم قطع اصلي؟')).toMatchObject({
      confident: true,
      match: { title: 'القطع الأصلية والتجارية' },
    });
    // The company's shared policies answer every branch's customers too.
    expect(await ask(riyadh.accessToken, 'ابغى ارجع قطعة')).toMatchObject({
      confident: true,
      match: { title: 'الاسترجاع والاستبدال' },
    });
    // An order, not a question the bot knows: handed over to an employee.
    expect((await ask(riyadh.accessToken, 'أبغى فلتر زيت لكامري 2018')).confident).toBe(false);

    // Another company's branch in another city answers the same question with its own hours.
    const jeddah = { accessToken: await tokenOf('0500000032') };
    const jeddahHours = await ask(jeddah.accessToken, 'متى تفتحون؟');
    expect(jeddahHours).toMatchObject({ confident: true, match: { title: 'ساعات العمل' } });
    expect(jeddahHours.match?.answer).toContain('فرع الروضة');
  });

  it('fills every demo manager’s and employee’s home: orders waiting, completed and from this month', async () => {
    const monthAgo = new Date(t.clock.now().getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
    const staff = demoAccounts(SUPERADMIN).filter(
      (a) => a.role === 'manager' || a.role === 'agent',
    );
    expect(staff.length).toBe(7);
    for (const account of staff) {
      const stats = (
        await t.api.get('/api/v1/common/stats', { token: await tokenOf(account.phone) })
      ).json<Stats>();
      expect(stats.pendingOrderCount, account.name).toBeGreaterThan(0);
      expect(stats.completedOrderCount, account.name).toBeGreaterThan(stats.pendingOrderCount);
      // Canceled ones too: neither donut is the whole.
      expect(stats.orderCount, account.name).toBeGreaterThan(
        stats.pendingOrderCount + stats.completedOrderCount,
      );
      const lastMonth = stats.chartData.filter((point) => point.date >= monthAgo);
      expect(lastMonth.length, account.name).toBeGreaterThanOrEqual(8);
    }
  });
});

interface AiConfig {
  task: { content: string; branchId: string | null }[];
  questions: { title: string; question: string; answer: string; branchId: string | null }[];
}

interface Stats {
  orderCount: number;
  pendingOrderCount: number;
  completedOrderCount: number;
  chartData: { date: string; value: number }[];
}

interface AiAnswer {
  match: { title: string; answer: string; score: number } | null;
  confident: boolean;
}

async function counts(database: DatabaseHandle): Promise<Record<string, number>> {
  const result = await database.db.execute(sql`
    select (select count(*) from users)::int as users,
           (select count(*) from branches)::int as branches,
           (select count(*) from sections)::int as sections,
           (select count(*) from clients)::int as clients,
           (select count(*) from orders)::int as orders,
           (select count(*) from pieces)::int as pieces,
           (select count(*) from notifications)::int as notifications`);
  return rowsOf(result)[0] as Record<string, number>;
}

/** What a person sees of the orders: ids differ between runs, nothing else may. */
async function visibleOrders(database: DatabaseHandle): Promise<unknown[]> {
  const result = await database.db.execute(sql`
    select o.order_ref, o.status, o.created_at, c.username as client, c.phone_number,
           v.mark, v.model, v.year, v.chassis, b.name as branch, s.name as section,
           (select string_agg(p.name_ar || ':' || p.quantity || ':' || coalesce(p.price::text, '-'), ',' order by p.name_ar)
              from pieces p where p.order_id = o.id) as pieces
    from orders o
    join clients c on c.id = o.client_id
    left join vehicles v on v.id = o.vehicle_id
    left join branches b on b.id = o.branch_id
    left join sections s on s.id = o.section_id
    order by o.order_ref`);
  return rowsOf(result);
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` as well. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}
