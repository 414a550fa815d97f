/**
 * Review pictures of the staff's payment screens, on their own demo server: a new company's home
 * warning that payment is not set up, /payment-settings empty, refused (card without a gateway,
 * transfer without an account), with Moyasar's keys typed and saved (the secret key's last four
 * only), in English and when it cannot load; and an order's payments panel before acceptance,
 * awaiting a transfer, the record-payment modal, partly paid, a manager's refund (the amount, then
 * the confirmation), partly refunded, paid in full in Arabic and English, a card payment's refund
 * confirmation, and the panel when it cannot load. Right to left at 1440 and 390 px unless in
 * English. Written to e2e/screenshots/payment*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/payments-review.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
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

const IBAN = 'SA0380000000608010167519';
/** The local test gateway's card that pays. */
const PAYING_CARD = '4201320111111010';

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const phone = newPhone();
  await platform.signUpCompany({
    username: 'مؤسسة الدفع لقطع الغيار',
    email: `p${phone.number}@demo.sa`,
    phone,
  });
  const companyToken = await platform.signIn(phone);
  const staff = await addCompanyStaff(api, platform, companyToken, phone.number.slice(-4));

  await settingsScreens(browser, platform, companyToken);

  // The orders' part: card through the local gateway, pickup and transfer to the account.
  await callAs(api, companyToken, 'PUT', '/api/v1/payment-settings', {
    options: ['card', 'pay_on_pickup', 'bank_transfer'],
    onlinePercent: 100,
    gateway: { provider: 'local' },
    bank: { bankName: 'مصرف الراجحي', accountName: 'مؤسسة الدفع لقطع الغيار', iban: IBAN },
  });
  await orderScreens(browser, platform, { api, companyToken, staff });
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

async function settingsScreens(browser: Browser, platform: PlatformApi, token: string) {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });

  await openSignedIn(page, platform, token, '/dashboard');
  await page.getByRole('link', { name: 'إعداد الدفع' }).waitFor();
  await ready(page, 'الرئيسية');
  await shoot(page, 'payments-home-warning');

  await page.goto('/payment-settings');
  await ready(page, 'إعدادات الدفع');
  await shoot(page, 'payment-settings-empty');

  const save = page.getByRole('button', { name: 'حفظ', exact: true });
  const option = (name: string) => page.getByRole('checkbox', { name, exact: true });
  await atDesktop(page);
  await option('الدفع الإلكتروني بالبطاقة').click();
  await option('التحويل البنكي').click();
  await save.click();
  await page.getByRole('alert').first().waitFor();
  await fromTop(page);
  await shoot(page, 'payment-settings-messages');

  await atDesktop(page);
  await page.getByRole('radio', { name: 'عربون' }).check();
  await page.getByRole('textbox', { name: 'نسبة العربون (%)' }).fill('30');
  await page.getByRole('radio', { name: 'ميسّر (Moyasar)' }).check();
  await page
    .getByRole('textbox', { name: 'المفتاح العام (Publishable key)' })
    .fill('pk_test_Xb7Qw2LmN4pR8sT1');
  await page.getByLabel('المفتاح السري (Secret key)').fill('sk_test_Hj3Kp9Vz2Yq6Wa1b2');
  await page.getByRole('textbox', { name: 'اسم البنك' }).fill('مصرف الراجحي');
  await page.getByRole('textbox', { name: 'اسم صاحب الحساب' }).fill('مؤسسة الدفع لقطع الغيار');
  await page
    .getByRole('textbox', { name: 'رقم الآيبان (IBAN)' })
    .fill('SA03 8000 0000 6080 1016 7518');
  await page.getByRole('textbox', { name: 'رقم الآيبان (IBAN)' }).press('Tab');
  await page.getByRole('alert').first().waitFor();
  await fromTop(page);
  await shoot(page, 'payment-settings-moyasar-typed');

  await atDesktop(page);
  await page.getByRole('textbox', { name: 'رقم الآيبان (IBAN)' }).fill(IBAN);
  await option('الدفع عند الاستلام').click();
  await save.click();
  await page.getByText('تم حفظ إعدادات الدفع بنجاح').first().waitFor();
  await waitForToastsToClose(page);
  await fromTop(page);
  await shoot(page, 'payment-settings-moyasar-saved');

  // The same screen in English, left to right.
  await atDesktop(page);
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await ready(page, 'Payment settings');
  await shoot(page, 'payment-settings-en');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await ready(page, 'إعدادات الدفع');

  // The settings cannot be read: the server's message and a retry.
  await page.route('**/api/v1/payment-settings', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
      }),
    }),
  );
  await page.reload();
  await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
  await shoot(page, 'payment-settings-error');
  await context.close();
}

interface Scene {
  api: { url: string; apiKey: string };
  companyToken: string;
  staff: CompanyStaff;
}

async function orderScreens(browser: Browser, platform: PlatformApi, scene: Scene) {
  const bot = new ChatBot(
    scene.api.url,
    await new CompanyApi(scene.api, scene.companyToken).rotateIntegrationKey(),
  );
  const agentContext = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const agent = await agentContext.newPage();
  const managerContext = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const manager = await managerContext.newPage();

  // Priced, not yet answered.
  const open = await pricedOrder(bot, scene, 'خالد الدوسري');
  await openSignedIn(agent, platform, scene.staff.employee.token, `/offers/${open.order._id}`);
  await shootPanel(agent, await panelOf(agent), 'payments-before-acceptance');

  // Accepted, the customer will transfer: the agent records part of it.
  const transfer = await pricedOrder(bot, scene, 'سارة القحطاني');
  await transfer.answer('bank_transfer');
  await agent.goto(`/offers/${transfer.order._id}`);
  let panel = await panelOf(agent);
  await panel.getByRole('heading', { name: 'بانتظار التحويل البنكي' }).waitFor();
  await shootPanel(agent, panel, 'payments-transfer-chosen');

  await atDesktop(agent);
  await panel.getByRole('button', { name: 'تسجيل دفعة' }).click();
  const record = agent.getByRole('dialog', { name: 'تسجيل دفعة' });
  await record.getByRole('textbox', { name: 'المبلغ (ريال)' }).fill('100');
  await record.getByRole('textbox', { name: 'مرجع التحويل' }).fill('FT26112800421');
  await shootDialog(agent, record, 'payments-record-modal');
  await atDesktop(agent);
  await record.getByRole('button', { name: 'تسجيل الدفعة' }).click();
  await record.waitFor({ state: 'hidden' });
  await panel.getByRole('heading', { name: 'مدفوع جزئيًا' }).waitFor();
  await shootPanel(agent, panel, 'payments-partly-paid');

  // The manager gives part of it back.
  await openSignedIn(manager, platform, scene.staff.manager.token, `/offers/${transfer.order._id}`);
  panel = await panelOf(manager);
  await panel.getByRole('button', { name: /^استرداد من دفعة/ }).click();
  const refund = manager.getByRole('dialog', { name: 'استرداد مبلغ' });
  await refund.getByRole('textbox', { name: 'المبلغ المسترد (ريال)' }).fill('40');
  await refund
    .getByRole('textbox', { name: 'سبب الاسترداد' })
    .fill('أُعيدت الفحمات لأنها لا تناسب المركبة');
  await shootDialog(manager, refund, 'payments-refund-form');
  await atDesktop(manager);
  await refund.getByRole('button', { name: 'متابعة' }).click();
  const confirm = manager.getByRole('dialog', { name: 'تأكيد الاسترداد' });
  await shootDialog(manager, confirm, 'payments-refund-confirm');
  await atDesktop(manager);
  await confirm.getByRole('button', { name: /^استرداد / }).click();
  await confirm.waitFor({ state: 'hidden' });
  await panel.getByRole('heading', { name: 'استُرد جزء من المبلغ' }).waitFor();
  await shootPanel(manager, panel, 'payments-partly-refunded');

  // Paid in full in cash on pickup, in Arabic and English.
  const pickup = await pricedOrder(bot, scene, 'محمد العتيبي');
  await pickup.answer('pay_on_pickup');
  await callAs(
    scene.api,
    scene.staff.employee.token,
    'POST',
    `/api/v1/orders/${pickup.order._id}/payments`,
    {
      method: 'cash',
      amountHalalas: pickup.totalHalalas,
      reference: 'إيصال 1042',
    },
  );
  await agent.goto(`/offers/${pickup.order._id}`);
  panel = await panelOf(agent);
  await panel.getByRole('heading', { name: 'مدفوع بالكامل' }).waitFor();
  await shootPanel(agent, panel, 'payments-paid');
  await atDesktop(agent);
  await agent.keyboard.press('Escape');
  await agent.getByRole('button', { name: /قائمة الحساب/ }).click();
  await agent.getByRole('menuitem', { name: 'English' }).click();
  await agent.goto(`/offers/${pickup.order._id}`);
  const english = agent.getByRole('dialog', { name: 'Price offer' });
  await english.waitFor();
  panel = english.getByRole('region', { name: 'Payments', exact: true });
  await panel.getByRole('heading', { name: 'Paid in full' }).waitFor();
  await shootPanel(agent, panel, 'payments-paid-en');

  // Paid by card on the gateway: the refund goes back to the card.
  const card = await pricedOrder(bot, scene, 'فهد الشمري');
  await card.payByCard(browser);
  await manager.goto(`/offers/${card.order._id}`);
  panel = await panelOf(manager);
  await panel.getByRole('heading', { name: 'مدفوع بالكامل' }).waitFor();
  await shootPanel(manager, panel, 'payments-card-paid');
  await atDesktop(manager);
  await panel.getByRole('button', { name: /^استرداد من دفعة/ }).click();
  await manager
    .getByRole('dialog', { name: 'استرداد مبلغ' })
    .getByRole('button', { name: 'متابعة' })
    .click();
  await shootDialog(
    manager,
    manager.getByRole('dialog', { name: 'تأكيد الاسترداد' }),
    'payments-card-refund-confirm',
  );
  await atDesktop(manager);
  await manager.keyboard.press('Escape');

  // The payments cannot be read: the server's message and a retry, inside the offer.
  await manager.route('**/api/v1/orders/*/payments', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'SERVICE_UNAVAILABLE',
        message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل',
      }),
    }),
  );
  await manager.goto(`/offers/${transfer.order._id}`);
  panel = await panelOf(manager, false);
  await panel.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
  await shootPanel(manager, panel, 'payments-error');

  await agentContext.close();
  await managerContext.close();
}

/**
 * An order the bot submits and the employee prices (40.00 + 180.00 with 15 % VAT: 253.00), with
 * what its customer may then do on his link, through the public API as his page does.
 */
async function pricedOrder(bot: ChatBot, scene: Scene, customer: string) {
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: customer, phone: newPhone() },
    vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021, chassis: newChassis() },
    pieces: [
      { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 1 },
      { nameAr: 'فحمات فرامل أمامية', nameEn: 'Front brake pads', quantity: 1 },
    ],
    branchId: scene.staff.branch.id,
    sectionId: scene.staff.section.id,
  });
  if (submitted.status !== 201) throw new Error(`the order answered ${submitted.status}`);
  const order = submitted.body.order;
  const [filter, pads] = order.pieces;
  const issued = await callAs(
    scene.api,
    scene.staff.employee.token,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    {
      lines: [
        { pieceId: filter!._id, options: [{ price: 40 }] },
        { pieceId: pads!._id, options: [{ price: 180 }] },
      ],
    },
  );
  const link = String(issued.link).replace(/^https?:\/\/[^/]+/, server.url);
  const publicQuote = link.replace('/q/', '/api/v1/public/quotes/');
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${publicQuote}${path}`, {
      method: 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const accept = () =>
    post('/answer', {
      version: 1,
      decision: 'accept',
      lines: order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
    });
  return {
    order,
    totalHalalas: 25300,
    async answer(option: 'pay_on_pickup' | 'bank_transfer') {
      await accept();
      await post('/payment', { version: 1, option });
    },
    /** The customer pays on the local gateway's page with its test card; the link checks it. */
    async payByCard(browser: Browser) {
      await accept();
      const chosen = await post('/payment', { version: 1, option: 'card' });
      const page = await browser.newPage({
        ...CONTEXT_OPTIONS,
        viewport: { width: 390, height: 844 },
      });
      await page.goto(String(chosen.checkoutUrl).replace(/^https?:\/\/[^/]+/, server.url));
      await page.getByRole('textbox', { name: /رقم البطاقة/ }).fill(PAYING_CARD);
      await page.getByRole('textbox', { name: /الانتهاء/ }).fill('12/30');
      await page.getByRole('textbox', { name: 'CVC' }).fill('123');
      await page.getByRole('textbox', { name: /الاسم على البطاقة/ }).fill('FAHAD ALSHAMMARI');
      await page.getByRole('button', { name: /^ادفع/ }).click();
      await page.waitForURL(/\/q\//);
      await page.close();
      await post('/payment/check');
    },
  };
}

/** The open offer's payments section, once it has read the order's money. */
async function panelOf(page: Page, loaded = true): Promise<Locator> {
  const modal = page.getByRole('dialog', { name: 'عرض السعر' });
  await modal.waitFor();
  const panel = modal.getByRole('region', { name: 'المدفوعات', exact: true });
  await panel.waitFor();
  if (loaded) await page.waitForLoadState('networkidle');
  return panel;
}

/**
 * The offer scrolled to its payments, at each width (the modal scrolls; the page does not); on a
 * phone, where the summary fills the screen, a second picture of the payments under it.
 */
async function shootPanel(page: Page, panel: Locator, name: string): Promise<void> {
  await waitForToastsToClose(page);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    await panel.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`) });
  }
  const rows = panel.getByTestId('payment');
  if ((await rows.count()) === 0) return;
  await rows.last().scrollIntoViewIfNeeded();
  await settled(page);
  const phone = WIDTHS[WIDTHS.length - 1];
  await page.screenshot({ path: join(OUT_DIR, `${name}-list-${phone?.width ?? 390}.png`) });
}

/** A dialog over the offer, at each width. */
async function shootDialog(page: Page, dialog: Locator, name: string): Promise<void> {
  await dialog.waitFor();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`) });
  }
}

/** The screen's heading is up and nothing is loading any more. */
async function ready(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[role="status"]') === null);
}

/** Pictures leave the page at the last width; the next steps work at the first. */
async function atDesktop(page: Page): Promise<void> {
  const [desktop] = WIDTHS;
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
}

/**
 * Back at the top after a save scrolled to a box: a whole-page picture of a scrolled page draws
 * the sticky header across its middle.
 */
async function fromTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}
