/**
 * Review pictures of each role's home on the demo data, on their own demo server: an employee's
 * lists (its own orders, the section's late ones, quotes awaiting the customer, orders to
 * prepare), a manager's (the branch's unclaimed and late orders, today's accepted and paid value)
 * and a company's (orders that reached no branch, paid today, outstanding, its setup warnings),
 * with the orders chart as bars; in Arabic and English at 1440 and 390 px. Then where «show all»
 * leads (the offers list narrowed to the panel's orders, with the chip that says why) and the
 * panels when the orders cannot be read. Written to e2e/screenshots/role-home-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/role-homes-review.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { ChatBot, CompanyApi } from '../support/order-api.js';
import type { Phone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import { callAs } from '../support/staff-scene.js';
import { CONTEXT_OPTIONS, listReady, OUT_DIR, shoot, signIn, startDemo } from './shots.js';

/**
 * apps/server/src/seed/demo-companies.ts: an employee of the second company whose section has
 * orders it holds, late ones and sales to prepare; the first company's first branch manager; the
 * first company.
 */
const ROLES: { name: string; phone: Phone; panels: string[] }[] = [
  {
    name: 'agent',
    phone: { dialCode: '+966', number: '0500000046' },
    panels: ['طلباتي', 'متأخرة', 'بانتظار رد العميل', 'للتجهيز'],
  },
  {
    name: 'manager',
    phone: { dialCode: '+966', number: '0500000011' },
    panels: ['غير المستلمة', 'متأخرة'],
  },
  {
    name: 'admin',
    phone: { dialCode: '+966', number: '0500000002' },
    panels: ['لم تصل إلى قسم'],
  },
];

interface ListedOrder {
  _id: string;
  pieces: { _id: string }[];
}

const { server, gateway, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const [agent, manager, company] = ROLES.map((role) => role.phone) as [Phone, Phone, Phone];

  // The employee prices the oldest order nobody holds: a quote awaiting its customer.
  const agentToken = await platform.signIn(agent);
  const [waiting] = await ordersOf(agentToken, 'claim=unclaimed');
  if (waiting) await issueQuote(agentToken, waiting, 85);

  // Today a customer of the manager's branch accepts a quote and pays part of it in cash.
  const managerToken = await platform.signIn(manager);
  const [sold] = await ordersOf(managerToken, 'claim=unclaimed');
  if (sold) {
    const issued = await issueQuote(managerToken, sold, 120);
    const token = String(issued.link).split('/q/')[1];
    await fetch(`${server.url}/api/v1/public/quotes/${token}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 1,
        decision: 'accept',
        lines: sold.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
      }),
    });
    await callAs(api, managerToken, 'POST', `/api/v1/orders/${sold._id}/payments`, {
      method: 'cash',
      amountHalalas: 10_000,
    });
  }

  // Orders the company's bot sent without a branch: the company has several, so they reach none.
  const companyToken = await platform.signIn(company);
  const bot = new ChatBot(
    server.url,
    await new CompanyApi(api, companyToken).rotateIntegrationKey(),
  );
  for (const [name, number] of [
    ['فيصل بن سلطان بن عبدالعزيز آل سعود القحطاني', '0551234567'],
    ['ورشة الأمانة', '0557654321'],
  ] as const) {
    await bot.submitOrder(randomUUID(), {
      client: { name, phone: { dialCode: '+966', number } },
      vehicle: { mark: 'تويوتا', model: 'كامري', year: 2019 },
      pieces: [{ nameAr: 'فلتر زيت', quantity: 2 }],
    });
  }

  for (const role of ROLES) await roleHome(browser, inbox, role);
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

async function ordersOf(token: string, filters: string): Promise<ListedOrder[]> {
  const list = await callAs(
    { url: server.url, apiKey: API_KEY },
    token,
    'GET',
    `/api/v1/orders/?${filters}&limit=5&sort=oldest`,
  );
  return list.orders as ListedOrder[];
}

function issueQuote(token: string, order: ListedOrder, price: number) {
  return callAs(
    { url: server.url, apiKey: API_KEY },
    token,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    {
      lines: order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price }] })),
    },
  );
}

/** Waits until every panel, count and figure of the home is in. */
async function homeReady(page: Page, panels: string[]): Promise<void> {
  for (const name of panels) {
    await page.getByRole('region', { name, exact: true }).waitFor();
  }
  await page.waitForFunction(
    () =>
      document.querySelector('[data-skeleton], [aria-busy="true"]') === null &&
      document.querySelector('[role="group"] svg') !== null,
  );
  await page.waitForLoadState('networkidle');
  // The pointer left where the last click was would show a hover on whatever lies there now.
  await page.mouse.move(0, 0);
}

async function roleHome(
  browser: Browser,
  smsInbox: SmsInbox,
  role: (typeof ROLES)[number],
): Promise<void> {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, smsInbox, role.phone);
  await homeReady(page, role.panels);
  await shoot(page, `role-home-${role.name}`);

  // «Show all» of the first panel: the offers list with the same orders and its chip.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('region', { name: role.panels[0], exact: true })
    .getByRole('link', { name: 'عرض الكل' })
    .click()
    .catch(() => undefined);
  if (page.url().includes('/offers')) {
    await listReady(page, 'عروض الأسعار');
    await shoot(page, `role-home-${role.name}-show-all`);
  }

  // In English, left to right.
  await page.goto('/dashboard');
  await homeReady(page, role.panels);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('heading', { name: 'Data view' }).waitFor();
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.waitForLoadState('networkidle');
  await shoot(page, `role-home-${role.name}-en`);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.getByRole('heading', { name: 'عرض البيانات' }).waitFor();

  if (role.name === 'agent') {
    // The orders cannot be read: each panel says so with a retry; the counts and chart stay.
    await page.route(/\/api\/v1\/orders\/\?/, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'الخدمة غير متاحة مؤقتًا، حاول بعد قليل.' }),
      }),
    );
    await page.reload();
    await page.getByRole('alert').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'role-home-agent-error');
    await page.unroute(/\/api\/v1\/orders\/\?/);
  }
  await context.close();
}
