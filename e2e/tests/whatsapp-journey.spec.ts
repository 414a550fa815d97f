import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';

/**
 * WhatsApp, built in, as its people meet it. A company connects the test WhatsApp; a customer
 * writes from the development phone (each message signed and posted to the webhook as Meta would),
 * and the assistant collects the car and two parts with its lists and buttons; the order lands in
 * the employee's queue within two seconds. The employee prices it; the customer gets the quote
 * template with its link on the phone, opens it and accepts, and the company's conversation shows
 * the acceptance. Staff answer from the conversation, and a customer who asks for a person waits
 * in the list marked for staff.
 */

async function context(browser: Browser, width: number): Promise<Page> {
  const opened = await browser.newContext({
    viewport: { width, height: width < 500 ? 844 : 1000 },
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  return opened.newPage();
}

/** The phone's messages, newest last. */
function phoneThread(phone: Page): Locator {
  return phone.getByRole('list', { name: 'الرسائل' });
}

/** Taps a row of the newest list the business sent (its button opens the rows). */
async function chooseFromList(phone: Page, button: string, row: string): Promise<void> {
  await phoneThread(phone).getByRole('button', { name: button }).last().click();
  await phone.getByRole('menuitem', { name: row }).click();
}

async function say(phone: Page, text: string): Promise<void> {
  const box = phone.getByRole('textbox', { name: 'اكتب رسالة' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test('a customer orders on WhatsApp through the assistant, gets the quote there and accepts it; staff follow and answer in the conversation', async ({
  browser,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no server for this project');
  const server = { url: baseURL, apiKey: API_KEY };
  const company = newCompany();
  const tag = company.phone.number.slice(-6);
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const staff = await addCompanyStaff(server, platform, companyToken, tag);
  await callAs(server, companyToken, 'PUT', '/api/v1/whatsapp/connection', {
    provider: 'local',
    displayPhone: `+966 55 ${tag}`,
  });
  const customerNumber = `9665${tag}12`;
  const customerName = `سالم ${tag}`;

  const phone = await context(browser, 390);
  await openSignedIn(phone, platform, companyToken, '/dev/phone');
  await phone.getByRole('textbox', { name: 'رقم العميل' }).fill(customerNumber);
  await phone.getByRole('textbox', { name: 'اسم العميل' }).fill(customerName);

  const agent = await context(browser, 1440);
  await openSignedIn(agent, platform, staff.employee.token, '/offers');

  await test.step('the assistant collects the car and two parts with lists and buttons', async () => {
    await say(phone, 'السلام عليكم');
    await chooseFromList(phone, 'القائمة', 'طلب تسعير قطع');
    await chooseFromList(phone, 'أنواع السيارات', 'تويوتا');
    await expect(phoneThread(phone).getByText('تويوتا: اكتب الطراز وسنة الصنع')).toBeVisible();
    await say(phone, 'كامري 2019');
    await expect(phoneThread(phone).getByText(/^ما القطع التي تحتاجها؟/)).toBeVisible();
    await say(phone, 'فلتر زيت');
    await say(phone, '2 فحمات فرامل أمامية');
    await expect(phoneThread(phone).getByText(/أضفت: فحمات فرامل أمامية × 2/)).toBeVisible();
    await phoneThread(phone).getByRole('button', { name: 'انتهيت' }).last().click();
    await expect(phoneThread(phone).getByText(/السيارة: تويوتا كامري 2019/)).toBeVisible();
  });

  await test.step('the order is in the employee’s queue within two seconds', async () => {
    await phoneThread(phone).getByRole('button', { name: 'أرسل الطلب' }).last().click();
    await expect(agent.getByRole('table').getByText(customerName)).toBeVisible({ timeout: 2_000 });
    await expect(phoneThread(phone).getByText(/^وصلنا طلبك رقم/)).toBeVisible();
  });

  await test.step('priced, the customer gets the quote template and accepts on its link', async () => {
    const orders = (await callAs(server, staff.employee.token, 'GET', '/api/v1/orders/')) as {
      orders: { _id: string; pieces: { _id: string }[] }[];
    };
    const order = orders.orders[0]!;
    const read = (await callAs(
      server,
      staff.employee.token,
      'GET',
      `/api/v1/orders/${order._id}`,
    )) as {
      order: { pieces: { _id: string }[] };
    };
    await callAs(server, staff.employee.token, 'POST', `/api/v1/orders/${order._id}/quotes`, {
      lines: read.order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price: 120 }] })),
    });
    const quoteLink = phoneThread(phone).getByRole('link', { name: 'عرض السعر' });
    await expect(quoteLink).toBeVisible();
    await expect(phoneThread(phone).getByText('قالب: taseer_quote_ready')).toBeVisible();
    const [quotePage] = await Promise.all([
      phone.context().waitForEvent('page'),
      quoteLink.click(),
    ]);
    await quotePage.getByRole('button', { name: /^قبول · / }).click();
    await quotePage.getByRole('button', { name: /^تأكيد القبول · / }).click();
    await expect(quotePage.getByText(/وصل قبولك/)).toBeVisible();

    // The order says what its customer was sent on WhatsApp, and that it arrived.
    await agent.goto(`/offers/${order._id}`);
    await agent.getByRole('tab', { name: 'سجل الطلب' }).click();
    const sent = agent.getByRole('region', { name: 'رسائل واتساب لهذا الطلب' });
    await expect(sent.getByText(/عرض سعر طلبك رقم .* جاهز/)).toBeVisible();
    await expect(sent.getByRole('img', { name: /^(وصلت|قُرئت)$/ }).first()).toBeVisible();
  });

  const desk = await context(browser, 1440);
  await openSignedIn(desk, platform, companyToken, '/conversations');
  await test.step('the company’s conversation shows the order’s way, and the acceptance', async () => {
    await desk.getByRole('button', { name: new RegExp(customerName) }).click();
    const log = desk.getByRole('log', { name: 'الرسائل' });
    await expect(log.getByText('كامري 2019', { exact: true })).toBeVisible();
    await expect(log.getByText(/قبلت عرض السعر/)).toBeVisible();
  });

  await test.step('staff answer within the window, and the customer reads it', async () => {
    const reply = `أهلًا ${customerName}، القطع جاهزة للاستلام بعد ساعة.`;
    const box = desk.getByRole('textbox', { name: 'ردّك على العميل' });
    await box.fill(reply);
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(phoneThread(phone).getByText(reply)).toBeVisible();
    await expect(desk.getByRole('log').getByText(reply)).toBeVisible();
  });

  await test.step('a customer who asks for a person waits, marked for staff', async () => {
    await phone.getByRole('textbox', { name: 'رقم العميل' }).fill(`9665${tag}34`);
    await phone.getByRole('textbox', { name: 'اسم العميل' }).fill(`نورة ${tag}`);
    await say(phone, 'أبي أكلم موظف لو سمحت');
    await expect(phoneThread(phone).getByText(/حوّلت محادثتك إلى أحد الموظفين/)).toBeVisible();
    await desk.getByRole('tab', { name: 'بانتظار موظف' }).click();
    await expect(desk.getByRole('button', { name: new RegExp(`نورة ${tag}`) })).toBeVisible();
  });
});
