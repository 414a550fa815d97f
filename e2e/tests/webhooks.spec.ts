import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures.js';
import { expectToast } from '../support/list-screens.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';
import {
  eventTypeOf,
  RECEIVER_ANSWER,
  startWebhookReceiver,
  verifiedPayload,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../support/webhook-receiver.js';

/**
 * The company's webhooks (/webhooks): an endpoint added in the browser pointing at a receiver on
 * this machine, its signing secret shown once, a test event and a priced order reaching the
 * receiver signed with that secret, and the delivery log showing what was sent. Only the company
 * (admin) has the screen.
 */

/** Deliveries go out within a second or two; a loaded machine gets much longer. */
const DELIVERY_TIMEOUT = 45_000;

function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'القائمة الرئيسية' });
}

/** What the receiver got whose body is of this event type (optionally about this order). */
function receivedOf(receiver: WebhookReceiver, type: string, orderRef?: string): ReceivedWebhook[] {
  return receiver.received.filter(
    (hook) =>
      eventTypeOf(hook) === type && (orderRef === undefined || hook.body.includes(orderRef)),
  );
}

/**
 * Waits until a webhook of this type (about this order) reached the receiver, and answers the
 * first (a retry after a lost answer would send the same webhook-id again).
 */
async function firstReceived(
  receiver: WebhookReceiver,
  type: string,
  orderRef?: string,
): Promise<ReceivedWebhook> {
  await expect
    .poll(() => receivedOf(receiver, type, orderRef).length, {
      message: `a ${type} webhook reaches the receiver`,
      timeout: DELIVERY_TIMEOUT,
    })
    .toBeGreaterThan(0);
  return receivedOf(receiver, type, orderRef)[0]!;
}

/** Whether the page shows `text` anywhere: in its text or in a field's value. */
function pageHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      document.body.innerText.includes(wanted) ||
      [...document.querySelectorAll('input, textarea')].some((field) =>
        (field as HTMLInputElement).value.includes(wanted),
      ),
    text,
  );
}

test('a company adds an endpoint, keeps its secret once, and its test and priced order reach it signed', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no server for this project');
  const receiver = await startWebhookReceiver();
  try {
    const company = newCompany();
    await platform.createCompany(superadminToken, company);
    const companyToken = await platform.signIn(company.phone);
    const server = { url: baseURL, apiKey: API_KEY };
    const url = `${receiver.origin}/hooks/taseer`;
    let secret = '';
    let testHook: ReceivedWebhook | undefined;

    await test.step('the menu leads to /webhooks, empty at first', async () => {
      await openSignedIn(page, platform, companyToken, '/dashboard');
      await menu(page).getByRole('link', { name: 'الربط البرمجي', exact: true }).click();
      await expect(page).toHaveURL(/\/webhooks$/);
      await expect(
        page.getByRole('heading', { name: 'الربط البرمجي (Webhooks)', level: 1 }),
      ).toBeVisible();
      await expect(page.getByText('لا توجد روابط بعد')).toBeVisible({ timeout: 20_000 });
    });

    await test.step('an endpoint on a local receiver is added, and its secret shown', async () => {
      await page.getByRole('button', { name: 'إضافة أول رابط' }).click();
      const form = page.getByRole('dialog', { name: 'إضافة رابط' });
      await form.getByRole('textbox', { name: /رابط الاستقبال/ }).fill(url);
      await form.getByRole('textbox', { name: 'الوصف' }).fill('بوت واتساب للاختبار');
      await form.getByRole('button', { name: 'إضافة', exact: true }).click();

      const shown = page.getByRole('dialog', { name: 'أُضيف الرابط' });
      await expect(shown).toBeVisible({ timeout: 20_000 });
      await expect(form).toBeHidden();
      await expect(shown).toContainText(url);
      await expect(shown).toContainText('فلن يظهر مرة أخرى');
      const box = shown.getByRole('textbox', { name: 'مفتاح التوقيع' });
      await expect(box).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
      secret = await box.inputValue();
      await shown.getByRole('button', { name: 'تم', exact: true }).click();
      await expect(shown).toBeHidden();
    });

    const card = page.getByRole('article', { name: url });
    await test.step('the list shows the endpoint, and the secret nowhere any more', async () => {
      const list = page.getByRole('list', { name: 'روابط الاستقبال' });
      // One card (its events are a list of their own).
      await expect(list.getByRole('article')).toHaveCount(1);
      await expect(card).toContainText('بوت واتساب للاختبار');
      await expect(card.getByRole('switch', { name: 'إرسال الأحداث' })).toBeChecked();
      expect(await pageHolds(page, secret)).toBe(false);
      await page.reload();
      await expect(card).toBeVisible({ timeout: 20_000 });
      expect(await pageHolds(page, secret)).toBe(false);
      // Nor can the browser read it again from the server.
      const listed = await callAs(server, companyToken, 'GET', '/api/v1/webhooks');
      expect(JSON.stringify(listed)).not.toContain('whsec_');
    });

    await test.step('an edit of the description alone keeps every event', async () => {
      await card.getByRole('button', { name: 'تعديل', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'تعديل الرابط' });
      await expect(form.getByRole('checkbox', { name: 'كل الأحداث' })).toBeChecked();
      await form.getByRole('textbox', { name: 'الوصف' }).fill('بوت واتساب لفرع الرياض');
      await form.getByRole('button', { name: 'حفظ', exact: true }).click();
      await expectToast(page, 'تم حفظ التعديلات');
      await expect(form).toBeHidden();
      await expect(card).toContainText('بوت واتساب لفرع الرياض');
      // Every event there is (order, its routing to a section, quote, payment and handover, the
      // customer's change request, the reminder before a quote's end, the customer asking again
      // after one ended, and the sale's invoice and credit notes).
      await expect(card.getByRole('list', { name: 'الأحداث' }).getByRole('listitem')).toHaveCount(
        17,
      );
    });

    await test.step('the test event reaches the receiver, signed with that secret', async () => {
      await card.getByRole('button', { name: 'إرسال تجريبي' }).click();
      await expectToast(page, 'أُرسل حدث تجريبي');
      testHook = await firstReceived(receiver, 'test');
      expect(testHook.method).toBe('POST');
      expect(testHook.path).toBe('/hooks/taseer');
      expect(testHook.headers['content-type']).toMatch(/^application\/json/);
      expect(testHook.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(testHook.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(testHook.headers['webhook-signature']).toMatch(/^v1,\S+$/);
      const payload = verifiedPayload(testHook, secret);
      expect(payload.type).toBe('test');
      expect(payload.data.event.type).toBe('test');
      // Another secret, or a changed body, does not verify.
      expect(() =>
        verifiedPayload(testHook!, `whsec_${Buffer.alloc(32, 7).toString('base64')}`),
      ).toThrow();
      expect(() =>
        verifiedPayload({ ...testHook!, body: testHook!.body.replace('test', 'tset') }, secret),
      ).toThrow();
    });

    const log = page.getByRole('dialog', { name: 'سجل الإرسال' });
    // The log's rows (an opened row holds a list of its attempts).
    const deliveries = log.getByRole('list', { name: 'عمليات الإرسال' }).locator(':scope > li');
    await test.step('the delivery log shows the test delivered with HTTP 200', async () => {
      await card.getByRole('button', { name: 'سجل الإرسال' }).click();
      await expect(log).toBeVisible();
      const delivered = deliveries.filter({ hasText: 'تجريبي' });
      // The log reads itself again while a delivery waits for its attempt.
      await expect(delivered.getByText('تم التسليم', { exact: true })).toBeVisible({
        timeout: DELIVERY_TIMEOUT,
      });
      await expect(deliveries).toHaveCount(1);
      await delivered.getByRole('button', { name: /^عرض المحاولات/ }).click();
      // The delivery's id is the webhook-id the receiver got.
      await expect(delivered.locator('code')).toHaveText(testHook!.headers['webhook-id']!);
      const attempts = delivered.getByRole('list', { name: 'المحاولات' }).getByRole('listitem');
      await expect(attempts.last()).toContainText('HTTP 200');
      await expect(attempts.last()).toContainText(RECEIVER_ANSWER);
    });

    await test.step('an order priced in the company reaches the receiver as order.priced', async () => {
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
      const submitted = await bot.submitOrder(randomUUID(), {
        client: { name: 'خالد الدوسري', phone: newPhone() },
        vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021, chassis: newChassis() },
        pieces: [{ nameAr: 'فلتر هواء', nameEn: 'Air filter', quantity: 1 }],
        branchId: staff.branch.id,
        sectionId: staff.section.id,
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      const order = submitted.body.order;
      await callAs(server, staff.employee.token, 'POST', `/api/v1/orders/${order._id}/quotes`, {
        lines: order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price: 95 }] })),
      });

      const priced = await firstReceived(receiver, 'order.priced', order.orderRef);
      const payload = verifiedPayload(priced, secret);
      expect(payload.data.event.type).toBe('order.priced');
      expect(payload.data.order?.order.orderRef).toBe(order.orderRef);
      expect(payload.data.order?.link).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
      expect(priced.headers['webhook-id']).not.toBe(testHook!.headers['webhook-id']);
      // The order's arrival was sent too (the endpoint takes every event).
      verifiedPayload(await firstReceived(receiver, 'order.created', order.orderRef), secret);

      await log.getByRole('button', { name: 'تحديث', exact: true }).click();
      const pricedRow = deliveries.filter({ hasText: 'تم التسعير' });
      await expect(pricedRow).toContainText(order.orderRef);
      await expect(pricedRow.getByText('تم التسليم', { exact: true })).toBeVisible({
        timeout: DELIVERY_TIMEOUT,
      });
      await expect(deliveries).toHaveCount(3);
    });
  } finally {
    await receiver.close();
  }
});

test('a manager has no webhooks in its menu, and /webhooks is not for its account', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  if (!baseURL) throw new Error('no server for this project');
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const server = { url: baseURL, apiKey: API_KEY };
  const managerPhone = newPhone();
  await new CompanyApi(server, companyToken).createManager({
    username: `مدير الربط ${managerPhone.number.slice(-4)}`,
    email: `m${managerPhone.number}@e2e.sa`,
    phone: managerPhone,
  });
  const managerToken = await platform.signIn(managerPhone);

  await openSignedIn(page, platform, managerToken, '/dashboard');
  await expect(menu(page).getByRole('link', { name: 'الرئيسية', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'الربط البرمجي' })).toHaveCount(0);

  await page.goto('/webhooks');
  await expect(page.getByText('هذه الصفحة ليست لحسابك')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('لا يملك دورك صلاحية فتح هذه الصفحة.')).toBeVisible();
  await expect(page.getByRole('button', { name: /إضافة/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The server refuses the manager's calls as well.
  const answer = await fetch(`${baseURL}/api/v1/webhooks`, {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${managerToken}` },
  });
  expect(answer.status).toBe(403);
});
