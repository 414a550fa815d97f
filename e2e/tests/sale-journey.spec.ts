import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';
import {
  startWebhookReceiver,
  type WebhookPayload,
  type WebhookReceiver,
} from '../support/webhook-receiver.js';

/**
 * The sale carried to the money, as the issue tells it: a chat bot's order, priced by an agent
 * with alternatives; the customer on a phone changes his choice and sees the VAT-inclusive total
 * follow, accepts, and pays on the local test gateway — first with a card that is declined, then
 * with the test card — and his link reads paid. The agent's bell and the bot's webhook receiver
 * hear of the payment; the agent makes the order ready from the fulfilment queue and its
 * offer's handover panel, and the link shows where to collect it.
 */

const FILTER = 'فلتر زيت';
const PADS = 'فحمات فرامل أمامية';
const PAYING_CARD = '4201320111111010';
const DECLINED_CARD = '4000000000000002';

async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  return context.newPage();
}

/** Pays on the gateway's hosted page with a card (the stand-in's form). */
async function payWith(phone: Page, card: string) {
  await expect(phone).toHaveURL(/\/local-gateway\/pay\//);
  await phone.getByRole('textbox', { name: /رقم البطاقة/ }).fill(card);
  await phone.getByRole('textbox', { name: /الانتهاء/ }).fill('12/30');
  await phone.getByRole('textbox', { name: 'CVC' }).fill('123');
  await phone.getByRole('textbox', { name: /الاسم على البطاقة/ }).fill('MOHAMMED ALOTAIBI');
  await phone.getByRole('button', { name: /^ادفع/ }).click();
}

function receivedTypes(receiver: WebhookReceiver, orderRef: string): string[] {
  return receiver.received
    .map((hook) => JSON.parse(hook.body) as WebhookPayload)
    .filter((payload) => payload.data.order?.order.orderRef === orderRef)
    .map((payload) => payload.type);
}

test('the customer accepts and pays on his link; a declined card first, then the test card', async ({
  page,
  browser,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no server for this project');
  const receiver = await startWebhookReceiver();
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

  await callAs(server, companyToken, 'PUT', '/api/v1/payment-settings', {
    options: ['card', 'pay_on_pickup'],
    onlinePercent: 100,
    gateway: { provider: 'local' },
  });
  await callAs(server, companyToken, 'POST', '/api/v1/webhooks', {
    url: `${receiver.origin}/hooks`,
    events: ['quote.accepted', 'payment.succeeded', 'payment.failed', 'order.fulfilment_changed'],
  });

  const bot = new ChatBot(
    baseURL,
    await new CompanyApi(server, companyToken).rotateIntegrationKey(),
  );
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: 'محمد العتيبي', phone: newPhone() },
    vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021, chassis: newChassis() },
    pieces: [
      { nameAr: FILTER, nameEn: 'Oil filter', quantity: 1 },
      { nameAr: PADS, nameEn: 'Front brake pads', quantity: 1 },
    ],
    branchId: staff.branch.id,
    sectionId: staff.section.id,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const order = submitted.body.order;

  // The agent prices it: the filter at one price, the pads as original or commercial.
  const [filter, pads] = order.pieces;
  const issued = await callAs(server, agent.token, 'POST', `/api/v1/orders/${order._id}/quotes`, {
    lines: [
      { pieceId: filter!._id, options: [{ price: 40 }] },
      {
        pieceId: pads!._id,
        options: [
          { price: 300, kind: 'original', brand: 'Hyundai' },
          { price: 180, kind: 'commercial', brand: 'Brembo' },
        ],
      },
    ],
  });
  const link = String(issued.link);
  await openSignedIn(page, platform, agent.token, '/offers');

  const phone = await customerPhone(browser);
  await test.step('at 390 px the customer changes his choice and the total with VAT follows', async () => {
    await phone.goto(link);
    // 40 + 300 with 15 % VAT.
    await expect(phone.getByTestId('choice-total')).toContainText('391.00 ر.س.');
    await phone.getByText('تجاري', { exact: true }).click();
    // 40 + 180 with 15 % VAT.
    await expect(phone.getByTestId('choice-total')).toContainText('253.00 ر.س.');
    await phone.getByRole('button', { name: /^قبول ودفع · \W*253\.00 ر\.س\.\W*$/ }).click();
    await phone.getByRole('button', { name: /^تأكيد القبول · \W*253\.00 ر\.س\.\W*$/ }).click();
    await expect(phone.getByText(/وصل قبولك/)).toBeVisible();
    await expect(phone.getByRole('group', { name: 'كيف تريد الدفع؟' })).toBeVisible();
  });

  await test.step('a declined card brings him back to his link with the reason and another try', async () => {
    await phone.getByRole('radio', { name: /بطاقة مدى أو بطاقة ائتمانية/ }).check();
    await phone.getByRole('button', { name: /^ادفع \W*253\.00 ر\.س\.\W*$/ }).click();
    await payWith(phone, DECLINED_CARD);
    await expect(phone).toHaveURL(new RegExp(`${link.split('/q/')[1]}$`));
    await expect(phone.getByText('لم يكتمل الدفع')).toBeVisible();
    await expect(phone.getByText(/لعدم كفاية الرصيد/)).toBeVisible();
  });

  await test.step('the test card pays, and the link reads paid', async () => {
    await phone.getByRole('button', { name: 'حاول مرة أخرى' }).click();
    await payWith(phone, PAYING_CARD);
    await expect(phone.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
    await expect(phone.getByText(/وصل المبلغ إلى المتجر/)).toBeVisible();
    await expect(phone.getByRole('group', { name: 'كيف تريد الدفع؟' })).toHaveCount(0);
    // A reload reads the same: paid, once.
    await phone.reload();
    await expect(phone.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
  });

  await test.step('the agent’s bell and the bot’s receiver hear of the payment', async () => {
    await page.getByRole('button', { name: /^الإشعارات/ }).click();
    await expect(page.getByText('تم استلام دفعة').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => receivedTypes(receiver, order.orderRef), { timeout: 30_000 })
      .toEqual(expect.arrayContaining(['quote.accepted', 'payment.failed', 'payment.succeeded']));
    expect(
      receivedTypes(receiver, order.orderRef).filter((type) => type === 'payment.succeeded'),
    ).toHaveLength(1);
  });

  await test.step('the agent marks it ready from the fulfilment queue, and the link shows where to collect it', async () => {
    await page
      .getByRole('navigation', { name: 'القائمة الرئيسية' })
      .getByRole('link', { name: 'التجهيز والتسليم' })
      .click();
    await expect(page).toHaveURL(/\/fulfilment$/);
    await expect(page.getByRole('tab', { name: /^بانتظار التجهيز/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The paid order waits to be prepared, paid at a glance.
    const row = page
      .getByRole('table', { name: 'بانتظار التجهيز' })
      .getByRole('row')
      .filter({ hasText: order.orderRef });
    await expect(row).toContainText('محمد العتيبي');
    await expect(row).toContainText('253.00');
    await expect(row).toContainText('مدفوع');
    await expect(row).toContainText('لم يبدأ التجهيز');

    // Its offer opens over the queue, with the handover panel: only the next stages are offered.
    await row.getByRole('link', { name: `فتح الطلب ${order.orderRef}` }).click();
    const offer = page.getByRole('dialog', { name: 'عرض السعر' });
    const handover = offer.getByRole('region', { name: 'التجهيز والتسليم' });
    const current = handover
      .getByRole('list', { name: 'مراحل تسليم الطلب' })
      .locator('[aria-current="step"]');
    const next = handover.getByRole('group', { name: 'الخطوة التالية' });
    await expect(next.getByRole('button')).toHaveText([
      'بدء التجهيز',
      'جاهز للاستلام',
      'خرج للتوصيل',
    ]);
    await next.getByRole('button', { name: 'بدء التجهيز' }).click();
    await expect(current).toContainText('قيد التجهيز');
    await expect(next.getByRole('button')).toHaveText(['جاهز للاستلام', 'خرج للتوصيل']);
    await next.getByRole('button', { name: 'جاهز للاستلام' }).click();
    await expect(current).toContainText('جاهز للاستلام');
    await expect(next.getByRole('button')).toHaveText(['تم التسليم', 'تسجيل إرجاع']);

    // Closing the offer goes back to the queue, where the order now waits for its customer.
    await offer.getByRole('button', { name: 'رجوع', exact: true }).click();
    await expect(page).toHaveURL(/\/fulfilment$/);
    await page.getByRole('tab', { name: /^جاهز للاستلام/ }).click();
    await expect(
      page
        .getByRole('table', { name: 'جاهز للاستلام' })
        .getByRole('row')
        .filter({ hasText: order.orderRef }),
    ).toContainText('جاهز للاستلام');

    await phone.reload();
    const where = phone.getByRole('list', { name: 'أين طلبك الآن' });
    await expect(where).toBeVisible();
    await expect(where.locator('[aria-current="step"]')).toContainText('جاهز للاستلام من الفرع');
    await expect(where.getByRole('link', { name: /افتح الموقع في الخريطة/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    await expect
      .poll(() => receivedTypes(receiver, order.orderRef), { timeout: 30_000 })
      .toContain('order.fulfilment_changed');
  });

  await phone.context().close();
  await receiver.close();
});
