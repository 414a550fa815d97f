import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs, type CompanyStaff } from '../support/staff-scene.js';

/**
 * The fulfilment queue as an employee works it: two orders their customers accepted wait in
 * "to prepare", counted on the lane's tab; the employee selects both and moves them to "ready for
 * pickup", but while the confirmation is open a manager sends one of them out for delivery. The
 * toast says one moved and names the other with why it stayed; each lane then holds its order
 * and the emptied one says so in a friendly sentence.
 */

interface Shop {
  server: { url: string; apiKey: string };
  companyToken: string;
  staff: CompanyStaff;
  bot: ChatBot;
}

/**
 * An order the bot submits, the employee prices (40.00 with 15 % VAT: 46.00) and its customer
 * accepts on his link (through the public quote API, as his page does).
 */
async function acceptedOrder(shop: Shop, customer: string) {
  const submitted = await shop.bot.submitOrder(randomUUID(), {
    client: { name: customer, phone: newPhone() },
    vehicle: { mark: 'نيسان', model: 'باترول', year: 2020, chassis: newChassis() },
    pieces: [{ nameAr: 'فلتر هواء', nameEn: 'Air filter', quantity: 1 }],
    branchId: shop.staff.branch.id,
    sectionId: shop.staff.section.id,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const order = submitted.body.order;
  const issued = await callAs(
    shop.server,
    shop.staff.employee.token,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    { lines: [{ pieceId: order.pieces[0]!._id, options: [{ price: 40 }] }] },
  );
  const token = String(issued.link).split('/q/')[1];
  const answer = await fetch(`${shop.server.url}/api/v1/public/quotes/${token}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      version: 1,
      decision: 'accept',
      lines: [{ pieceId: order.pieces[0]!._id, option: 0 }],
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return order;
}

function laneTab(page: Page, name: string) {
  return page.getByRole('tablist', { name: 'مراحل التسليم' }).getByRole('tab', {
    name: new RegExp(`^${name}`),
  });
}

/** A lane's tab: its name and how many orders it holds. */
async function expectCount(page: Page, name: string, count: number) {
  await expect(laneTab(page, name)).toHaveText(new RegExp(`^${name}\\s*${count}$`));
}

test('an employee moves two accepted orders to ready for pickup; one a colleague sent out first stays, with why', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const server = { url: baseURL!, apiKey: API_KEY };
  const staff = await addCompanyStaff(
    server,
    platform,
    companyToken,
    company.phone.number.slice(-6),
  );
  const bot = new ChatBot(
    server.url,
    await new CompanyApi(server, companyToken).rotateIntegrationKey(),
  );
  const shop: Shop = { server, companyToken, staff, bot };
  const first = await acceptedOrder(shop, 'عبدالله الحربي');
  const second = await acceptedOrder(shop, 'نورة السبيعي');

  await openSignedIn(page, platform, staff.employee.token, '/fulfilment');
  const toPrepare = page.getByRole('table', { name: 'بانتظار التجهيز' });
  const rowOf = (ref: string) => toPrepare.getByRole('row').filter({ hasText: ref });

  await test.step('both wait to be prepared, counted on their lane, unpaid at a glance', async () => {
    await expect(laneTab(page, 'بانتظار التجهيز')).toHaveAttribute('aria-selected', 'true');
    await expectCount(page, 'بانتظار التجهيز', 2);
    await expectCount(page, 'جاهز للاستلام', 0);
    for (const [order, customer] of [
      [first, 'عبدالله الحربي'],
      [second, 'نورة السبيعي'],
    ] as const) {
      const row = rowOf(order.orderRef);
      await expect(row).toContainText(customer);
      await expect(row).toContainText('نيسان باترول 2020');
      await expect(row).toContainText('46.00');
      await expect(row).toContainText('غير مدفوع');
      await expect(row).toContainText('لم يبدأ التجهيز');
    }
  });

  await test.step('selected together, the move asks first and says how many', async () => {
    await page.getByRole('checkbox', { name: `تحديد الطلب ${first.orderRef}` }).check();
    await page.getByRole('checkbox', { name: `تحديد الطلب ${second.orderRef}` }).check();
    await expect(page.getByText('المحدد: 2')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'تحديد كل طلبات الصفحة' })).toBeChecked();
    const moveTo = page.getByRole('group', { name: 'نقل المحدد إلى' });
    await expect(moveTo.getByRole('button')).toHaveText([
      'بدء التجهيز',
      'جاهز للاستلام',
      'خرج للتوصيل',
    ]);
    await moveTo.getByRole('button', { name: 'جاهز للاستلام' }).click();
    const confirm = page.getByRole('dialog', { name: 'نقل طلبين إلى «جاهز للاستلام»؟' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('list', { name: 'الطلبات المحددة' })).toContainText(
      first.orderRef,
    );
    await expect(confirm.getByRole('list', { name: 'الطلبات المحددة' })).toContainText(
      second.orderRef,
    );

    // Meanwhile the manager sends the second one out for delivery.
    await callAs(server, staff.manager.token, 'POST', `/api/v1/orders/${second._id}/fulfilment`, {
      stage: 'out_for_delivery',
    });
    await confirm.getByRole('button', { name: 'نقل طلبين' }).click();
    await expect(confirm).toBeHidden();
  });

  await test.step('the toast says one moved and names the one that stayed, with why', async () => {
    const toast = page
      .getByRole('region', { name: /التنبيهات/ })
      .getByRole('listitem')
      .filter({ hasText: 'تم نقل طلب واحد إلى «جاهز للاستلام».' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(
      new RegExp(`تعذّر نقل طلب واحد: \\W?${second.orderRef}\\W? —`),
    );
    await expect(toast).toContainText(
      'لا يمكن نقل الطلب إلى هذه المرحلة من مرحلته الحالية، وربما نقله زميل قبلك.',
    );
    await expect(toast).not.toContainText(first.orderRef);
  });

  await test.step('each lane holds its order now, and the emptied one says so', async () => {
    await expect(page.getByText('لا طلبات بانتظار التجهيز')).toBeVisible();
    await expect(page.getByText('حين يقبل عميل عرض السعر يظهر طلبه هنا لتجهيزه.')).toBeVisible();
    await expectCount(page, 'بانتظار التجهيز', 0);
    await expectCount(page, 'جاهز للاستلام', 1);
    await expectCount(page, 'خرج للتوصيل', 1);

    await laneTab(page, 'جاهز للاستلام').click();
    await expect(page).toHaveURL(/\/fulfilment\?lane=ready_for_pickup$/);
    const ready = page.getByRole('table', { name: 'جاهز للاستلام' }).getByRole('row');
    await expect(ready.filter({ hasText: first.orderRef })).toContainText('جاهز للاستلام');
    await expect(ready.filter({ hasText: second.orderRef })).toHaveCount(0);

    await laneTab(page, 'خرج للتوصيل').click();
    const out = page.getByRole('table', { name: 'خرج للتوصيل' }).getByRole('row');
    await expect(out.filter({ hasText: second.orderRef })).toContainText('خرج للتوصيل');
  });
});
