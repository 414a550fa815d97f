/**
 * Review pictures of the audit log (/audit-log) on the demo data. The first demo company changes
 * things the way a shop does in a morning — its VAT number and delivery fee, its payment methods
 * and gateway key, a branch opened and renamed, a webhook added, a quote repriced, an export — an
 * employee mistypes a code, and the superadmin creates and deletes a company. Pictured at 1440 and
 * 390 px: the company's log (its changes folded and opened on a phone), filtered to the prices, in
 * English, empty, filtered to nothing, unable to load, loading; and the platform's log. Written to
 * e2e/screenshots/audit-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/audit-review.ts
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { newPhone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { callAs } from '../support/staff-scene.js';
import { CONTEXT_OPTIONS, listReady, OUT_DIR, settled, shoot, startDemo } from './shots.js';

/** The first demo company, one of its employees and the platform (apps/server/src/seed). */
const COMPANY = { dialCode: '+966', number: '0500000002' };
const EMPLOYEE = { dialCode: '+966', number: '0500000021' };
const SUPERADMIN = { dialCode: '+966', number: '0500000001' };
const TITLE = 'سجل التغييرات';
const LOG = /\/api\/v1\/audit-events\?/;

interface ListedOrder {
  _id: string;
  pieces: { _id: string }[];
}

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const companyToken = await platform.signIn(COMPANY);
  const superadminToken = await platform.signIn(SUPERADMIN);

  // A morning's changes.
  const terms = (await callAs(api, companyToken, 'GET', '/api/v1/quote-terms')) as Record<
    string,
    unknown
  >;
  await callAs(api, companyToken, 'PUT', '/api/v1/quote-terms', {
    vatRateBasisPoints: terms.vatRateBasisPoints,
    vatNumber: '310123456700003',
    pricesIncludeVat: terms.pricesIncludeVat,
    validityHours: 72,
    deliveryFee: 35,
    terms: terms.terms,
    messageTemplate: null,
  });
  await callAs(api, companyToken, 'PUT', '/api/v1/payment-settings', {
    options: ['card', 'pay_on_pickup', 'bank_transfer'],
    onlinePercent: 50,
    gateway: {
      provider: 'moyasar',
      publishableKey: 'pk_test_reviewPublishable0123',
      secretKey: 'sk_test_reviewSecretKey0123456789AB',
    },
    bank: {
      bankName: 'مصرف الراجحي',
      accountName: 'مؤسسة الريان',
      iban: 'SA0380000000608010167519',
    },
  });
  const manager = (await callAs(
    api,
    companyToken,
    'POST',
    '/api/v1/auth/register',
    form({
      username: 'فهد القحطاني',
      email: 'fahad.review@parts.example',
      phone: JSON.stringify(newPhone()),
      role: 'manager',
    }),
  )) as { user: { _id: string } };
  const branch = (await callAs(api, companyToken, 'POST', '/api/v1/branches/', {
    branchName: 'فرع الخبر',
    managerId: manager.user._id,
    address: 'حي العقربية، الخبر',
  })) as { branch: { _id: string } };
  await callAs(api, companyToken, 'PUT', `/api/v1/branches/${branch.branch._id}`, {
    branchName: 'فرع الخبر الشمالي',
  });
  await callAs(api, companyToken, 'POST', '/api/v1/webhooks', {
    url: 'https://bot.example.com/hooks/taseer',
    description: 'بوت واتساب',
    events: ['order.created', 'quote.accepted'],
  });
  const waiting = (await callAs(
    api,
    companyToken,
    'GET',
    '/api/v1/orders/?status=pending&claim=unclaimed&limit=5',
  )) as unknown as { orders: ListedOrder[] };
  const order = waiting.orders[0];
  if (!order) throw new Error('the demo company has no waiting order');
  const price = (base: number) => ({
    lines: order.pieces.map((piece, index) => ({
      pieceId: piece._id,
      options: [{ price: base + 45 * index }],
    })),
  });
  await callAs(api, companyToken, 'POST', `/api/v1/orders/${order._id}/quotes`, price(180));
  await callAs(api, companyToken, 'POST', `/api/v1/orders/${order._id}/quotes`, price(150));
  await fetch(`${server.url}/api/v1/orders/exports/?status=completed`, {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${companyToken}` },
  }).then((response) => response.arrayBuffer());
  // An employee mistypes the code once, then signs in.
  await platform.signIn(EMPLOYEE);
  await fetch(`${server.url}/api/v1/auth/verify`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ phone: EMPLOYEE, otp: '0000' }),
  });
  // The platform: a company created, renamed and deleted; a failed sign-in by a stranger.
  const created = await platform.createCompany(superadminToken, {
    username: 'قطع الشرق',
    email: 'east.review@parts.example',
    phone: newPhone(),
  });
  await callAs(
    api,
    superadminToken,
    'PUT',
    `/api/v1/users/${created._id}`,
    form({
      username: 'قطع الشرق المحدودة',
    }),
  );
  await fetch(`${server.url}/api/v1/users/${created._id}`, {
    method: 'DELETE',
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${superadminToken}` },
  });
  await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ phone: newPhone() }),
  });

  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, platform, companyToken, '/audit-log');
  await ready(page, TITLE);
  await shoot(page, 'audit-company');

  // On a phone, the first card's changes opened.
  await page.setViewportSize({ width: 390, height: 844 });
  await ready(page, TITLE);
  await openChanges(page, /^عرض التغييرات/, 'audit-company-opened-390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/audit-log?kind=prices');
  await ready(page, TITLE);
  await shoot(page, 'audit-company-prices');

  await page.goto('/audit-log?to=2020-01-31');
  await page.getByText('لا أحداث تطابق التصفية').waitFor();
  await shoot(page, 'audit-company-filtered-empty');

  // Nothing recorded yet (a new company's log, before its first sign-in is read).
  await page.route(LOG, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ events: [], totalPages: 0, totalPagesCapped: false }),
    }),
  );
  await page.goto('/audit-log');
  await page.getByText('لا توجد أحداث مسجلة بعد').waitFor();
  await shoot(page, 'audit-empty');
  await page.unroute(LOG);

  // Unable to load.
  await page.route(LOG, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
      }),
    }),
  );
  await page.goto('/audit-log');
  await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
  await shoot(page, 'audit-error');
  await page.unroute(LOG);

  // While it loads.
  await page.setViewportSize({ width: 1440, height: 900 });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LOG, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/audit-log');
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${OUT_DIR}audit-loading-1440.png` });
  release();
  await page.unroute(LOG);

  // In English.
  await page.goto('/audit-log');
  await ready(page, TITLE);
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await ready(page, 'Audit log');
  await shoot(page, 'audit-company-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await ready(page, 'Audit log');
  await openChanges(page, /^Show changes/, 'audit-company-en-opened-390');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The platform's log.
  await openSignedIn(page, platform, superadminToken, '/audit-log');
  await ready(page, TITLE);
  await shoot(page, 'audit-platform');
  await context.close();
  console.log(`pictures in ${OUT_DIR} (audit-*)`);
} finally {
  await stop();
}

/**
 * Opens the changes of the first cards that have some, and pictures the page from its top and
 * the repriced quote's card alone.
 */
async function openChanges(page: Page, summary: RegExp, name: string): Promise<void> {
  const summaries = page.getByText(summary);
  for (let index = 0; index < Math.min(3, await summaries.count()); index += 1) {
    await summaries.nth(index).click();
  }
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${OUT_DIR}${name}.png`, fullPage: true });
  await page
    .getByRole('article')
    .filter({ has: page.getByText(/تغيير أسعار عرض|Quote prices changed/) })
    .screenshot({ path: `${OUT_DIR}${name}-card.png` });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function ready(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await listReady(page, title);
  await settled(page);
}
