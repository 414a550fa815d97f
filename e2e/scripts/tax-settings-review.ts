/**
 * Review pictures of a company's tax settings (/tax-settings), on their own demo server: a new
 * company's home telling it of every setup gap in one notice (its tax profile among them), the
 * empty profile with what invoices lack, the form's refusals, the complete profile typed in
 * Arabic-Indic digits, the e-invoicing connection's refusals, a development stamp connected and
 * the question before removing it, the demo company (connected, its demo invoices reported), the
 * screen in English and when it cannot load. Right to left at 1440 and 390 px unless in English.
 * Written to e2e/screenshots/tax-settings*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/tax-settings-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { newPhone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { callAs } from '../support/staff-scene.js';
import {
  CONTEXT_OPTIONS,
  OUT_DIR,
  settled,
  shoot,
  startDemo,
  waitForToastsToClose,
  WIDTHS,
} from './shots.js';

const TITLE = 'الإعدادات الضريبية';

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const platform = new PlatformApi({
    url: server.url,
    inboxUrl: gateway.inboxUrl,
    apiKey: API_KEY,
  });
  const phone = newPhone();
  await platform.signUpCompany({
    username: 'مؤسسة الضريبة لقطع الغيار',
    email: `t${phone.number}@demo.sa`,
    phone,
  });
  const token = await platform.signIn(phone);
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await atDesktop(page);

  // The home asks for the rest of the profile once the company charges VAT with a VAT number.
  await callAs({ url: server.url, apiKey: API_KEY }, token, 'PUT', '/api/v1/tax-profile', {
    legalNameAr: null,
    legalNameEn: null,
    vatNumber: '310122393500003',
    commercialRegistration: null,
    address: {
      buildingNumber: null,
      street: null,
      district: null,
      city: null,
      postalCode: null,
      additionalNumber: null,
    },
    issuingBranchId: null,
  });
  await openSignedIn(page, platform, token, '/dashboard');
  await page.getByRole('link', { name: 'إكمال الملف الضريبي' }).waitFor();
  await ready(page, 'الرئيسية');
  await shoot(page, 'tax-settings-home-notice');

  await page.goto('/tax-settings');
  await ready(page, TITLE);
  await shoot(page, 'tax-settings-empty');

  // The form's refusals: numbers of the wrong length, a legal name not in Arabic.
  await atDesktop(page);
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('الاسم القانوني بالعربية').fill('Al Daribah Auto Parts');
  await box('الرقم الضريبي').fill('31012345670000');
  await box('رقم السجل التجاري').fill('٤٠٣٠١٢٣');
  await box('رقم المبنى').fill('12');
  await box('الرمز البريدي').fill('123456');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await page.getByRole('alert').first().waitFor();
  await fromTop(page);
  await shoot(page, 'tax-settings-profile-errors');

  // Complete, digits typed in Arabic-Indic figures and grouped.
  await atDesktop(page);
  await box('الاسم القانوني بالعربية').fill('مؤسسة الضريبة لقطع غيار السيارات');
  await box('الاسم القانوني بالإنجليزية').fill('Al Daribah Auto Parts Est.');
  await box('الرقم الضريبي').fill('٣١٠١ ٢٣٤٥ ٦٧٠٠ ٠٠٣');
  await box('رقم السجل التجاري').fill('٤٠٣٠١٢٣٤٥٦');
  await box('رقم المبنى').fill('٧٢٣٥');
  await box('اسم الشارع').fill('طريق الأمير سلطان');
  await box('الحي').fill('الروضة');
  await box('المدينة').fill('جدة');
  await box('الرمز البريدي').fill('٢٣٤٣٥');
  await box('الرقم الإضافي').fill('٣١٢٤');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await page.getByText('تم حفظ الملف الضريبي بنجاح').first().waitFor();
  await page.getByText('الملف الضريبي مكتمل').waitFor();
  await waitForToastsToClose(page);
  await fromTop(page);
  await shoot(page, 'tax-settings-complete');

  // The connection's refusals: nothing pasted, then a key where the certificate goes.
  await atDesktop(page);
  const connect = page.getByRole('button', { name: 'ربط', exact: true });
  await connect.click();
  await page.getByRole('alert').first().waitFor();
  await page.getByRole('radio', { name: 'بيئة المحاكاة لدى الهيئة' }).check();
  await box('الشهادة (CSID)').fill(
    '-----BEGIN EC PRIVATE KEY-----\nMHQCAQEEIDyLDaWInJm4xeH4Pz3Q\n-----END EC PRIVATE KEY-----',
  );
  await box('الشهادة (CSID)').press('Tab');
  await fromTop(page);
  await shoot(page, 'tax-settings-zatca-errors');

  // The server's refusal (a certificate that does not read) under its box, all that was pasted kept.
  await atDesktop(page);
  const pastedKey =
    '-----BEGIN EC PRIVATE KEY-----\nMHQCAQEEIDyLDaWInJm4xeH4Pz3Q\n-----END EC PRIVATE KEY-----';
  await box('الشهادة (CSID)').fill('MIIB8zCCAZmgAwIBAgIGAZMz');
  await box('المفتاح الخاص').fill(pastedKey);
  await page.getByLabel('الرمز السري (Secret)').fill('Xb7Qw2LmN4pR8sT1=');
  await connect.click();
  await page
    .getByText(/الشهادة غير صالحة/)
    .first()
    .waitFor();
  for (const [field, value] of [
    [box('المفتاح الخاص'), pastedKey],
    [page.getByLabel('الرمز السري (Secret)'), 'Xb7Qw2LmN4pR8sT1='],
  ] as const) {
    if ((await field.inputValue()) !== value)
      throw new Error('a refused save lost what was pasted');
  }
  await fromTop(page);
  await shoot(page, 'tax-settings-zatca-refused');

  // A development stamp: the connection, then the question before removing it.
  await atDesktop(page);
  await page.getByRole('button', { name: 'استخدام شهادة تجريبية' }).click();
  await page.getByText('مربوط', { exact: true }).waitFor();
  await page
    .getByRole('dialog')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await waitForToastsToClose(page);
  await fromTop(page);
  await shoot(page, 'tax-settings-connected');

  await atDesktop(page);
  await page.getByRole('button', { name: 'إزالة الربط' }).click();
  await page.getByRole('dialog', { name: 'إزالة ربط الفوترة الإلكترونية؟' }).waitFor();
  await shootScreen(page, 'tax-settings-remove-question');
  await page.getByRole('dialog').getByRole('button', { name: 'إزالة الربط', exact: true }).click();
  await page.getByText('غير مربوط', { exact: true }).waitFor();

  // In English, left to right.
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await ready(page, 'Tax settings');
  await waitForToastsToClose(page);
  await fromTop(page);
  await shoot(page, 'tax-settings-en');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await ready(page, TITLE);

  // The profile cannot be read: its card says so, with a retry; the connection's card stays.
  await page.route('**/api/v1/tax-profile', (route) =>
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
  await shoot(page, 'tax-settings-error');
  await context.close();

  // The demo company: its profile complete, stamped by the local stand-in, its invoices reported.
  const demo = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const demoPage = await demo.newPage();
  const demoToken = await platform.signIn({ dialCode: '+966', number: '0500000002' });
  await openSignedIn(demoPage, platform, demoToken, '/tax-settings');
  await ready(demoPage, TITLE);
  await shoot(demoPage, 'tax-settings-demo');

  // Its invoices named after a branch: the company's branches to choose from, then saved.
  await atDesktop(demoPage);
  await demoPage.getByRole('combobox', { name: 'الفرع الذي يظهر في الفواتير' }).click();
  await demoPage.getByRole('listbox').waitFor();
  await shootScreen(demoPage, 'tax-settings-demo-branches');
  if (!(await demoPage.getByRole('listbox').isVisible())) {
    await demoPage.getByRole('combobox', { name: 'الفرع الذي يظهر في الفواتير' }).click();
  }
  await demoPage.getByRole('option').nth(1).click();
  await demoPage.getByRole('button', { name: 'حفظ', exact: true }).click();
  await demoPage.getByText('تم حفظ الملف الضريبي بنجاح').first().waitFor();

  // A branch with its own address: the empty form's errors, then saved, then the list.
  const branches = demoPage.getByRole('region', { name: 'عناوين الفروع' });
  await branches
    .getByRole('button', { name: /^عنوان / })
    .first()
    .click();
  const modal = demoPage.getByRole('dialog', { name: /^العنوان الوطني لـ/ });
  await modal.getByRole('button', { name: 'حفظ' }).click();
  await modal.getByText('رقم المبنى مطلوب').waitFor();
  await shootScreen(demoPage, 'tax-settings-branch-address-errors');
  await modal.getByRole('textbox', { name: 'رقم المبنى' }).fill('7412');
  await modal.getByRole('textbox', { name: 'اسم الشارع' }).fill('طريق الملك عبدالعزيز');
  await modal.getByRole('textbox', { name: 'الحي' }).fill('الروضة');
  await modal.getByRole('textbox', { name: 'المدينة' }).fill('جدة');
  await modal.getByRole('textbox', { name: 'الرمز البريدي' }).fill('23435');
  await modal.getByRole('textbox', { name: 'الرقم الإضافي' }).fill('3311');
  await modal.getByRole('button', { name: 'حفظ' }).click();
  await modal.waitFor({ state: 'hidden' });
  await branches.getByText(/جدة 23435/).waitFor();
  await branches.scrollIntoViewIfNeeded();
  await shootScreen(demoPage, 'tax-settings-branch-addresses');

  // Documents waiting and rejected (the demo's are all reported): the counts as ZATCA left them.
  await demoPage.route('**/api/v1/zatca-settings', async (route) => {
    const answer = await route.fetch();
    const settings = await answer.json();
    await route.fulfill({
      response: answer,
      json: { ...settings, reports: { pending: 3, rejected: 2 } },
    });
  });
  await demoPage.reload();
  await ready(demoPage, TITLE);
  await demoPage.getByText('رفضتها الهيئة').scrollIntoViewIfNeeded();
  await shootScreen(demoPage, 'tax-settings-demo-rejected');
  await demo.close();
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

/** The screen's heading is up and nothing is loading any more. */
async function ready(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[role="status"]') === null);
}

/**
 * One picture per width of what the screen shows where it is scrolled (a dialog over the page,
 * a part further down), rather than of the whole page.
 */
async function shootScreen(page: Page, name: string): Promise<void> {
  await waitForToastsToClose(page);
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`) });
  }
  await atDesktop(page);
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
