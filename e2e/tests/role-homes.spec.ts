import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test as base, type Page } from '../support/fixtures.js';
import { ChatBot, CompanyApi } from '../support/order-api.js';
import { newPhone, type Phone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY, startServer } from '../support/server-process.js';
import { signInThroughUi } from '../support/sign-in-pages.js';
import { startSmsGateway } from '../support/sms-gateway.js';
import { SmsInbox } from '../support/sms-inbox.js';
import { callAs } from '../support/staff-scene.js';

/**
 * Each role's home shows its work on the demo data (apps/server/src/seed): an employee its own
 * orders, its section's late ones, quotes awaiting the customer and orders to prepare; a manager
 * its branch's unclaimed and late orders, the company's orders that reached no section and today's
 * accepted and paid value; a company the orders that reached no section, what was paid today and
 * what is outstanding. Every row is the
 * server's own list (the same filters, five rows, longest wait first), and «show all» opens the
 * offers list narrowed the same way, with a chip that says why.
 *
 * The journeys' servers start empty; these need the demo's two years of orders, so the file
 * starts its own demo server (as the review scripts do) and signs in as the demo's people.
 */

interface Demo {
  server: { url: string; apiKey: string };
  inbox: SmsInbox;
  platform: PlatformApi;
}

const test = base.extend<object, { demo: Demo }>({
  demo: [
    // eslint-disable-next-line no-empty-pattern -- no dependencies
    async ({}, use, workerInfo) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'taseer-role-homes-'));
      const logs = join(workerInfo.project.outputDir, 'server-logs');
      await mkdir(logs, { recursive: true });
      const gateway = await startSmsGateway();
      const server = await startServer({
        env: {
          DATA_DIR: join(dataDir, 'data'),
          SEED_DEMO: 'true',
          SMS_PROVIDER: 'http',
          SMS_HTTP_URL: gateway.sendUrl,
          OTP_IP_SEND_LIMIT: '100000',
          OTP_IP_VERIFY_LIMIT: '100000',
        },
        logFile: join(logs, `role-homes-demo-${workerInfo.workerIndex}.log`),
      });
      const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
      await use({
        server: { url: server.url, apiKey: API_KEY },
        inbox: new SmsInbox(gateway.inboxUrl),
        platform: new PlatformApi(api),
      });
      await server.stop();
      await gateway.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    // Writing the demo's two years of orders takes a while on a loaded machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ demo }, use) => {
    await use(demo.server.url);
  },
});

// One demo server for the three homes.
test.describe.configure({ mode: 'serial' });

/** apps/server/src/seed/demo-companies.ts */
const DEMO = {
  /** An employee of the second company whose section has late orders and sales to prepare. */
  agent: { dialCode: '+966', number: '0500000046' },
  /** The first company's first branch manager. */
  manager: { dialCode: '+966', number: '0500000011' },
  /** The first company (three branches: an order its bot sends without one reaches none). */
  company: { dialCode: '+966', number: '0500000002' },
} satisfies Record<string, Phone>;

interface ListedOrder {
  _id: string;
  orderRef: string;
  clientName: string;
  status: string;
  pieces: { _id: string }[];
}

interface OrderPage {
  orders: ListedOrder[];
  totalPages: number;
}

interface SaleDay {
  date: string;
  acceptedHalalas: number;
  collectedHalalas: number;
}

/** The server's own list with a panel's filters: what the panel must show. */
async function listOf(demo: Demo, token: string, filters: string): Promise<OrderPage> {
  return (await callAs(
    demo.server,
    token,
    'GET',
    `/api/v1/orders/?${filters}&limit=5&sort=oldest`,
  )) as unknown as OrderPage;
}

function panel(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

/** The panel lists the server's first five orders, in its order, each with its customer. */
async function expectRows(page: Page, title: string, expected: OrderPage): Promise<void> {
  const rows = panel(page, title).getByRole('listitem');
  await expect(rows).toHaveCount(expected.orders.length);
  for (const [index, order] of expected.orders.entries()) {
    await expect(rows.nth(index)).toContainText(order.orderRef);
    await expect(rows.nth(index)).toContainText(order.clientName);
    await expect(rows.nth(index).getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/offers/${order._id}\\?`),
    );
  }
}

/** The Riyadh day the statistics count today in. */
function riyadhToday(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** An amount as the tiles write it: grouped, two decimals (the currency around it). */
function riyals(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

async function todayOf(demo: Demo, token: string) {
  const stats = (await callAs(demo.server, token, 'GET', '/api/v1/common/stats')) as unknown as {
    quoteChartData: SaleDay[];
    outstandingHalalas: number;
  };
  const day = stats.quoteChartData.find((point) => point.date.slice(0, 10) === riyadhToday());
  return {
    acceptedHalalas: day?.acceptedHalalas ?? 0,
    collectedHalalas: day?.collectedHalalas ?? 0,
    outstandingHalalas: stats.outstandingHalalas,
  };
}

function moneyTile(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'مبالغ اليوم' })
    .getByRole('listitem')
    .filter({ hasText: label });
}

/** Prices every part of an order at `price` riyals: version 1 of its quote, sent. */
async function issueQuote(demo: Demo, token: string, order: ListedOrder, price: number) {
  return callAs(demo.server, token, 'POST', `/api/v1/orders/${order._id}/quotes`, {
    lines: order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price }] })),
  });
}

test('an employee’s home lists its orders, the late ones, quotes awaiting the customer and orders to prepare', async ({
  page,
  demo,
}) => {
  test.setTimeout(150_000);
  const apiToken = await demo.platform.signIn(DEMO.agent);
  // Today a customer of the section accepts a quote: a sale to prepare whatever hour the demo
  // was written at (its older sales leave the queue as they pass ten days). One of the orders the
  // employee holds, or else one nobody does, keeping one of each for the steps below.
  const mine = await listOf(demo, apiToken, 'claim=mine&status=pending');
  const free = await listOf(demo, apiToken, 'claim=unclaimed');
  const sold = mine.orders[1] ?? free.orders[1];
  if (!sold) throw new Error('the demo section has no second order to sell');
  const issued = await issueQuote(demo, apiToken, sold, 95);
  const accepted = await fetch(
    `${demo.server.url}/api/v1/public/quotes/${String(issued.link).split('/q/')[1]}/answer`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 1,
        decision: 'accept',
        lines: sold.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
      }),
    },
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);

  await signInThroughUi(page, demo.inbox, DEMO.agent);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('signed in without an access token');

  const lists = {
    طلباتي: await listOf(demo, token, 'claim=mine&status=pending'),
    متأخرة: await listOf(demo, token, 'queue=late'),
    'بانتظار رد العميل': await listOf(demo, token, 'queue=awaiting_customer'),
    للتجهيز: await listOf(demo, token, 'queue=to_prepare'),
  };

  await test.step('each list shows the server’s first orders of the employee’s section', async () => {
    // The demo gives this employee orders it holds and late orders; today's sale is to prepare.
    expect(lists.طلباتي.orders.length).toBeGreaterThan(0);
    expect(lists.متأخرة.orders.length).toBeGreaterThan(0);
    expect(lists.للتجهيز.orders.length).toBeGreaterThan(0);
    for (const [title, list] of Object.entries(lists)) await expectRows(page, title, list);
    // A late order says so in words in the employee's own list, not by colour alone.
    const late = new Set(lists.متأخرة.orders.map((order) => order.orderRef));
    const mineLate = lists.طلباتي.orders.find((order) => late.has(order.orderRef));
    if (mineLate) {
      await expect(
        panel(page, 'طلباتي').getByRole('listitem').filter({ hasText: mineLate.orderRef }),
      ).toContainText('متأخر');
    }
    if (lists['بانتظار رد العميل'].orders.length === 0) {
      await expect(panel(page, 'بانتظار رد العميل')).toContainText(
        'لا توجد عروض بانتظار رد العميل',
      );
    }
  });

  await test.step('a quote the employee issues reaches «awaiting the customer» without a reload', async () => {
    const waiting = await listOf(demo, token, 'claim=unclaimed');
    const order = waiting.orders[0];
    if (!order) throw new Error('the demo section has no unclaimed order to price');
    await issueQuote(demo, token, order, 85);
    const awaiting = panel(page, 'بانتظار رد العميل');
    await expect(awaiting.getByRole('listitem').filter({ hasText: order.orderRef })).toContainText(
      order.clientName,
    );
    // 85.00 a part with the company's VAT: the amount the customer was quoted.
    await expect(awaiting.getByRole('listitem').filter({ hasText: order.orderRef })).toContainText(
      'ر.س.',
    );
  });

  await test.step('«show all» of the late orders opens the offers list narrowed to them, with a chip', async () => {
    await panel(page, 'متأخرة').getByRole('link', { name: 'عرض الكل' }).click();
    await expect(page).toHaveURL(/\/offers\?claim=all&queue=late&sort=oldest$/);
    await expect(page.getByText('قائمة العمل: متأخرة')).toBeVisible();
    // The late orders as the server has them now: the order priced above may have been the
    // oldest late one, and a priced order is late no more.
    const first = (await listOf(demo, token, 'queue=late')).orders[0];
    if (!first) throw new Error('the demo section has no late order left');
    await expect(page.getByText(first.orderRef, { exact: true }).first()).toBeVisible();
    // The chip takes the work list away: every order of the section again.
    await page.getByRole('button', { name: 'إزالة «متأخرة» وعرض كل الطلبات' }).click();
    await expect(page).toHaveURL(/\/offers\?claim=all&sort=oldest$/);
    await expect(page.getByText('قائمة العمل: متأخرة')).toBeHidden();
  });

  await test.step('«show all» of its own orders opens its tab, pending ones only', async () => {
    await page.goto('/dashboard');
    await panel(page, 'طلباتي').getByRole('link', { name: 'عرض الكل' }).click();
    await expect(page).toHaveURL(/\/offers\?claim=mine&status=pending&sort=oldest$/);
    await expect(page.getByRole('tab', { name: 'طلباتي' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('حالة الطلب: قيد المراجعة')).toBeVisible();
    await expect(
      page.getByText(lists.طلباتي.orders[0]!.orderRef, { exact: true }).first(),
    ).toBeVisible();
  });
});

test('a manager’s home lists the branch’s unclaimed and late orders, the unrouted ones, and today’s accepted and paid value', async ({
  page,
  demo,
}) => {
  test.setTimeout(150_000);
  const apiToken = await demo.platform.signIn(DEMO.manager);

  // Today a customer of the branch accepts a quote and pays part of it in cash at the counter.
  const unclaimed = await listOf(demo, apiToken, 'claim=unclaimed');
  const sold = unclaimed.orders.at(-1);
  if (!sold) throw new Error('the demo branch has no unclaimed order to sell');
  const issued = await issueQuote(demo, apiToken, sold, 120);
  const link = String(issued.link);
  const answer = await fetch(
    `${demo.server.url}/api/v1/public/quotes/${link.split('/q/')[1]}/answer`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 1,
        decision: 'accept',
        lines: sold.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
      }),
    },
  );
  expect(answer.status, await answer.clone().text()).toBe(200);
  await callAs(demo.server, apiToken, 'POST', `/api/v1/orders/${sold._id}/payments`, {
    method: 'cash',
    amountHalalas: 5_000,
  });
  const today = await todayOf(demo, apiToken);
  expect(today.acceptedHalalas).toBeGreaterThan(0);
  expect(today.collectedHalalas).toBeGreaterThanOrEqual(5_000);

  await signInThroughUi(page, demo.inbox, DEMO.manager);
  const lists = {
    'غير المستلمة': await listOf(demo, apiToken, 'claim=unclaimed'),
    متأخرة: await listOf(demo, apiToken, 'queue=late'),
    // Every manager sees the company's orders that reached no section, to take one in.
    'لم تصل إلى قسم': await listOf(demo, apiToken, 'queue=unrouted'),
  };

  await test.step('the branch’s unclaimed and late orders, as the server lists them', async () => {
    expect(lists['غير المستلمة'].orders.length).toBeGreaterThan(0);
    expect(lists.متأخرة.orders.length).toBeGreaterThan(0);
    for (const [title, list] of Object.entries(lists)) await expectRows(page, title, list);
    // The sold order waits for nobody any more.
    await expect(panel(page, 'غير المستلمة')).not.toContainText(sold.orderRef);
  });

  await test.step('today’s accepted and paid value, in riyals', async () => {
    await expect(moneyTile(page, 'المقبول اليوم')).toContainText(riyals(today.acceptedHalalas));
    await expect(moneyTile(page, 'المقبول اليوم')).toContainText('ر.س.');
    await expect(moneyTile(page, 'المدفوع اليوم')).toContainText(riyals(today.collectedHalalas));
  });

  await test.step('«show all» of the unclaimed orders opens that tab of the offers list', async () => {
    await panel(page, 'غير المستلمة').getByRole('link', { name: 'عرض الكل' }).click();
    await expect(page).toHaveURL(/\/offers\?claim=unclaimed&sort=oldest$/);
    await expect(page.getByRole('tab', { name: 'غير المستلمة' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page.getByText(lists['غير المستلمة'].orders[0]!.orderRef, { exact: true }).first(),
    ).toBeVisible();
  });
});

test('a company’s home lists the orders that reached no section, what was paid today and what is outstanding', async ({
  page,
  demo,
}) => {
  test.setTimeout(150_000);
  const apiToken = await demo.platform.signIn(DEMO.company);
  // Its bot sends an order without a branch: with three branches and no default section, it
  // reaches none.
  const bot = new ChatBot(
    demo.server.url,
    await new CompanyApi(demo.server, apiToken).rotateIntegrationKey(),
  );
  const client = `عميل دون فرع ${randomUUID().slice(0, 4)}`;
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: client, phone: newPhone() },
    vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021 },
    pieces: [{ nameAr: 'طقم فحمات أمامية', quantity: 1 }],
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  expect(submitted.body.order.branchName).toBeNull();
  const today = await todayOf(demo, apiToken);

  await signInThroughUi(page, demo.inbox, DEMO.company);
  const unrouted = await listOf(demo, apiToken, 'queue=unrouted');

  await test.step('the order that reached no section, with the others the server lists', async () => {
    await expectRows(page, 'لم تصل إلى قسم', unrouted);
    await expect(panel(page, 'لم تصل إلى قسم')).toContainText(client);
  });

  await test.step('what was paid today and what accepted sales still owe', async () => {
    await expect(moneyTile(page, 'المدفوع اليوم')).toContainText(riyals(today.collectedHalalas));
    await expect(moneyTile(page, 'المستحق')).toContainText(riyals(today.outstandingHalalas));
  });

  await test.step('«show all» opens the offers list narrowed to them, with its chip', async () => {
    await panel(page, 'لم تصل إلى قسم').getByRole('link', { name: 'عرض الكل' }).click();
    await expect(page).toHaveURL(/\/offers\?queue=unrouted&sort=oldest$/);
    await expect(page.getByText('قائمة العمل: لم تصل إلى قسم')).toBeVisible();
    await expect(page.getByText(client).first()).toBeVisible();
  });
});
