import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { readCsv } from '../support/csv.js';
import { expect, test } from '../support/fixtures.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import {
  downloadExport,
  expectStatus,
  offerPreview,
  offerTotal,
  openPriceOffer,
  priceBox,
  quoteTotal,
  submitOfferButton,
} from '../support/order-pages.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';

/**
 * The quote's whole loop, as the issue tells it: a chat bot's order of three parts, an agent who
 * prices them three ways and copies the link, the customer on a phone who picks an alternative
 * and accepts two parts, the agent's bell, the order and the export afterwards.
 */

const OIL_FILTER = 'فلتر زيت';
const COMPRESSOR = 'كمبروسر مكيف';
const MIRROR = 'مرآة جانبية يمين';

async function shopWithAgent(
  baseURL: string,
  platform: Parameters<typeof addCompanyStaff>[1],
  superadminToken: string,
  company: { username: string; email: string; phone: { dialCode: string; number: string } },
) {
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const server = { url: baseURL, apiKey: API_KEY };
  const staff = await addCompanyStaff(
    server,
    platform,
    companyToken,
    company.phone.number.slice(-6),
  );
  const bot = new ChatBot(
    baseURL,
    await new CompanyApi(server, companyToken).rotateIntegrationKey(),
  );
  const order = async (customer: string) => {
    const answer = await bot.submitOrder(randomUUID(), {
      client: { name: customer, phone: newPhone() },
      vehicle: { mark: 'تويوتا', model: 'كامري', year: 2019, chassis: newChassis() },
      pieces: [
        { nameAr: OIL_FILTER, nameEn: 'Oil filter', quantity: 2 },
        { nameAr: COMPRESSOR, nameEn: 'AC compressor', quantity: 1 },
        { nameAr: MIRROR, nameEn: 'Right side mirror', quantity: 1 },
      ],
      branchId: staff.branch.id,
      sectionId: staff.section.id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.order;
  };
  return { server, staff, order };
}

/** The customer's phone: a browser of its own, at 390 px, that has never seen the dashboard. */
async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  return context.newPage();
}

function bellOf(page: Page): Locator {
  return page.getByRole('button', { name: /^الإشعارات/ });
}

test('a quote reaches the customer by its link and the acceptance comes back to the agent', async ({
  page,
  browser,
  context,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no server for this project');
  const customer = 'محمد العتيبي';
  const shop = await shopWithAgent(baseURL, platform, superadminToken, newCompany());
  const order = await shop.order(customer);
  const agent = shop.staff.employee;
  let link = '';

  await test.step('the agent prices one part, gives one two alternatives and marks one unavailable', async () => {
    await openSignedIn(page, platform, agent.token, '/offers');
    const modal = await openPriceOffer(page, order.orderRef);
    await priceBox(modal, OIL_FILTER).fill('35.50');
    const mode = (part: string, name: string) =>
      modal.getByRole('group', { name: `طريقة تسعير ${part}` }).getByText(name, { exact: true });
    await mode(COMPRESSOR, 'بدائل').click();
    await modal
      .getByRole('textbox', { name: `سعر الوحدة للبديل 1 لـ ${COMPRESSOR} بالريال` })
      .fill('1850');
    await modal
      .getByRole('textbox', { name: `العلامة التجارية للبديل 1 لـ ${COMPRESSOR}` })
      .fill('Denso');
    await modal
      .getByRole('textbox', { name: `سعر الوحدة للبديل 2 لـ ${COMPRESSOR} بالريال` })
      .fill('980');
    await mode(MIRROR, 'غير متوفرة').click();
    await modal.getByRole('textbox', { name: 'ملاحظة للعميل' }).fill('نفدت الكمية');
    // Before issuing, the agent sees what the customer will: 2 × 35.50 + 1,850.00 (the first
    // alternative) and 15 % VAT, the total the server then issues.
    await expect(offerPreview(modal)).toContainText('1,921.00');
    await expect(offerTotal(modal)).toContainText('2,209.15');
    await submitOfferButton(modal).click();
    // The modal stays open, which hides the toast region from the page's roles: found by its words.
    await expect(page.getByText('أُصدرت النسخة 1 من عرض السعر').first()).toBeVisible();

    // The server's quote: 1,921.00 + 15 % VAT = 2,209.15, ready to send, not yet sent.
    await expect(modal.getByText('جاهز للإرسال', { exact: true })).toBeVisible();
    await expect(quoteTotal(modal)).toContainText('2,209.15');
    await expect(modal.getByText('غير متوفرة', { exact: true })).toBeVisible();
  });

  await test.step('the agent copies the link, and the quote counts as sent', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const modal = page.getByRole('dialog', { name: 'عرض السعر' });
    await modal.getByRole('button', { name: 'نسخ الرابط' }).click();
    await expect(page.getByText('تم نسخ الرابط').first()).toBeVisible();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseURL}/q/[A-Za-z0-9_-]{43}$`));
    await expect(modal.getByText('أُرسل', { exact: true })).toBeVisible();
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(modal).toBeHidden();
  });

  const phone = await customerPhone(browser);
  await test.step('the customer opens it on a phone, takes the commercial compressor and accepts two parts', async () => {
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'عرض سعر' })).toBeVisible();
    await expect(phone.getByText('محمد', { exact: true })).toBeVisible();
    // First name only, and the number masked.
    await expect(phone.getByText(customer)).toHaveCount(0);
    await expect(phone.getByText(/^\+966 5•••••\d{3}$/)).toBeVisible();
    await expect(phone.getByText('متبقٍ 47 ساعة')).toBeVisible();
    // The customer's words, not the shop's: the quote awaits his answer, it is not "viewed".
    await expect(phone.getByText('بانتظار ردك', { exact: true })).toBeVisible();
    await expect(phone.getByText('شاهده العميل')).toHaveCount(0);
    // The offer as issued: 2 × 35.50 + 1,850.00, with 15 % VAT.
    // (Amounts are wrapped in direction marks, hence toContainText.)
    await expect(phone.getByTestId('choice-total')).toContainText('2,209.15 ر.س.');
    await phone.getByText('تجاري', { exact: true }).click();
    // 71.00 + 980.00 of chosen parts, with 15 % VAT: the summary and the button follow at once.
    await expect(phone.getByText('القطع المختارة (2 من 2)')).toBeVisible();
    await expect(phone.getByTestId('choice-total')).toContainText('1,208.65 ر.س.');
    await expect(phone.getByTestId('quote-total')).toContainText('1,208.65 ر.س.');
    await phone.getByRole('button', { name: /^قبول · \W*1,208\.65 ر\.س\.\W*$/ }).click();
    await phone.getByRole('button', { name: /^تأكيد القبول · \W*1,208\.65 ر\.س\.\W*$/ }).click();
    await expect(phone.getByText(/وصل قبولك/)).toBeVisible();
    // One total, the one accepted, and no alternative left beside it.
    await expect(phone.getByTestId('quote-total')).toContainText('1,208.65 ر.س.');
    await expect(phone.getByText('2,209.15 ر.س.')).toHaveCount(0);
    await expect(phone.getByText('1,850.00 ر.س.')).toHaveCount(0);
  });

  await test.step('the agent’s bell shows the acceptance within 2 s, without a reload', async () => {
    // The new order of the agent's section, the customer's view and then their acceptance.
    // waitFor watches the page throughout (an assertion would look at 0.85 and 1.85 s only).
    await page
      .getByRole('button', { name: 'الإشعارات، غير مقروءة: 3', exact: true })
      .waitFor({ timeout: 2_000 });
    await bellOf(page).click();
    await expect(page.getByText('قُبل عرض السعر').first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('the order shows what was accepted and its total', async () => {
    // Priced, it has left the orders nobody holds: it is the agent's now.
    await page.getByRole('tab', { name: 'طلباتي' }).click();
    const modal = await openPriceOffer(page, order.orderRef);
    await expect(modal.getByText(/قبل العميل العرض في .*: 2 من 2 قطع/)).toBeVisible();
    // Sold: the specification's "completed" is green now, with the stage beside it.
    await expectStatus(modal, 'completed');
    await expect(modal.getByText('قبله العميل', { exact: true })).toBeVisible();
    await expect(modal.getByText('ما قبله العميل')).toBeVisible();
    // 1,051.00 + 15 % = 1,208.65.
    await expect(modal.getByTestId('quote-total').last()).toContainText('1,208.65');
    await expect(modal.getByRole('button', { name: 'تعديل العرض (نسخة جديدة)' })).toHaveCount(0);
    await modal.getByRole('button', { name: 'رجوع' }).click();
  });

  await test.step('the export’s row carries the quote', async () => {
    await page.goto('/orders');
    const { file } = await downloadExport(page);
    const row = readCsv(file).rows.find((r) => r['رقم الطلب'] === order.orderRef);
    expect(row).toMatchObject({
      'حالة عرض السعر': 'مقبول',
      'نسخة العرض': '1',
      'إجمالي العرض شامل الضريبة (ر.س)': '2209.15',
      'الإجمالي المقبول (ر.س)': '1208.65',
    });
  });
  await phone.context().close();
});

test('a declined quote says why; a tampered link finds nothing; an open quote expires in front of the customer', async ({
  page,
  browser,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no server for this project');
  const shop = await shopWithAgent(baseURL, platform, superadminToken, newCompany());
  const agent = shop.staff.employee;
  const issue = async () => {
    const order = await shop.order('سارة القحطاني');
    const issued = await callAs(
      shop.server,
      agent.token,
      'POST',
      `/api/v1/orders/${order._id}/quotes`,
      {
        lines: order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price: 120 }] })),
      },
    );
    return { order, link: String(issued.link) };
  };

  const declined =
    await test.step('the customer declines with a reason, and the agent reads it', async () => {
      const { order, link } = await issue();
      const phone = await customerPhone(browser);
      await phone.goto(link);
      await phone.getByRole('button', { name: 'رفض العرض' }).click();
      // No reason is chosen for the customer, and nothing reads as an error before sending.
      const reasons = phone.getByRole('group', { name: 'لماذا ترفض العرض؟' });
      await expect(reasons.getByRole('radio')).toHaveCount(4);
      for (const reason of await reasons.getByRole('radio').all()) {
        await expect(reason).not.toBeChecked();
      }
      await expect(phone.getByRole('alert')).toHaveCount(0);
      await expect(reasons).not.toHaveAttribute('aria-invalid');
      // Sent without one, it says so under the reasons.
      await phone.getByRole('button', { name: 'تأكيد الرفض' }).click();
      await expect(phone.getByRole('alert')).toHaveText('اختر سبب الرفض.');
      await expect(reasons).toHaveAttribute('aria-invalid', 'true');
      await expect(reasons).toHaveAccessibleDescription('اختر سبب الرفض.');
      await phone.getByText('سبب آخر', { exact: true }).click();
      await phone.getByRole('button', { name: 'تأكيد الرفض' }).click();
      await expect(phone.getByRole('alert')).toHaveText('اكتب سبب الرفض.');
      await phone.getByRole('textbox', { name: 'اكتب السبب' }).fill('سأصلحها عند الوكالة');
      await phone.getByRole('button', { name: 'تأكيد الرفض' }).click();
      await expect(
        phone.getByText('رفضت هذا العرض: سأصلحها عند الوكالة. شكرًا لإخبارنا.'),
      ).toBeVisible();

      // The queue opens on the orders nobody holds; pricing made this one the agent's.
      await openSignedIn(page, platform, agent.token, '/offers');
      await page.getByRole('tab', { name: 'طلباتي' }).click();
      const modal = await openPriceOffer(page, order.orderRef);
      await expect(modal.getByText(/رفض العميل العرض في .*: سأصلحها عند الوكالة/)).toBeVisible();
      return { phone, modal };
    });

  await test.step('after declining, the customer asks for a new quote and the agent sees it', async () => {
    const { phone, modal } = declined;
    await phone.getByRole('button', { name: 'اطلب عرضًا جديدًا' }).click();
    await expect(phone.getByText(/وسيرسل لك عرضًا جديدًا على هذا الرابط نفسه\.$/)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'اطلب عرضًا جديدًا' })).toHaveCount(0);
    // Read again, the link still says so.
    await phone.reload();
    await expect(phone.getByText(/وسيرسل لك عرضًا جديدًا على هذا الرابط نفسه\.$/)).toBeVisible();
    await phone.context().close();

    // The open order hears it live: its history says so, and the agent may issue a new version.
    await modal.getByRole('tab', { name: 'سجل الطلب' }).click();
    await expect(modal.getByText('طلب العميل عرضًا جديدًا')).toBeVisible();
    await modal.getByRole('tab', { name: 'تفاصيل الطلب' }).click();
    await expect(modal.getByRole('button', { name: 'تعديل العرض (نسخة جديدة)' })).toBeEnabled();
    await page.keyboard.press('Escape');
    await bellOf(page).click();
    await expect(page.getByText('طُلب عرض سعر جديد').first()).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('a link with one character changed, or made up, finds nothing', async () => {
    const { link } = await issue();
    const token = link.split('/q/')[1] ?? '';
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const phone = await customerPhone(browser);
    for (const url of [`${baseURL}/q/${changed}`, `${baseURL}/q/not-a-link`]) {
      await phone.goto(url);
      await expect(phone.getByRole('heading', { name: 'لم نجد هذا العرض' })).toBeVisible();
      await expect(phone.getByRole('button', { name: /^قبول/ })).toHaveCount(0);
    }
    await phone.context().close();
  });

  await test.step('a quote left open past its validity closes itself on the customer’s screen', async () => {
    const { link } = await issue();
    const phone = await customerPhone(browser);
    await phone.clock.install();
    await phone.goto(link);
    await expect(phone.getByRole('button', { name: /^قبول/ })).toBeVisible();
    await phone.clock.fastForward('48:01:00');
    await expect(phone.getByText(/انتهت صلاحية هذا العرض/)).toBeVisible();
    await expect(phone.getByText('انتهت صلاحيته في')).toBeVisible();
    await expect(phone.getByRole('button', { name: /^قبول/ })).toHaveCount(0);
    await phone.context().close();
  });
});
