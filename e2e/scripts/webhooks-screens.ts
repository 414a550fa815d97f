/**
 * Review pictures of a company's webhooks (/webhooks): the empty screen, the add form, the
 * signing secret shown once, the list with one endpoint, its delivery log with a test event and
 * a priced order (one row's attempts open), the menu drawer on a phone, the same list and log in
 * English, and the screen a manager may not open. The endpoint points at a receiver started here,
 * so the deliveries really succeed. Called by screenshots.ts on its seeded server; the company
 * and its people are new, so the demo accounts keep their codes for the other pictures.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';
import { eventTypeOf, startWebhookReceiver } from '../support/webhook-receiver.js';
import { CONTEXT_OPTIONS, OUT_DIR, settled, shoot, waitForToastsToClose } from './shots.js';

export async function webhooksScreens(
  browser: Browser,
  server: { url: string; inboxUrl: string; apiKey: string },
): Promise<void> {
  const receiver = await startWebhookReceiver();
  try {
    const platform = new PlatformApi(server);
    const phone = newPhone();
    const company = {
      username: 'مؤسسة الربط لقطع الغيار',
      email: `w${phone.number}@demo.sa`,
      phone,
    };
    await platform.signUpCompany(company);
    const companyToken = await platform.signIn(phone);
    const staff = await addCompanyStaff(server, platform, companyToken, phone.number.slice(-4));
    const url = `${receiver.origin}/hooks/taseer`;

    const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, platform, companyToken, '/webhooks');
    await ready(page);
    await page.getByText('لا توجد روابط بعد').waitFor();
    await shoot(page, 'webhooks-empty');

    await page.getByRole('button', { name: 'إضافة أول رابط' }).click();
    const form = page.getByRole('dialog', { name: 'إضافة رابط' });
    await form.getByRole('textbox', { name: /رابط الاستقبال/ }).fill(url);
    await form.getByRole('textbox', { name: 'الوصف' }).fill('بوت واتساب لفرع الرياض');
    await settled(page);
    await shoot(page, 'webhooks-add-form');
    await form.getByRole('button', { name: 'إضافة', exact: true }).click();
    const secret = page.getByRole('dialog', { name: 'أُضيف الرابط' });
    await secret.waitFor();
    await settled(page);
    await shoot(page, 'webhooks-secret');
    await secret.getByRole('button', { name: 'تم', exact: true }).click();
    await secret.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: url });
    await card.waitFor();
    await shoot(page, 'webhooks-list');

    // A test event, then an order the bot submits and an employee prices: three deliveries.
    await card.getByRole('button', { name: 'إرسال تجريبي' }).click();
    // Waited out here: with the log open the toasts are hidden from the role queries.
    await page.getByText('أُرسل حدث تجريبي', { exact: true }).waitFor();
    await waitForToastsToClose(page);
    const bot = new ChatBot(
      server.url,
      await new CompanyApi(server, companyToken).rotateIntegrationKey(),
    );
    const submitted = await bot.submitOrder(randomUUID(), {
      client: { name: 'خالد الدوسري', phone: newPhone() },
      vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021, chassis: newChassis() },
      pieces: [{ nameAr: 'فلتر هواء', nameEn: 'Air filter', quantity: 1 }],
      branchId: staff.branch.id,
      sectionId: staff.section.id,
    });
    if (submitted.status !== 201) throw new Error(`the order answered ${submitted.status}`);
    const order = submitted.body.order;
    await callAs(server, staff.employee.token, 'POST', `/api/v1/orders/${order._id}/quotes`, {
      lines: order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price: 95 }] })),
    });
    await until(() => receiver.received.some((hook) => eventTypeOf(hook) === 'order.priced'));

    await openLog(page, url);
    await shoot(page, 'webhooks-log');
    await closeLog(page);

    // On a phone the menu is a drawer behind the menu button.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, 'webhooks-menu-390.png') });
    await page.keyboard.press('Escape');
    await settled(page);

    // The same screen in English, left to right.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: /قائمة الحساب/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await settled(page);
    await shoot(page, 'webhooks-list-en');
    await openLog(page, url, { title: 'Delivery log', delivered: 'Delivered' });
    await shoot(page, 'webhooks-log-en');
    await context.close();

    const manager = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
    const managerPage = await manager.newPage();
    await openSignedIn(managerPage, platform, staff.manager.token, '/webhooks');
    await managerPage.getByText('هذه الصفحة ليست لحسابك').waitFor();
    await shoot(managerPage, 'webhooks-not-allowed');
    await manager.close();
  } finally {
    await receiver.close();
  }
}

/** The screen's heading is up and nothing is loading any more. */
async function ready(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'الربط البرمجي (Webhooks)', level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[role="status"]') === null);
}

/** Opens the endpoint's log, its three deliveries delivered and the newest one's attempts open. */
async function openLog(
  page: Page,
  url: string,
  words = { title: 'سجل الإرسال', delivered: 'تم التسليم' },
): Promise<void> {
  await page.getByRole('article', { name: url }).getByRole('button', { name: words.title }).click();
  const log = page.getByRole('dialog', { name: words.title });
  const rows = log.locator('ul').first().locator(':scope > li');
  // The log reads itself again every few seconds while a delivery waits.
  for (let row = 0; row < 3; row += 1) {
    await rows.nth(row).getByText(words.delivered, { exact: true }).waitFor({ timeout: 30_000 });
  }
  await rows.first().getByRole('button', { expanded: false }).click();
  await rows.first().getByRole('list').waitFor();
  await settled(page);
}

async function closeLog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** Waits (at most 30 s) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('the receiver got no order.priced webhook');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
