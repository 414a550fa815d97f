/**
 * Pictures for review, not assertions: the sign-in screens, the signed-in layout of every role with
 * its bell, notifications and statistics (home-screens.ts), the list, order, settings, webhooks and
 * pricing-desk screens, at 1440 px and 390 px, from a server holding the demo data.
 * Written to e2e/screenshots/.
 *
 *   pnpm build && pnpm --filter @taseer/e2e screenshots
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { newPhone, type Phone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import { deskScreens } from './desk-screens.js';
import { homeScreens } from './home-screens.js';
import { listScreens } from './list-screens.js';
import { orderScreens } from './order-screens.js';
import { queueScreens } from './queue-screens.js';
import { settingsScreens } from './settings-screens.js';
import { OUT_DIR, settled, shoot, startDemo } from './shots.js';
import { webhooksScreens } from './webhooks-screens.js';

/** The seeded demo accounts (apps/server/src/seed/demo-companies.ts). */
const ROLES: readonly { role: string; phone: Phone }[] = [
  { role: 'superadmin', phone: { dialCode: '+966', number: '0500000001' } },
  { role: 'admin', phone: { dialCode: '+966', number: '0500000002' } },
  { role: 'manager', phone: { dialCode: '+966', number: '0500000011' } },
  { role: 'agent', phone: { dialCode: '+966', number: '0500000021' } },
];

async function main(): Promise<void> {
  const { server, gateway, inbox, browser, stop } = await startDemo();
  await mkdir(OUT_DIR, { recursive: true });
  try {
    await signInScreens(browser, server.url, inbox);
    for (const { role, phone } of ROLES) await layoutOf(browser, server.url, inbox, role, phone);
    await listScreens(browser, { ...server, inboxUrl: gateway.inboxUrl, apiKey: API_KEY }, inbox);
    await orderScreens(browser, { url: server.url, apiKey: API_KEY }, inbox);
    await queueScreens(browser, { url: server.url, apiKey: API_KEY }, inbox);
    await settingsScreens(
      browser,
      { ...server, inboxUrl: gateway.inboxUrl, apiKey: API_KEY },
      inbox,
    );
    await webhooksScreens(browser, { ...server, inboxUrl: gateway.inboxUrl, apiKey: API_KEY });
    await deskScreens(browser, { url: server.url, apiKey: API_KEY }, inbox);
    console.log(`screenshots written to ${OUT_DIR}`);
  } finally {
    await stop();
  }
}

async function signInScreens(browser: Browser, baseURL: string, inbox: SmsInbox): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: 'ar-SA', timezoneId: 'Asia/Riyadh' });
  const page = await context.newPage();

  await page.goto('/register');
  await page.getByRole('heading', { name: 'إنشاء حساب جديد' }).waitFor();
  await shoot(page, 'register');

  // A sign-up that stops at the code screen.
  const phone = newPhone();
  await page.getByRole('textbox', { name: 'الاسم' }).fill('مؤسسة المراجعة لقطع الغيار');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(`r${phone.number}@demo.sa`);
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(phone.number);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await page.waitForURL(/\/activate$/);
  await inbox.waitForCode(phone, 1);
  await shoot(page, 'activate');

  await page.goto('/login');
  await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
  await shoot(page, 'login');
  await context.close();
}

async function layoutOf(
  browser: Browser,
  baseURL: string,
  inbox: SmsInbox,
  role: string,
  phone: Phone,
): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: 'ar-SA', timezoneId: 'Asia/Riyadh' });
  const page = await context.newPage();
  const before = await inbox.countTo(phone);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(phone.number);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await page.waitForURL(/\/verifyPhone$/);
  const code = await inbox.waitForCode(phone, before + 1);
  if (role === 'superadmin') await shoot(page, 'verify');

  await page.getByRole('textbox', { name: 'الرقم 1 من 4' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.waitForLoadState('networkidle');
  await shoot(page, `dashboard-${role}`);

  // On a phone the menu is a drawer behind the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  const openMenu = page.getByRole('button', { name: 'فتح القائمة' });
  if (await openMenu.isVisible()) {
    await openMenu.click();
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `dashboard-${role}-menu-390.png`) });
  } else {
    console.warn(`${role}: no visible 'فتح القائمة' button at 390 px`);
  }
  await homeScreens(page, role);
  await context.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
