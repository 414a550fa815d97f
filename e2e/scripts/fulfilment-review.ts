/**
 * Review pictures of the staff's side of fulfilment, on their own demo server: the fulfilment
 * queue (/fulfilment) with its lanes full (to prepare with paid, partly paid and unpaid orders,
 * ready for pickup, out for delivery, delivered today), a lane empty, rows selected with the move
 * bar, the confirmation of a bulk move, the toast naming an order that stayed, the list while it
 * loads and when it cannot load, and in English; and an accepted order's fulfilment panel in its
 * offer: not started, ready for pickup, delivered, the return's confirmation, returned, a
 * refusal, and in English. Right to left at 1440 and 390 px unless in English. Written to
 * e2e/screenshots/fulfilment*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/fulfilment-review.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs, type CompanyStaff } from '../support/staff-scene.js';
import {
  CONTEXT_OPTIONS,
  OUT_DIR,
  settled,
  shoot,
  startDemo,
  waitForToastsToClose,
  WIDTHS,
} from './shots.js';

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const phone = newPhone();
  await platform.signUpCompany({
    username: 'مؤسسة التسليم لقطع الغيار',
    email: `f${phone.number}@demo.sa`,
    phone,
  });
  const companyToken = await platform.signIn(phone);
  const staff = await addCompanyStaff(api, platform, companyToken, phone.number.slice(-4));
  await callAs(api, companyToken, 'PUT', '/api/v1/payment-settings', {
    options: ['pay_on_pickup', 'pay_on_delivery'],
    onlinePercent: 100,
  });
  const bot = new ChatBot(api.url, await new CompanyApi(api, companyToken).rotateIntegrationKey());
  const scene: Scene = { api, staff, bot };

  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });

  // An empty queue first: nothing was accepted yet.
  await openSignedIn(page, platform, staff.employee.token, '/fulfilment');
  await laneReady(page, 'بانتظار التجهيز');
  await shoot(page, 'fulfilment-queue-empty');

  const orders = await stockTheLanes(scene);

  await page.reload();
  await laneReady(page, 'بانتظار التجهيز');
  await shoot(page, 'fulfilment-queue-to-prepare');

  await atDesktop(page);
  await rowBox(page, orders.unpaid.orderRef).check();
  await rowBox(page, orders.partly.orderRef).check();
  await shoot(page, 'fulfilment-queue-selected');
  // On a phone, scrolled down the lane: the move stays in reach under the header.
  await page.evaluate(() => window.scrollTo(0, 700));
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, 'fulfilment-queue-selected-scrolled-390.png') });
  await page.evaluate(() => window.scrollTo(0, 0));

  await atDesktop(page);
  await page
    .getByRole('group', { name: 'نقل المحدد إلى' })
    .getByRole('button', { name: 'جاهز للاستلام' })
    .click();
  const confirm = page.getByRole('dialog', { name: /^نقل طلبين/ });
  await shootDialog(page, confirm, 'fulfilment-queue-confirm');

  // A colleague sends one out first: the toast names it with why it stayed.
  await atDesktop(page);
  await move(scene, orders.partly._id, 'out_for_delivery');
  await confirm.getByRole('button', { name: 'نقل طلبين' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await page
    .getByRole('region', { name: /التنبيهات/ })
    .getByRole('listitem')
    .first()
    .waitFor();
  await shootNow(page, 'fulfilment-queue-moved-toast');
  await waitForToastsToClose(page);

  for (const [lane, name] of [
    ['ready_for_pickup', 'جاهز للاستلام'],
    ['out_for_delivery', 'خرج للتوصيل'],
    ['delivered_today', 'سُلّم اليوم'],
  ] as const) {
    await atDesktop(page);
    await page.goto(`/fulfilment?lane=${lane}`);
    await laneReady(page, name);
    await shoot(page, `fulfilment-queue-${lane}`);
  }

  // In English, left to right.
  await atDesktop(page);
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto('/fulfilment?lane=ready_for_pickup');
  await laneReady(page, 'Ready for pickup');
  await shoot(page, 'fulfilment-queue-en');
  await page.goto(`/offers/${orders.ready._id}`);
  await shootPanel(page, await panelOf(page, 'Price offer', 'Fulfilment'), 'fulfilment-panel-en');
  await atDesktop(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();

  // While the lane loads, and when it cannot load.
  await atDesktop(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/orders\/\?.*queue=to_prepare.*limit=10/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/fulfilment');
  await page.getByRole('heading', { name: 'التجهيز والتسليم', level: 1 }).waitFor();
  // The placeholder rows pulse for as long as the list loads: nothing to wait out.
  await shootNow(page, 'fulfilment-queue-loading', { settle: false });
  release();
  await page.unroute(/\/api\/v1\/orders\/\?.*queue=to_prepare.*limit=10/);
  await atDesktop(page);
  await page.route(/\/api\/v1\/orders\/\?.*queue=/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
      }),
    }),
  );
  await page.goto('/fulfilment');
  await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
  await shoot(page, 'fulfilment-queue-error');
  await page.unroute(/\/api\/v1\/orders\/\?.*queue=/);

  // The panel in the order's offer, at each point of the handover.
  await atDesktop(page);
  await page.goto(`/offers/${orders.paid._id}`);
  await shootPanel(page, await panelOf(page), 'fulfilment-panel-not-started');
  await atDesktop(page);
  await page.goto(`/offers/${orders.ready._id}`);
  let panel = await panelOf(page);
  await shootPanel(page, panel, 'fulfilment-panel-ready');
  await atDesktop(page);
  await panel.getByRole('button', { name: 'تسجيل إرجاع' }).click();
  await shootDialog(
    page,
    page.getByRole('dialog', { name: /^تسجيل إرجاع الطلب/ }),
    'fulfilment-panel-return-confirm',
  );
  await atDesktop(page);
  await page
    .getByRole('dialog', { name: /^تسجيل إرجاع الطلب/ })
    .getByRole('button', { name: 'تسجيل الإرجاع' })
    .click();
  await panel.getByText('أُرجع الطلب ولا خطوات بعده', { exact: false }).waitFor();
  await shootPanel(page, panel, 'fulfilment-panel-returned');

  await atDesktop(page);
  await page.goto(`/offers/${orders.delivered._id}`);
  await shootPanel(page, await panelOf(page), 'fulfilment-panel-delivered');

  // A colleague moved it a moment before (the live stream had not told yet): the refusal is said
  // under the buttons, by its code.
  await atDesktop(page);
  await page.goto(`/offers/${orders.preparing._id}`);
  panel = await panelOf(page);
  await page.route('**/api/v1/orders/*/fulfilment', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'FULFILMENT_STEP_INVALID',
        message: 'لا يمكن نقل الطلب إلى هذه المرحلة من مرحلته الحالية',
      }),
    }),
  );
  await panel.getByRole('button', { name: 'جاهز للاستلام' }).click();
  await panel.getByRole('alert').waitFor();
  await shootPanel(page, panel, 'fulfilment-panel-refused');

  await context.close();
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

interface Scene {
  api: { url: string; apiKey: string };
  staff: CompanyStaff;
  bot: ChatBot;
}

type Stage = 'preparing' | 'ready_for_pickup' | 'out_for_delivery' | 'delivered' | 'returned';

async function move(scene: Scene, orderId: string, stage: Stage) {
  await callAs(
    scene.api,
    scene.staff.manager.token,
    'POST',
    `/api/v1/orders/${orderId}/fulfilment`,
    {
      stage,
    },
  );
}

/**
 * An order the bot submits, the employee prices and its customer accepts, choosing how to pay
 * (through the public quote API, as his page does); cash recorded when asked.
 */
async function acceptedOrder(
  scene: Scene,
  customer: string,
  vehicle: { mark: string; model: string; year: number },
  prices: number[],
  option: 'pay_on_pickup' | 'pay_on_delivery',
  cashHalalas?: number,
) {
  const submitted = await scene.bot.submitOrder(randomUUID(), {
    client: { name: customer, phone: newPhone() },
    vehicle: { ...vehicle, chassis: newChassis() },
    pieces: prices.map((_, index) => ({
      nameAr: ['فلتر زيت', 'فحمات فرامل أمامية', 'بواجي', 'سير مكيف'][index % 4]!,
      quantity: 1,
    })),
    branchId: scene.staff.branch.id,
    sectionId: scene.staff.section.id,
  });
  if (submitted.status !== 201) throw new Error(`the order answered ${submitted.status}`);
  const order = submitted.body.order;
  const issued = await callAs(
    scene.api,
    scene.staff.employee.token,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    {
      lines: order.pieces.map((piece, index) => ({
        pieceId: piece._id,
        options: [{ price: prices[index] }],
      })),
    },
  );
  const link = String(issued.link).replace(/^https?:\/\/[^/]+/, server.url);
  const publicQuote = link.replace('/q/', '/api/v1/public/quotes/');
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${publicQuote}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  await post('/answer', {
    version: 1,
    decision: 'accept',
    lines: order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
  });
  await post('/payment', { version: 1, option });
  if (cashHalalas) {
    await callAs(
      scene.api,
      scene.staff.employee.token,
      'POST',
      `/api/v1/orders/${order._id}/payments`,
      { method: 'cash', amountHalalas: cashHalalas, reference: 'إيصال 2210' },
    );
  }
  return order;
}

/** Orders in every lane, with every way the money can stand. */
async function stockTheLanes(scene: Scene) {
  const hyundai = { mark: 'هيونداي', model: 'سوناتا', year: 2021 };
  const toyota = { mark: 'تويوتا', model: 'كامري', year: 2019 };
  const nissan = { mark: 'نيسان', model: 'باترول', year: 2020 };
  // 40 + 180 with 15 % VAT: 253.00.
  const paid = await acceptedOrder(
    scene,
    'محمد العتيبي',
    hyundai,
    [40, 180],
    'pay_on_pickup',
    25300,
  );
  const partly = await acceptedOrder(
    scene,
    'سارة القحطاني',
    toyota,
    [120, 300, 45],
    'pay_on_delivery',
    20000,
  );
  const unpaid = await acceptedOrder(
    scene,
    'عبدالرحمن بن سعيد الشهراني',
    nissan,
    [85],
    'pay_on_pickup',
  );
  const preparing = await acceptedOrder(scene, 'نورة السبيعي', toyota, [60, 35], 'pay_on_pickup');
  await move(scene, preparing._id, 'preparing');
  const ready = await acceptedOrder(scene, 'فهد الشمري', hyundai, [220], 'pay_on_pickup', 25300);
  await move(scene, ready._id, 'preparing');
  await move(scene, ready._id, 'ready_for_pickup');
  const out = await acceptedOrder(scene, 'خالد الدوسري', nissan, [410, 95], 'pay_on_delivery');
  await move(scene, out._id, 'out_for_delivery');
  const delivered = await acceptedOrder(
    scene,
    'ريم المطيري',
    toyota,
    [150],
    'pay_on_delivery',
    17250,
  );
  await move(scene, delivered._id, 'preparing');
  await move(scene, delivered._id, 'out_for_delivery');
  await move(scene, delivered._id, 'delivered');
  return { paid, partly, unpaid, preparing, ready, out, delivered };
}

function rowBox(page: Page, ref: string): Locator {
  return page.getByRole('checkbox', { name: `تحديد الطلب ${ref}` });
}

/** The lane's rows (or its empty state) are in, and nothing is loading any more. */
async function laneReady(page: Page, lane: string): Promise<void> {
  await page.getByRole('tab', { name: new RegExp(`^${lane}`), selected: true }).waitFor();
  await page
    .getByRole('table', { name: lane })
    .or(page.getByRole('list', { name: lane }))
    .waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => document.querySelector('table[aria-busy="true"], ul[aria-busy="true"]') === null,
  );
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** The open offer's fulfilment section, once it has read the order's history. */
async function panelOf(page: Page, modalName = 'عرض السعر', panelName = 'التجهيز والتسليم') {
  const modal = page.getByRole('dialog', { name: modalName });
  await modal.waitFor();
  const panel = modal.getByRole('region', { name: panelName, exact: true });
  await panel.waitFor();
  await page.waitForLoadState('networkidle');
  return panel;
}

/** The offer scrolled to its fulfilment panel, at each width. */
async function shootPanel(page: Page, panel: Locator, name: string): Promise<void> {
  await waitForToastsToClose(page);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    await panel.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`) });
  }
}

/** A dialog, at each width. */
async function shootDialog(page: Page, dialog: Locator, name: string): Promise<void> {
  await dialog.waitFor();
  await shootNow(page, name);
}

/** What the screen shows now (a toast, a spinner), at each width, without waiting it out. */
async function shootNow(page: Page, name: string, { settle = true } = {}): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    if (settle) await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`) });
  }
}

/** Pictures leave the page at the last width; the next steps work at the first. */
async function atDesktop(page: Page): Promise<void> {
  const [desktop] = WIDTHS;
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
}
