import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { expectToast } from '../support/list-screens.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { priceBox, submitOfferButton } from '../support/order-pages.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';
import { pickDay } from '../support/date-picker.js';

/**
 * "Who changed what" (issue #29 §2), as a shop owner checks it: the company changes a quote's
 * price (a new version of its quote) and its VAT number on /quote-settings, then its
 * audit log shows both — who, when, from where, each field before and after — narrows to the
 * prices, to one person and to a period, folds the changes on a phone, and exports the same as
 * CSV.
 */

const OIL_FILTER = 'فلتر زيت';
const PADS = 'فحمات فرامل أمامية';
const VAT_NUMBER = '310123456700003';

function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'القائمة الرئيسية' });
}

/** The log's row (a table row from 768 px) saying this action. */
function eventRow(page: Page, action: string): Locator {
  return page.getByRole('row').filter({ has: page.getByText(action, { exact: true }) });
}

test('a company changes a price and its VAT number, and its audit log shows both before and after', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no server for this project');
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const server = { url: baseURL, apiKey: API_KEY };
  const staff = await addCompanyStaff(
    server,
    platform,
    companyToken,
    company.phone.number.slice(-6),
  );
  const agent = staff.employee;
  const bot = new ChatBot(
    baseURL,
    await new CompanyApi(server, companyToken).rotateIntegrationKey(),
  );
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: 'عبدالله الشهري', phone: newPhone() },
    vehicle: { mark: 'هيونداي', model: 'النترا', year: 2020, chassis: newChassis() },
    pieces: [
      { nameAr: OIL_FILTER, nameEn: 'Oil filter', quantity: 1 },
      { nameAr: PADS, nameEn: 'Front brake pads', quantity: 1 },
    ],
    branchId: staff.branch.id,
    sectionId: staff.section.id,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const order = submitted.body.order;
  const [filter, pads] = order.pieces;
  // The company's first quote: 40.00 + 400.00 (its first pricing is in the order's history).
  await callAs(server, companyToken, 'POST', `/api/v1/orders/${order._id}/quotes`, {
    lines: [
      { pieceId: filter!._id, options: [{ price: 40 }] },
      { pieceId: pads!._id, options: [{ price: 400 }] },
    ],
  });

  await test.step('the company lowers the brake pads to 300 with a new version', async () => {
    await openSignedIn(page, platform, companyToken, `/offers/${order._id}`);
    const modal = page.getByRole('dialog', { name: 'عرض السعر' });
    // The offer opens by its address; a loaded machine may take a while to read it.
    await expect(modal).toContainText(order.orderRef, { timeout: 30_000 });
    await modal.getByRole('button', { name: 'تعديل العرض (نسخة جديدة)' }).click();
    await priceBox(modal, PADS).fill('300');
    await submitOfferButton(modal).click();
    await expect(page.getByText('أُصدرت النسخة 2 من عرض السعر').first()).toBeVisible();
    await modal.getByRole('button', { name: 'إغلاق', exact: true }).first().click();
    await expect(modal).toBeHidden();
  });

  await test.step('and saves its VAT number on the quote terms', async () => {
    await menu(page).getByRole('link', { name: 'شروط عروض الأسعار', exact: true }).click();
    await page.getByRole('textbox', { name: 'الرقم الضريبي', exact: true }).fill(VAT_NUMBER);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expectToast(page, 'تم حفظ شروط عروض الأسعار بنجاح');
  });

  await test.step('the audit log shows both, with who, before and after, and from where', async () => {
    await menu(page).getByRole('link', { name: 'سجل التغييرات', exact: true }).click();
    await expect(page).toHaveURL(/\/audit-log$/);
    await expect(page.getByRole('heading', { name: 'سجل التغييرات', level: 1 })).toBeVisible();

    const terms = eventRow(page, 'تعديل شروط عروض الأسعار');
    await expect(terms).toHaveCount(1);
    await expect(terms).toContainText(company.username);
    await expect(terms).toContainText('شركة');
    await expect(terms).toContainText(`الرقم الضريبي:`);
    await expect(terms).toContainText(`قبل: —`);
    // The number kept whole, left to right, in the Arabic line.
    await expect(terms).toContainText(`بعد: \u2066${VAT_NUMBER}\u2069`);
    // From this browser, on this machine.
    await expect(terms).toContainText('127.0.0.1');
    await expect(terms).toContainText(/Chrome · Linux|Chrome/);

    const prices = eventRow(page, 'تغيير أسعار عرض');
    await expect(prices).toHaveCount(1);
    await expect(prices).toContainText(`الطلب: ${order.orderRef}`);
    await expect(prices).toContainText('النسخة 2');
    await expect(prices).toContainText(`السعر (${PADS}):`);
    await expect(prices).toContainText(/قبل:.*400\.00.*بعد:.*300\.00/);
    // The oil filter kept its price: not a change.
    await expect(prices).not.toContainText(OIL_FILTER);
    // 440 × 1.15 = 506.00 → 340 × 1.15 = 391.00.
    await expect(prices).toContainText(/إجمالي العرض: قبل:.*506\.00.*بعد:.*391\.00/);
  });

  await test.step('filters narrow it: the prices, one person, a period', async () => {
    const kind = page.getByRole('combobox', { name: 'النوع' });
    await kind.click();
    await page.getByRole('option', { name: 'الأسعار', exact: true }).click();
    await expect(page).toHaveURL(/kind=prices/);
    await expect(eventRow(page, 'تغيير أسعار عرض')).toHaveCount(1);
    await expect(eventRow(page, 'تعديل شروط عروض الأسعار')).toHaveCount(0);
    await page.getByRole('button', { name: 'مسح التصفية' }).click();
    await expect(eventRow(page, 'تعديل شروط عروض الأسعار')).toHaveCount(1);

    // The employee only signed in.
    const person = page.getByRole('combobox', { name: 'الشخص' });
    await person.click();
    await page.getByRole('option', { name: new RegExp(agent.name) }).click();
    await expect(page).toHaveURL(/actorId=/);
    await expect(eventRow(page, 'تسجيل دخول')).toHaveCount(1);
    await expect(eventRow(page, 'تغيير أسعار عرض')).toHaveCount(0);
    await page.getByRole('button', { name: 'مسح التصفية' }).click();

    // A period before any of it.
    await pickDay(page, 'إلى تاريخ', '2024-01-31');
    await expect(page).toHaveURL(/to=2024-01-31/);
    await expect(page.getByRole('button', { name: 'إلى تاريخ: 31 يناير 2024' })).toBeVisible();
    await expect(page.getByText('لا أحداث تطابق التصفية')).toBeVisible();
    await page.getByRole('button', { name: 'مسح التصفية' }).first().click();
    await expect(eventRow(page, 'تغيير أسعار عرض')).toHaveCount(1);
  });

  await test.step('the CSV holds the same, and the export is itself recorded', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'تصدير سجل التغييرات بملف CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('audit-log.csv');
    const csv = await readFile(await saved.path());
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = csv.toString('utf8');
    expect(text).toContain(`الرقم الضريبي: — ← ${VAT_NUMBER}`);
    expect(text).toContain('تغيير أسعار عرض');
    await expect(eventRow(page, 'تصدير سجل التغييرات')).toHaveCount(1);
  });

  await test.step('on a phone each event is a card whose changes open on demand', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText('تعديل شروط عروض الأسعار', { exact: true }) });
    await expect(card).toBeVisible();
    const summary = card.getByText(/^عرض التغييرات \(1\)$/);
    await expect(summary).toBeVisible();
    await expect(card.getByText(VAT_NUMBER)).toBeHidden();
    await summary.click();
    await expect(card.getByText(VAT_NUMBER)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });
});

test('an employee has no audit log, in the menu or by its address', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no server for this project');
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const staff = await addCompanyStaff(
    { url: baseURL, apiKey: API_KEY },
    platform,
    companyToken,
    company.phone.number.slice(-6),
  );
  await openSignedIn(page, platform, staff.manager.token, '/audit-log');
  await expect(page.getByText('هذه الصفحة ليست لحسابك')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'سجل التغييرات' })).toHaveCount(0);
});
