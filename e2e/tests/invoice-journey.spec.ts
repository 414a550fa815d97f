import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { firstPagePicture, qrFields, qrOfPrintedPdf } from '../support/printed-qr.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';

/**
 * The sale made lawful, as the issue tells it: a sale paid on the customer's link gets its
 * simplified tax invoice, on the link and on the order within two seconds; printed, its QR read
 * back from the paper's pixels names the company and the totals; a partial refund issues a credit
 * note naming the invoice; and the month's VAT summary counts both.
 */

const PAYING_CARD = '4201320111111010';
const LEGAL_NAME = 'مؤسسة الخليج لقطع غيار السيارات';
const VAT_NUMBER = '311111111100003';

async function customerPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'ar-SA',
    timezoneId: 'Asia/Riyadh',
  });
  const page = await context.newPage();
  await stubPrinting(page);
  return page;
}

/** The browser's print dialog never opens under test: printing is read from `page.pdf()`. */
async function stubPrinting(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
}

/** What printing gives: the marked document alone, on its own paper, and its QR's fields. */
async function printedQr(page: Page, picture: string): Promise<Map<number, string>> {
  await page.locator('[data-print-root]').first().waitFor({ state: 'attached' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await firstPagePicture(pdf, picture);
  const codes = await qrOfPrintedPdf(pdf);
  expect(codes, 'one QR on the printed invoice').toHaveLength(1);
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  return qrFields(codes[0]!);
}

test('a sale paid on the link is invoiced on the link and the order, printed with its QR, credited on a refund, and counted in the month’s VAT', async ({
  page,
  browser,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}, testInfo) => {
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

  await callAs(server, companyToken, 'PUT', '/api/v1/payment-settings', {
    options: ['card'],
    onlinePercent: 100,
    gateway: { provider: 'local' },
  });
  await callAs(server, companyToken, 'PUT', '/api/v1/tax-profile', {
    legalNameAr: LEGAL_NAME,
    legalNameEn: null,
    vatNumber: VAT_NUMBER,
    commercialRegistration: '1010765432',
    address: {
      buildingNumber: '4455',
      street: 'طريق الأمير سلطان',
      district: 'الروضة',
      city: 'جدة',
      postalCode: '23432',
      additionalNumber: '6677',
    },
    issuingBranchId: null,
  });

  const bot = new ChatBot(
    baseURL,
    await new CompanyApi(server, companyToken).rotateIntegrationKey(),
  );
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: 'سارة الحربي', phone: newPhone() },
    vehicle: { mark: 'تويوتا', model: 'كورولا', year: 2020, chassis: newChassis() },
    pieces: [
      { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 2 },
      { nameAr: 'بطارية 70 أمبير', nameEn: 'Battery 70Ah', quantity: 1 },
    ],
    branchId: staff.branch.id,
    sectionId: staff.section.id,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const order = submitted.body.order;
  const [filter, battery] = order.pieces;
  const issued = await callAs(
    server,
    staff.employee.token,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    {
      lines: [
        { pieceId: filter!._id, options: [{ price: 25 }] },
        { pieceId: battery!._id, options: [{ price: 350 }] },
      ],
    },
  );
  const link = String(issued.link);
  // 2 × 25 + 350 = 400, with 15 % VAT: 460.00, of it 60.00 VAT.
  const TOTAL = '460.00';
  const VAT = '60.00';

  await stubPrinting(page);
  await openSignedIn(page, platform, staff.manager.token, `/offers/${order._id}`);
  // The order stays open on the manager's screen while the customer accepts and pays; its invoice
  // panel appears with the accepted sale.
  const panel = page.getByRole('region', { name: 'الفاتورة الضريبية' });

  const phone = await customerPhone(browser);
  await test.step('the customer accepts and pays on his phone', async () => {
    await phone.goto(link);
    await phone.getByRole('button', { name: /^قبول ودفع/ }).click();
    await phone.getByRole('button', { name: /^تأكيد القبول/ }).click();
    await phone.getByRole('radio', { name: /بطاقة مدى أو بطاقة ائتمانية/ }).check();
    await phone
      .getByRole('button', {
        name: new RegExp(`^ادفع \\W*${TOTAL.replace('.', '\\.')} ر\\.س\\.\\W*$`),
      })
      .click();
    await expect(phone).toHaveURL(/\/local-gateway\/pay\//);
    await phone.getByRole('textbox', { name: /رقم البطاقة/ }).fill(PAYING_CARD);
    await phone.getByRole('textbox', { name: /الانتهاء/ }).fill('12/30');
    await phone.getByRole('textbox', { name: 'CVC' }).fill('123');
    await phone.getByRole('textbox', { name: /الاسم على البطاقة/ }).fill('SARA ALHARBI');
    await phone.getByRole('button', { name: /^ادفع/ }).click();
    await expect(phone.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
  });

  await test.step('within two seconds the invoice is on his link and on the order', async () => {
    const card = phone.getByTestId('invoice-card');
    await expect(card).toBeVisible({ timeout: 2_000 });
    await expect(card).toContainText('INV-000001');
    await expect(card).toContainText(TOTAL);
    await expect(panel.getByTestId('tax-document')).toHaveCount(1, { timeout: 2_000 });
    await expect(panel).toContainText('INV-000001');
  });

  await test.step('printed from his phone, the invoice’s QR names the shop and the totals', async () => {
    await phone
      .getByTestId('invoice-card')
      .getByRole('button', { name: 'طباعة', exact: true })
      .click();
    const fields = await printedQr(phone, testInfo.outputPath('invoice-a4.png'));
    expect(fields.get(1)).toBe(LEGAL_NAME);
    expect(fields.get(2)).toBe(VAT_NUMBER);
    expect(fields.get(3)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fields.get(4)).toBe(TOTAL);
    expect(fields.get(5)).toBe(VAT);
    // The shop's receipt printer gets the same QR.
    await panel.getByRole('button', { name: /^طباعة فاتورة ضريبية .* على إيصال حراري/ }).click();
    const receipt = await printedQr(page, testInfo.outputPath('invoice-receipt.png'));
    expect(receipt.get(4)).toBe(TOTAL);
  });

  await test.step('a partial refund issues a credit note naming the invoice', async () => {
    const money = (await callAs(
      server,
      staff.manager.token,
      'GET',
      `/api/v1/orders/${order._id}/payments`,
    )) as {
      payments: { id: string; status: string }[];
    };
    const payment = money.payments.find((each) => each.status === 'paid')!;
    await callAs(
      server,
      staff.manager.token,
      'POST',
      `/api/v1/orders/${order._id}/payments/${payment.id}/refunds`,
      {
        amountHalalas: 11_500,
        reason: 'البطارية غير مناسبة',
      },
    );
    await expect(panel.getByTestId('tax-document')).toHaveCount(2, { timeout: 10_000 });
    await expect(panel).toContainText('CRN-000001');
    await phone.reload();
    await expect(phone.getByTestId('invoice-card')).toContainText('CRN-000001');
    await expect(phone.getByTestId('invoice-card')).toContainText('البطارية غير مناسبة');
  });

  await test.step('the month’s VAT summary counts the invoice and the credit note', async () => {
    await openSignedIn(page, platform, companyToken, '/invoices/vat');
    const current = page.getByRole('row').filter({ hasText: 'الشهر الحالي' });
    await expect(current).toBeVisible();
    // Sales 400.00 and their VAT 60.00; the credit note 100.00 and 15.00 of VAT: net VAT 45.00.
    await expect(current).toContainText('400.00');
    await expect(current).toContainText('60.00');
    await expect(current).toContainText('45.00');
    await expect(current.getByRole('cell').nth(1)).toHaveText('1');
  });

  await phone.context().close();
});
