import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { priceBox, quoteTotal, submitOfferButton } from '../support/order-pages.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';

/**
 * "Beyond yes or no", as the issue tells it: the customer on a phone asks for a cheaper set of
 * brake pads with a note instead of accepting or declining; the agent's bell rings with it, the
 * order shows what he asked part by part, the agent answers with a new version, and the same
 * link shows that version.
 */

const OIL_FILTER = 'فلتر زيت';
const PADS = 'فحمات فرامل أمامية';
const NOTE = 'السعر مرتفع شوي، هل عندكم فحمات أرخص بنفس الجودة؟';

/** The customer's phone: a browser of its own, at 390 px, that has never seen the dashboard. */
async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  return context.newPage();
}

/** A thumb can hit it: at least 44 × 44 px. */
async function expectTapTarget(target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'visible').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

test('the customer asks for a cheaper part with a note, and the agent answers with a new version on the same link', async ({
  page,
  browser,
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
  // 40.00 + 400.00, with 15 % VAT: 506.00.
  const issued = await callAs(server, agent.token, 'POST', `/api/v1/orders/${order._id}/quotes`, {
    lines: [
      { pieceId: filter!._id, options: [{ price: 40 }] },
      { pieceId: pads!._id, options: [{ price: 400 }] },
    ],
  });
  const link = String(issued.link).replace(/^https?:\/\/[^/]+/, baseURL);

  // The agent is at her desk, the offers open, before the customer answers.
  await openSignedIn(page, platform, agent.token, '/offers');
  await expect(page.getByRole('heading', { name: 'عروض الأسعار', level: 1 })).toBeVisible();

  const phone = await customerPhone(browser);
  await test.step('on a phone, the customer asks for cheaper brake pads with a note', async () => {
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'عرض سعر' })).toBeVisible();
    await expect(phone.getByTestId('choice-total')).toContainText('506.00 ر.س.');
    const ask = phone.getByRole('button', { name: 'طلب تعديل' });
    await expectTapTarget(ask);
    await ask.click();
    const form = phone.getByRole('form', { name: 'ماذا تريد أن يعدّل المتجر؟' });
    await expect(form).toBeVisible();
    // Nothing chosen and nothing written: asked first, nothing sent.
    await form.getByRole('button', { name: 'إرسال طلب التعديل' }).click();
    await expect(form.getByRole('alert')).toHaveText(/اختر ما تريد تغييره/);

    const cheaper = form.getByRole('group', { name: PADS }).getByText('أرخص', { exact: true });
    await expectTapTarget(cheaper);
    await cheaper.click();
    await expect(
      form.getByRole('group', { name: PADS }).getByRole('radio', { name: 'أرخص' }),
    ).toBeChecked();
    await expect(
      form.getByRole('group', { name: OIL_FILTER }).getByRole('radio', { name: 'كما هي' }),
    ).toBeChecked();
    await form.getByRole('textbox', { name: 'ملاحظة للمتجر (اختياري)' }).fill(NOTE);
    const send = form.getByRole('button', { name: 'إرسال طلب التعديل' });
    await expectTapTarget(send);
    await send.click();

    // The shop was asked; a new version will come on this link, and this one can still be taken.
    await expect(phone.getByText(/وصل طلب التعديل إلى/)).toBeVisible();
    await expect(phone.getByText(/نسخة جديدة من العرض على هذا الرابط نفسه/)).toBeVisible();
    const sent = phone.getByTestId('change-sent');
    await expect(sent).toContainText(PADS);
    await expect(sent).toContainText('أرخص');
    await expect(sent).toContainText(NOTE);
    await expect(sent).not.toContainText(OIL_FILTER);
    await expect(phone.getByRole('button', { name: 'طلب تعديل' })).toHaveCount(0);
    await expect(phone.getByRole('button', { name: /^قبول · / })).toBeVisible();
    // The page fits the phone: nothing scrolls sideways.
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // A reload finds it as sent.
    await phone.reload();
    await expect(phone.getByTestId('change-sent')).toContainText(NOTE);
  });

  await test.step('the agent’s bell shows the request without a reload', async () => {
    // The new order of her section, the customer's view, then his request.
    await page
      .getByRole('button', { name: 'الإشعارات، غير مقروءة: 3', exact: true })
      .waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: /^الإشعارات/ }).click();
    await expect(page.getByText('طُلب تعديل عرض السعر').first()).toBeVisible();
    await expect(page.getByText(/أرخص: فحمات فرامل أمامية/).first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  const modal = page.getByRole('dialog', { name: 'عرض السعر' });
  await test.step('the order shows what he asked, part by part, and its history says so', async () => {
    await page.goto(`/offers/${order._id}`);
    const request = modal.getByTestId('change-request');
    await expect(request).toBeVisible();
    await expect(request.getByRole('heading', { name: 'طلب العميل تعديل العرض' })).toBeVisible();
    await expect(request.getByRole('listitem')).toHaveCount(1);
    await expect(request.getByRole('listitem')).toContainText(PADS);
    await expect(request.getByRole('listitem')).toContainText('أرخص');
    await expect(request).toContainText(NOTE);
    await modal.getByRole('tab', { name: 'سجل الطلب' }).click();
    await expect(
      modal.getByRole('list', { name: 'سجل الطلب' }).getByText('طلب العميل تعديل العرض'),
    ).toBeVisible();
    await modal.getByRole('tab', { name: 'تفاصيل الطلب' }).click();
  });

  await test.step('the agent answers with a new version, the pads cheaper', async () => {
    await modal.getByRole('button', { name: 'تعديل العرض (نسخة جديدة)' }).click();
    // Under the part he asked about, what he asked.
    await expect(modal.getByText('طلب العميل: أرخص')).toBeVisible();
    await priceBox(modal, PADS).fill('300');
    await submitOfferButton(modal).click();
    await expect(page.getByText('أُصدرت النسخة 2 من عرض السعر').first()).toBeVisible();
    // 40.00 + 300.00, with 15 % VAT.
    await expect(quoteTotal(modal)).toContainText('391.00');
    // The new version has nothing asked of it yet.
    await expect(modal.getByTestId('change-request')).toHaveCount(0);
  });

  await test.step('the same link shows the new version', async () => {
    await phone.reload();
    await expect(phone.getByText(/حدّث المتجر هذا العرض \(النسخة 2\)/)).toBeVisible();
    await expect(phone.getByTestId('choice-total')).toContainText('391.00 ر.س.');
    await expect(phone.getByTestId('change-sent')).toHaveCount(0);
    await expect(phone.getByRole('button', { name: 'طلب تعديل' })).toBeVisible();
  });
  await phone.context().close();
});
