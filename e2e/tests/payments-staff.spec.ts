import { randomUUID } from 'node:crypto';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { expectToast } from '../support/list-screens.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs, type CompanyStaff } from '../support/staff-scene.js';

/**
 * The staff's side of payments: a company sets how its customers pay (the local test gateway,
 * pickup and bank transfer) and sees a mistyped IBAN refused under its box, by the form and then
 * by the server, with its home's warning gone once it offers a way to pay; for an order its
 * customer accepted on the quote link (through the public API), an employee records the cash and
 * sees it paid with nothing outstanding, and a manager refunds part of it after the confirmation,
 * then finds the sale and its money in the statistics.
 */

/** A Saudi IBAN whose check digits hold, and the same with its last digit mistyped. */
const IBAN = 'SA0380000000608010167519';
const MISTYPED_IBAN = 'SA0380000000608010167518';
const IBAN_REFUSED = 'رقم الآيبان غير صحيح: يبدأ بـ SA ويليه 22 رقمًا';

const FILTER = 'فلتر زيت';
const PADS = 'فحمات فرامل أمامية';

interface Shop {
  server: { url: string; apiKey: string };
  companyToken: string;
  staff: CompanyStaff;
}

async function newShop(
  baseURL: string,
  platform: Parameters<typeof addCompanyStaff>[1],
  superadminToken: string,
  company: { username: string; email: string; phone: { dialCode: string; number: string } },
): Promise<Shop> {
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const server = { url: baseURL, apiKey: API_KEY };
  const staff = await addCompanyStaff(
    server,
    platform,
    companyToken,
    company.phone.number.slice(-6),
  );
  return { server, companyToken, staff };
}

/**
 * An order as the customer leaves it on his link: the bot submits it, the employee prices it
 * (40.00 + 180.00 with 15 % VAT: 253.00), and the customer accepts both parts and says he will
 * pay on pickup — through the public quote API, as his page does.
 */
async function acceptedOrder(shop: Shop) {
  const bot = new ChatBot(
    shop.server.url,
    await new CompanyApi(shop.server, shop.companyToken).rotateIntegrationKey(),
  );
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: 'سارة القحطاني', phone: newPhone() },
    vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021, chassis: newChassis() },
    pieces: [
      { nameAr: FILTER, nameEn: 'Oil filter', quantity: 1 },
      { nameAr: PADS, nameEn: 'Front brake pads', quantity: 1 },
    ],
    branchId: shop.staff.branch.id,
    sectionId: shop.staff.section.id,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const order = submitted.body.order;
  const [filter, pads] = order.pieces;
  const issued = await callAs(
    shop.server,
    shop.staff.employee.token,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    {
      lines: [
        { pieceId: filter!._id, options: [{ price: 40 }] },
        { pieceId: pads!._id, options: [{ price: 180 }] },
      ],
    },
  );
  const token = String(issued.link).split('/q/')[1];
  const publicQuote = `${shop.server.url}/api/v1/public/quotes/${token}`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${publicQuote}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  };
  await post('/answer', {
    version: 1,
    decision: 'accept',
    lines: order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
  });
  await post('/payment', { version: 1, option: 'pay_on_pickup' });
  return order;
}

/** The order's price offer, opened by its address. */
async function openOrder(page: Page, orderRef: string): Promise<Locator> {
  const modal = page.getByRole('dialog', { name: 'عرض السعر' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(orderRef);
  return modal;
}

function paymentsOf(modal: Locator): Locator {
  return modal.getByRole('region', { name: 'المدفوعات', exact: true });
}

/** A figure of the payments summary: its label with the value beside it. */
function fact(panel: Locator, label: string): Locator {
  return panel.getByText(label, { exact: true }).locator('xpath=..');
}

test('a company sets how its customers pay; a mistyped IBAN is refused under its box', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  const shop = await newShop(baseURL!, platform, superadminToken, newCompany());
  // Its VAT number and tax profile are set: payment is the one gap its home tells of.
  await callAs(shop.server, shop.companyToken, 'PUT', '/api/v1/quote-terms', {
    vatRateBasisPoints: 1500,
    vatNumber: '310122393500003',
    pricesIncludeVat: false,
    validityHours: 48,
    deliveryFee: 0,
  });
  await callAs(shop.server, shop.companyToken, 'PUT', '/api/v1/tax-profile', {
    legalNameAr: 'مؤسسة قطع الغيار',
    vatNumber: '310122393500003',
    commercialRegistration: '1010123456',
    address: {
      buildingNumber: '2322',
      street: 'طريق الملك فهد',
      district: 'العليا',
      city: 'الرياض',
      postalCode: '12211',
      additionalNumber: '8123',
    },
  });
  const homeWarning = page.getByRole('region', { name: 'الدفع الإلكتروني غير مُعدّ بعد' });
  const option = (name: string) => page.getByRole('checkbox', { name, exact: true });
  const iban = page.getByRole('textbox', { name: 'رقم الآيبان (IBAN)' });
  const bankName = page.getByRole('textbox', { name: 'اسم البنك' });
  const save = page.getByRole('button', { name: 'حفظ', exact: true });

  await test.step('the home says payment is not set up, and leads to the screen', async () => {
    await openSignedIn(page, platform, shop.companyToken, '/dashboard');
    await expect(homeWarning).toContainText('يقبل عملاؤك عروض الأسعار دون أن تظهر لهم طريقة للدفع');
    await homeWarning.getByRole('link', { name: 'إعداد الدفع' }).click();
    await expect(page).toHaveURL(/\/payment-settings$/);
    await expect(page.getByRole('heading', { name: 'إعدادات الدفع', level: 1 })).toBeVisible();
  });

  await test.step('card asks for a gateway and transfer for an account; a mistyped IBAN is refused under its box', async () => {
    for (const name of ['الدفع الإلكتروني بالبطاقة', 'الدفع عند الاستلام', 'التحويل البنكي']) {
      await option(name).click();
      await expect(option(name)).toBeChecked();
    }
    await expect(page.getByRole('radio', { name: 'المبلغ كاملًا' })).toBeChecked();
    await save.click();
    // What card and transfer need, each under its own box.
    await expect(page.getByRole('group', { name: 'بوابة الدفع' })).toContainText(
      'الدفع بالبطاقة يحتاج إلى بوابة دفع: اختر واحدة',
    );
    await expect(bankName).toHaveAccessibleDescription(/أدخل اسم البنك/);
    await expect(iban).toHaveAccessibleDescription(/أدخل رقم الآيبان/);

    await page.getByRole('radio', { name: 'بوابة الاختبار المحلية (للتطوير فقط)' }).check();
    await expect(page.getByRole('group', { name: 'بوابة الدفع' })).not.toContainText(
      'يحتاج إلى بوابة دفع',
    );
    // Moyasar's keys are not asked for the local gateway.
    await expect(page.getByLabel('المفتاح السري (Secret key)')).toBeHidden();
    await bankName.fill('مصرف الراجحي');
    await page.getByRole('textbox', { name: 'اسم صاحب الحساب' }).fill('مؤسسة الريان لقطع الغيار');
    // One digit mistyped: the check digits no longer hold, which the box says on leaving it.
    await iban.fill(MISTYPED_IBAN);
    await iban.press('Tab');
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveAccessibleDescription(new RegExp(IBAN_REFUSED));
    await save.click();
    await expect(iban).toHaveAccessibleDescription(new RegExp(IBAN_REFUSED));
  });

  await test.step('an IBAN the form lets through but the server refuses goes under its box, and nothing typed is lost', async () => {
    await iban.fill(IBAN);
    await expect(iban).not.toHaveAttribute('aria-invalid', 'true');
    const refuse = async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      const body = route.request().postDataJSON() as { bank: Record<string, string> };
      await route.continue({
        postData: JSON.stringify({ ...body, bank: { ...body.bank, iban: MISTYPED_IBAN } }),
      });
    };
    await page.route('**/api/v1/payment-settings', refuse);
    const refused = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/payment-settings') && response.status() === 400,
    );
    await save.click();
    await refused;
    await expect(iban).toHaveAccessibleDescription(new RegExp(IBAN_REFUSED));
    await expectToast(page, IBAN_REFUSED);
    await page.unroute('**/api/v1/payment-settings', refuse);
    await expect(iban).toHaveValue(IBAN);
    await expect(bankName).toHaveValue('مصرف الراجحي');
    await expect(option('الدفع الإلكتروني بالبطاقة')).toBeChecked();
  });

  await test.step('saved, the settings come back as stored, and the home warns no more', async () => {
    await save.click();
    await expectToast(page, 'تم حفظ إعدادات الدفع بنجاح');
    await page.reload();
    await expect(option('الدفع الإلكتروني بالبطاقة')).toBeChecked();
    await expect(option('الدفع عند الاستلام')).toBeChecked();
    await expect(option('الدفع عند التوصيل')).not.toBeChecked();
    await expect(option('التحويل البنكي')).toBeChecked();
    await expect(
      page.getByRole('radio', { name: 'بوابة الاختبار المحلية (للتطوير فقط)' }),
    ).toBeChecked();
    await expect(iban).toHaveValue('SA03 8000 0000 6080 1016 7519');
    const saved = (await callAs(
      shop.server,
      shop.companyToken,
      'GET',
      '/api/v1/payment-settings',
    )) as {
      options: string[];
      gateway: { provider: string } | null;
      bank: { iban: string } | null;
    };
    expect(saved).toMatchObject({
      options: ['card', 'pay_on_pickup', 'bank_transfer'],
      gateway: { provider: 'local' },
      bank: { iban: IBAN },
    });

    await page.goto('/dashboard');
    await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(homeWarning).toHaveCount(0);
  });
});

test('an employee records the cash of an accepted order; a manager refunds part of it', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  test.setTimeout(120_000);
  const shop = await newShop(baseURL!, platform, superadminToken, newCompany());
  await callAs(shop.server, shop.companyToken, 'PUT', '/api/v1/payment-settings', {
    options: ['card', 'pay_on_pickup'],
    onlinePercent: 100,
    gateway: { provider: 'local' },
  });
  const order = await acceptedOrder(shop);

  await test.step('the employee sees what is owed and how the customer will pay', async () => {
    await openSignedIn(page, platform, shop.staff.employee.token, `/offers/${order._id}`);
    const panel = paymentsOf(await openOrder(page, order.orderRef));
    await expect(panel.getByRole('heading', { name: 'الدفع عند الاستلام' })).toBeVisible();
    await expect(fact(panel, 'الإجمالي المقبول')).toContainText('253.00');
    await expect(fact(panel, 'طريقة الدفع التي اختارها العميل')).toContainText('عند الاستلام');
    await expect(panel).toContainText('لم تُسجَّل أي دفعة بعد.');
    // Refunds are for managers and the company.
    await expect(panel.getByRole('button', { name: /^استرداد/ })).toHaveCount(0);
  });

  await test.step('records the cash, and the order reads paid with nothing outstanding', async () => {
    const modal = page.getByRole('dialog', { name: 'عرض السعر' });
    const panel = paymentsOf(modal);
    await panel.getByRole('button', { name: 'تسجيل دفعة' }).click();
    const record = page.getByRole('dialog', { name: 'تسجيل دفعة' });
    await expect(record.getByRole('radio', { name: 'نقدًا' })).toBeChecked();
    const amount = record.getByRole('textbox', { name: 'المبلغ (ريال)' });
    await expect(amount).toHaveValue('253.00');
    // More than is owed is refused before it is sent.
    await amount.fill('300');
    await record.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await expect(amount).toHaveAccessibleDescription(/المبلغ أكبر من المتبقي على الطلب/);
    await amount.fill('253');
    await record.getByRole('textbox', { name: 'ملاحظة' }).fill('إيصال 1042');
    await record.getByRole('button', { name: 'تسجيل الدفعة' }).click();
    await expect(record).toBeHidden();
    // The offer stays open, which hides the toast region from the page's roles: found by its words.
    await expect(page.getByText(/سُجّلت دفعة بمبلغ .*253\.00/).first()).toBeVisible();

    await expect(panel.getByRole('heading', { name: 'مدفوع بالكامل' })).toBeVisible();
    await expect(fact(panel, 'المتبقي')).toContainText('0.00');
    await expect(fact(panel, 'المدفوع')).toContainText('253.00');
    await expect(panel.getByRole('button', { name: 'تسجيل دفعة' })).toHaveCount(0);
    const row = panel.getByTestId('payment');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('نقدًا');
    await expect(row).toContainText('مدفوعة');
    await expect(row).toContainText('إيصال 1042');
    await expect(row).toContainText(shop.staff.employee.name);
    // The order's sale stage follows.
    await expect(modal.getByText('مدفوع', { exact: true })).toBeVisible();
  });

  await test.step('a manager refunds part of it after the confirmation, and sees the refunded amount', async () => {
    await openSignedIn(page, platform, shop.staff.manager.token, `/offers/${order._id}`);
    const panel = paymentsOf(await openOrder(page, order.orderRef));
    await panel.getByRole('button', { name: /^استرداد من دفعة نقدًا بمبلغ .*253\.00/ }).click();
    const refund = page.getByRole('dialog', { name: 'استرداد مبلغ' });
    const amount = refund.getByRole('textbox', { name: 'المبلغ المسترد (ريال)' });
    await expect(amount).toHaveValue('253.00');
    await amount.fill('100');
    await refund.getByRole('textbox', { name: 'سبب الاسترداد' }).fill('القطعة لا تناسب المركبة');
    await refund.getByRole('button', { name: 'متابعة' }).click();

    const confirm = page.getByRole('dialog', { name: 'تأكيد الاسترداد' });
    await expect(confirm).toContainText(/سيُعاد .*100\.00.* إلى العميل من دفعة نقدًا/);
    await expect(confirm).toContainText('لا يحوّل النظام المال');
    // Back to the amount keeps what was typed.
    await confirm.getByRole('button', { name: 'تعديل المبلغ' }).click();
    await expect(amount).toHaveValue('100');
    await refund.getByRole('button', { name: 'متابعة' }).click();
    await confirm.getByRole('button', { name: /^استرداد .*100\.00/ }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(/تم استرداد .*100\.00/).first()).toBeVisible();

    await expect(panel.getByRole('heading', { name: 'استُرد جزء من المبلغ' })).toBeVisible();
    await expect(fact(panel, 'المسترد')).toContainText('100.00');
    await expect(fact(panel, 'المتبقي')).toContainText('100.00');
    const row = panel.getByTestId('payment');
    await expect(row).toContainText('مستردة جزئيًا');
    await expect(row).toContainText(/استرداد .*100\.00/);
    await expect(row).toContainText('القطعة لا تناسب المركبة');
    await expect(row).toContainText(shop.staff.manager.name);
    // What the payment still holds can be given back, and recording the rest is offered again.
    await expect(panel.getByRole('button', { name: /^استرداد من دفعة/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'تسجيل دفعة' })).toBeVisible();
  });

  await test.step('the manager’s statistics carry the sale: quoted, accepted, paid, and the money', async () => {
    await page.goto('/stats');
    const sales = page
      .getByRole('tabpanel', { name: 'يومي' })
      .getByRole('region', { name: 'من العرض إلى التسليم' });
    const funnel = sales.getByRole('list', { name: 'مسار البيع' }).getByRole('listitem');
    await expect(funnel).toHaveText([
      /طلبات مسعّرة\s*1/,
      /عروض مقبولة\s*1\s*100% من المسعّرة/,
      /طلبات مدفوعة\s*1\s*100% من المسعّرة/,
      /طلبات مسلّمة\s*0\s*0% من المسعّرة/,
    ]);
    // Collected 253.00 and 100.00 of it given back: 100.00 is owed again.
    await expect(sales.getByText('المحصَّل', { exact: true }).locator('xpath=..')).toContainText(
      '253.00',
    );
    await expect(sales.getByText('المسترد', { exact: true }).locator('xpath=..')).toContainText(
      '100.00',
    );
    await expect(
      sales.getByText('المستحق الآن', { exact: true }).locator('xpath=..'),
    ).toContainText('100.00');
  });
});
