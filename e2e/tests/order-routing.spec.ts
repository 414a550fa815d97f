import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { expectToast } from '../support/list-screens.js';
import { ChatBot, CompanyApi } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs, registerStaff } from '../support/staff-scene.js';

/**
 * No order reaches nobody. A company of two branches gets bot orders that name no section: the
 * first waits in the unrouted queue, the company is told on its bell and sends it to a section
 * from the order itself; a second, naming a branch of two sections, is taken into another branch
 * by that branch's manager; then the company chooses a default section on its bot's page, and the
 * next such order lands there at once.
 */

async function desk(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  return context.newPage();
}

test('a bot order without a section waits for routing, the company and every manager are told and route it, and a default section takes the next one', async ({
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
  // The first branch: a manager, one section and its employee.
  const first = await addCompanyStaff(server, platform, companyToken, tag);
  // The second: its own manager and two sections, so naming it does not name a section.
  const secondManager = await registerStaff(
    server,
    companyToken,
    'manager',
    `مدير الشمال ${tag}`,
    {},
  );
  const { branch: north } = (await callAs(server, companyToken, 'POST', '/api/v1/branches/', {
    branchName: `فرع الشمال ${tag}`,
    managerId: secondManager.id,
    address: 'الرياض، حي النرجس',
  })) as { branch: { _id: string } };
  for (const sectionName of [`قسم الكهرباء ${tag}`, `قسم المحركات ${tag}`]) {
    await callAs(server, companyToken, 'POST', '/api/v1/sections/', {
      sectionName,
      branchId: north._id,
    });
  }
  const bot = new ChatBot(
    baseURL,
    await new CompanyApi(server, companyToken).rotateIntegrationKey(),
  );
  const submit = async (client: string, where: { branchId?: string } = {}) => {
    const answer = await bot.submitOrder(randomUUID(), {
      client: { name: client, phone: newPhone() },
      vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021 },
      pieces: [{ nameAr: 'طقم فحمات أمامية', quantity: 1 }],
      ...where,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.order;
  };
  const orderOf = async (id: string) =>
    (
      (await callAs(server, companyToken, 'GET', `/api/v1/orders/${id}`)) as {
        order: { branchName: string | null; sectionName: string | null };
      }
    ).order;

  const page = await desk(browser);
  // The bell hears of the order live: the stream must be connected before it is sent.
  const streaming = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v1/notifications/stream' &&
      response.status() === 200,
  );
  await openSignedIn(page, platform, companyToken, '/dashboard');
  await streaming;
  const bell = page.getByRole('button', { name: /^الإشعارات/ });
  await expect(bell).toHaveAccessibleName('الإشعارات');

  const waiting = await submit(`عميل بلا قسم ${tag}`);
  await test.step('an order that names no section reaches none, and the company’s bell says so', async () => {
    expect([waiting.branchName, waiting.sectionName]).toEqual([null, null]);
    await expect(bell).toHaveAccessibleName('الإشعارات، غير مقروءة: 1');
    await bell.click();
    const notice = page.getByRole('dialog', { name: 'الإشعارات' }).getByRole('listitem').first();
    await expect(notice).toContainText('طلب بانتظار التوجيه');
    await expect(notice).toContainText(`(${waiting.orderRef}) دون قسم`);
    await notice.getByRole('link').click();
  });

  await test.step('the order says it reached no section; the company sends it to one', async () => {
    const offer = page.getByRole('dialog', { name: 'عرض السعر' });
    const routing = offer.getByRole('note', { name: 'لم يصل هذا الطلب إلى أي قسم' });
    await expect(routing).toBeVisible();
    const form = routing.getByRole('form', { name: 'اختر القسم الذي يذهب إليه الطلب' });
    await expect(form.getByRole('button', { name: 'توجيه إلى القسم' })).toBeDisabled();
    await form.getByRole('combobox', { name: 'الفرع' }).click();
    await page.getByRole('option', { name: `فرع الشمال ${tag}` }).click();
    await form.getByRole('combobox', { name: 'القسم' }).click();
    await page.getByRole('option', { name: `قسم المحركات ${tag}` }).click();
    await form.getByRole('button', { name: 'توجيه إلى القسم' }).click();
    await expectToast(page, 'تم توجيه الطلب إلى القسم');
    await expect(routing).toBeHidden();
    expect(await orderOf(waiting._id)).toMatchObject({
      branchName: `فرع الشمال ${tag}`,
      sectionName: `قسم المحركات ${tag}`,
    });
    // Its history says who sent it where.
    await offer.getByRole('tab', { name: 'سجل الطلب' }).click();
    await expect(offer.getByText(`إلى فرع الشمال ${tag}`)).toBeVisible();
  });

  const inNorth = await submit(`عميل فرع الشمال ${tag}`, { branchId: north._id });
  await test.step('the first branch’s manager takes an order of the second branch into its own', async () => {
    expect([inNorth.branchName, inNorth.sectionName]).toEqual([`فرع الشمال ${tag}`, null]);
    const managerPage = await desk(browser);
    await openSignedIn(managerPage, platform, first.manager.token, `/offers/${inNorth._id}`);
    const offer = managerPage.getByRole('dialog', { name: 'عرض السعر' });
    const routing = offer.getByRole('note', { name: 'لم يصل هذا الطلب إلى أي قسم' });
    await expect(routing).toContainText('خذه إلى أحد أقسام فرعك');
    // A manager takes it in before anything else: no claiming from here.
    await expect(offer.getByRole('button', { name: 'استلام' })).toHaveCount(0);
    await expect(routing.getByRole('combobox', { name: 'الفرع' })).toHaveCount(0);
    await routing.getByRole('combobox', { name: 'القسم' }).click();
    await managerPage.getByRole('option', { name: `قسم الإعدادات ${tag}` }).click();
    await routing.getByRole('button', { name: 'توجيه إلى القسم' }).click();
    await expectToast(managerPage, 'تم توجيه الطلب إلى القسم');
    await expect(routing).toBeHidden();
    expect(await orderOf(inNorth._id)).toMatchObject({
      branchName: `فرع الإعدادات ${tag}`,
      sectionName: `قسم الإعدادات ${tag}`,
    });
    // The section's employee now has it in the queue.
    const employeeList = (await callAs(
      server,
      first.employee.token,
      'GET',
      '/api/v1/orders/?limit=30',
    )) as { orders: { _id: string }[] };
    expect(employeeList.orders.map((order) => order._id)).toContain(inNorth._id);
    await managerPage.context().close();
  });

  await test.step('a default section on the bot’s page takes the next order that names none', async () => {
    await page.goto('/connect-bot');
    const card = page.getByRole('region', { name: 'القسم الافتراضي للطلبات' });
    await expect(card).toContainText('لا قسم افتراضي');
    await card.getByRole('combobox', { name: 'الفرع' }).click();
    await page.getByRole('option', { name: `فرع الإعدادات ${tag}` }).click();
    await card.getByRole('combobox', { name: 'القسم' }).click();
    await page.getByRole('option', { name: `قسم الإعدادات ${tag}` }).click();
    await card.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expectToast(page, 'تم الحفظ: تذهب الطلبات التي لا تحدد قسمًا إلى هذا القسم');
    await expect(card).toContainText(`الحالي: قسم الإعدادات ${tag} — فرع الإعدادات ${tag}`);

    const next = await submit(`عميل القسم الافتراضي ${tag}`);
    expect([next.branchName, next.sectionName]).toEqual([
      `فرع الإعدادات ${tag}`,
      `قسم الإعدادات ${tag}`,
    ]);
  });
});
