import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures.js';
import { readCsv } from '../support/csv.js';
import {
  cardWith,
  cellUnder,
  fieldErrors,
  listCards,
  rowWith,
  valueUnder,
  watchSearches,
} from '../support/list-screens.js';
import {
  ChatBot,
  CompanyApi,
  newChassis,
  type IntegrationOrder,
  type SubmittedOrder,
} from '../support/order-api.js';
import {
  bodyRows,
  cancelByPhrase,
  columnHeaders,
  downloadExport,
  expectStatus,
  exportButton,
  moreActions,
  OFFERS_TITLE,
  offersTable,
  offerPreview,
  offerTotal,
  quoteTotal,
  openPriceOffer,
  ORDERS_TITLE,
  ordersTable,
  priceBox,
  riyadhMinute,
  submitOfferButton,
} from '../support/order-pages.js';
import { newPhone, type Phone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { pickDay, riyadhToday } from '../support/date-picker.js';

/** The export's columns under their Arabic headings, in the contract's order. */
const EXPORT_HEADINGS = [
  'رقم الطلب',
  'تاريخ الطلب',
  'الحالة',
  'اسم العميل',
  'جوال العميل',
  'الشركة',
  'الفرع',
  'المدير',
  'القسم',
  'المركبة',
  'القطع',
  'الإجمالي (ر.س)',
  'حالة عرض السعر',
  'نسخة العرض',
  'إجمالي العرض شامل الضريبة (ر.س)',
  'الإجمالي المقبول (ر.س)',
  'حالة الدفع',
  'المدفوع (ر.س)',
  'حالة التسليم',
];

const OIL_FILTER = 'فلتر زيت';
/** The offers' and orders' search box, in sight above the list. */
const SEARCH_LABEL = 'بحث برقم الطلب أو اسم العميل أو جواله';
const BRAKE_PADS = 'فحمات فرامل أمامية';

function orderFor(client: { name: string; phone: Phone }, branchId?: string): IntegrationOrder {
  return {
    client,
    vehicle: { mark: 'تويوتا', model: 'كامري', year: 2019, chassis: newChassis() },
    pieces: [
      { nameAr: OIL_FILTER, nameEn: 'Oil filter', quantity: 2 },
      { nameAr: BRAKE_PADS, nameEn: 'Front brake pads', quantity: 1 },
    ],
    ...(branchId ? { branchId } : {}),
  };
}

/**
 * The company issues its chat bot's key and the bot sends an order with no branch: the company's
 * own to answer. Answers its reference.
 */
async function submitOwnOrder(
  baseURL: string,
  companyToken: string,
  client: { name: string; phone: Phone },
): Promise<string> {
  const companyApi = new CompanyApi({ url: baseURL, apiKey: API_KEY }, companyToken);
  const key = await companyApi.rotateIntegrationKey();
  const submitted = await new ChatBot(baseURL, key).submitOrder(randomUUID(), orderFor(client));
  expect(submitted.status).toBe(201);
  return submitted.body.order.orderRef;
}

/** The phone as the screens show it, dialled from abroad: `+966 551234567`. */
function shownPhone(phone: Phone): string {
  return `${phone.dialCode} ${phone.number.slice(1)}`;
}

test('a chat bot’s order reaches the company and its branch manager, is priced in its offer and exported', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  // Three people, two of them through the browser, and a file: longer than one screen's test.
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no server for this project');
  const company = newCompany();
  const tag = company.phone.number.slice(-6);
  const managerPhone = newPhone();
  const names = { manager: `مدير الطلبات ${tag}`, branch: `فرع الطلبات ${tag}` };
  const client = { name: `عميل التسعير ${tag}`, phone: newPhone() };

  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const companyApi = new CompanyApi({ url: baseURL, apiKey: API_KEY }, companyToken);
  const manager = await companyApi.createManager({
    username: names.manager,
    email: `m${managerPhone.number}@e2e.sa`,
    phone: managerPhone,
  });
  const branch = await companyApi.createBranch({
    branchName: names.branch,
    managerId: manager._id,
    address: 'جدة، طريق الملك عبدالعزيز',
  });

  let order: SubmittedOrder | undefined;
  await test.step('the company rotates its key; the bot retries its order with one idempotency key', async () => {
    const firstKey = await companyApi.rotateIntegrationKey();
    const key = await companyApi.rotateIntegrationKey();
    expect(key).not.toBe(firstKey);
    const request = orderFor(client, branch._id);

    const revoked = await new ChatBot(baseURL, firstKey).submitOrder(randomUUID(), request);
    expect(revoked.status, 'the rotated-out key is revoked at once').toBe(401);
    expect(revoked.body.message).toMatch(/[\u0600-\u06ff]/);

    const bot = new ChatBot(baseURL, key);
    const conversation = `conversation-${randomUUID()}`;
    const first = await bot.submitOrder(conversation, request);
    expect(first.status).toBe(201);
    const retry = await bot.submitOrder(conversation, request);
    expect(retry.status).toBe(200);
    expect(retry.body.order._id).toBe(first.body.order._id);
    expect(retry.body.order.orderRef).toBe(first.body.order.orderRef);
    order = first.body.order;
    expect(order.status).toBe('pending');
    expect(order.branchName).toBe(names.branch);
  });
  if (!order) throw new Error('the bot submitted no order');
  const { orderRef: ref, createdAt } = order;

  await test.step('the company finds one pending offer, with its branch', async () => {
    await openSignedIn(page, platform, companyToken, '/offers');
    const table = offersTable(page);
    const row = rowWith(table, client.name);
    await expect(row).toHaveCount(1);
    // The retry added nothing: the company's only order.
    await expect(bodyRows(table)).toHaveCount(1);
    await expect(await cellUnder(table, row, 'رقم الطلب')).toHaveText(ref);
    await expect(await cellUnder(table, row, 'العميل')).toContainText(shownPhone(client.phone));
    await expect(await cellUnder(table, row, 'الفرع')).toHaveText(names.branch);
    await expectStatus(await cellUnder(table, row, 'الحالة'), 'pending');
    // Cancelling is in the row's menu, not a button beside claiming and opening.
    await expect(row.getByRole('button', { name: `إلغاء الطلب ${ref}` })).toHaveCount(0);
    await moreActions(row, ref).click();
    await expect(page.getByRole('menuitem', { name: `إلغاء الطلب ${ref}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  });

  await test.step('the branch manager finds it too, without a branch column', async () => {
    const managerToken = await platform.signIn(managerPhone);
    await openSignedIn(page, platform, managerToken, '/offers');
    const table = offersTable(page);
    await expect(rowWith(table, client.name)).toHaveCount(1);
    expect(await columnHeaders(table)).toEqual([
      'العميل',
      'رقم الطلب',
      'الانتظار',
      'عرض السعر',
      'الخيارات',
      'الحالة',
    ]);
  });

  await test.step('the manager’s empty and zero prices are refused and nothing is sent', async () => {
    const modal = await openPriceOffer(page, ref);
    await expectStatus(modal, 'pending');
    await expect(modal).toContainText(client.name);
    await expect(modal).toContainText('كامري');
    await expect(offerTotal(modal)).toContainText('0.00');

    await submitOfferButton(modal).click();
    await expect(fieldErrors(modal)).toHaveText(['السعر مطلوب', 'السعر مطلوب']);
    await priceBox(modal, OIL_FILTER).fill('0');
    await expect(fieldErrors(modal)).toHaveText(['يجب أن يكون السعر أكبر من صفر', 'السعر مطلوب']);
    await submitOfferButton(modal).click();
    await expect(fieldErrors(modal)).toHaveCount(2);
    await expect(priceBox(modal, OIL_FILTER)).toHaveAttribute('aria-invalid', 'true');
    await expectStatus(modal, 'pending');
  });

  await test.step('valid prices give the total in riyals and complete the order', async () => {
    const modal = page.getByRole('dialog', { name: 'عرض السعر' });
    await priceBox(modal, OIL_FILTER).fill('35.50');
    // 2 × 35.50, the other piece not priced yet, and 15 % VAT: what the customer would see.
    await expect(offerPreview(modal)).toContainText('71.00');
    await expect(offerTotal(modal)).toContainText('81.65');
    await priceBox(modal, BRAKE_PADS).fill('240');
    await expect(fieldErrors(modal)).toHaveCount(0);
    await expect(offerPreview(modal)).toContainText('311.00');
    await expect(offerTotal(modal)).toContainText('357.65');
    await expect(offerTotal(modal)).toContainText('ر.س');
    await submitOfferButton(modal).click();
    // The modal stays open (the quote takes the form's place), which hides the toast region
    // from the page's roles: the toast is found by its words.
    await expect(page.getByText('أُصدرت النسخة 1 من عرض السعر').first()).toBeVisible();
    // The offer is now a quote, ready to send: 311.00 + 15 % VAT, computed by the server.
    await expect(modal.getByText('جاهز للإرسال', { exact: true })).toBeVisible();
    await expect(quoteTotal(modal)).toContainText('357.65');
    await expect(modal.getByRole('button', { name: 'نسخ الرسالة' })).toBeVisible();
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(modal).toBeHidden();

    const table = offersTable(page);
    const row = rowWith(table, client.name);
    // Priced is the specification's "completed", but not a sale yet: not green, and its stage
    // says the quote has not reached the customer.
    const status = await cellUnder(table, row, 'الحالة');
    await expectStatus(status, 'priced');
    await expect(status.getByText('مُسعّر، لم يُرسل بعد', { exact: true })).toBeVisible();
    // Only pending orders can be cancelled: its menu, which holds only that, is gone.
    await expect(row.getByRole('button', { name: `إلغاء الطلب ${ref}` })).toHaveCount(0);
    await expect(moreActions(row, ref)).toHaveCount(0);
  });

  await test.step('the completed offer reads its prices and takes no more', async () => {
    const modal = await openPriceOffer(page, ref);
    await expectStatus(modal, 'priced');
    // Its prices are read, not edited, until someone chooses to issue a new version.
    await expect(priceBox(modal, OIL_FILTER)).toHaveCount(0);
    await expect(submitOfferButton(modal)).toHaveCount(0);
    await expect(modal).toContainText('35.50');
    await expect(modal).toContainText('240.00');
    await expect(modal).toContainText('311.00');
    await expect(quoteTotal(modal)).toContainText('357.65');
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('the company’s orders show it completed, and the export carries it', async () => {
    await openSignedIn(page, platform, companyToken, '/orders');
    const table = ordersTable(page);
    const row = rowWith(table, client.name);
    await expect(row).toHaveCount(1);
    await expect(await cellUnder(table, row, 'الفرع')).toHaveText(names.branch);
    await expect(await cellUnder(table, row, 'المدير')).toHaveText(names.manager);
    await expectStatus(await cellUnder(table, row, 'الحالة'), 'priced');

    const { name, file } = await downloadExport(page);
    expect(name).toBe('orders.csv');
    const csv = readCsv(file);
    expect(csv.hasBom, 'a byte order mark, so spreadsheets read the Arabic').toBe(true);
    expect(csv.headers).toEqual(EXPORT_HEADINGS);
    expect(csv.rows).toHaveLength(1);
    const exported = csv.rows[0];
    expect(exported).toMatchObject({
      'رقم الطلب': ref,
      'تاريخ الطلب': riyadhMinute(createdAt),
      الحالة: 'مكتمل',
      'اسم العميل': client.name,
      'جوال العميل': `${client.phone.number} (${client.phone.dialCode})`,
      الشركة: company.username,
      الفرع: names.branch,
      المدير: names.manager,
      'الإجمالي (ر.س)': '311.00',
      'حالة عرض السعر': 'جاهز للإرسال',
      'نسخة العرض': '1',
      'إجمالي العرض شامل الضريبة (ر.س)': '357.65',
      'الإجمالي المقبول (ر.س)': '',
      // Not yet accepted: nothing paid and nothing to hand over.
      'حالة الدفع': '',
      'المدفوع (ر.س)': '',
      'حالة التسليم': '',
    });
    expect(exported?.['القطع']).toContain(`${OIL_FILTER} × 2`);
    expect(exported?.['القطع']).toContain(`${BRAKE_PADS} × 1`);
    expect(exported?.['المركبة']).toContain('تويوتا كامري 2019');
  });
});

test('a pending order is cancelled with the typed phrase and shows canceled on both screens', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const company = newCompany();
  const client = { name: `عميل الإلغاء ${company.phone.number.slice(-6)}`, phone: newPhone() };
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const ref = await submitOwnOrder(baseURL, companyToken, client);

  await test.step('the company cancels it from its row', async () => {
    await openSignedIn(page, platform, companyToken, '/offers');
    const table = offersTable(page);
    const row = rowWith(table, client.name);
    await expectStatus(await cellUnder(table, row, 'الحالة'), 'pending');
    await cancelByPhrase(page, ref);
    await expectStatus(await cellUnder(table, row, 'الحالة'), 'canceled');
    await expect(row.getByRole('button', { name: `إلغاء الطلب ${ref}` })).toHaveCount(0);
    await expect(moreActions(row, ref)).toHaveCount(0);
  });

  await test.step('its offer can no longer be priced', async () => {
    const modal = await openPriceOffer(page, ref);
    // The order and each of its pieces.
    await expectStatus(modal, 'canceled', 3);
    await expect(modal.getByRole('textbox')).toHaveCount(0);
    await expect(submitOfferButton(modal)).toHaveCount(0);
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(modal).toBeHidden();
  });

  await test.step('the orders list shows it canceled, under its status filter too', async () => {
    await page.goto('/orders');
    const table = ordersTable(page);
    const row = rowWith(table, client.name);
    await expectStatus(await cellUnder(table, row, 'الحالة'), 'canceled');

    const filter = page.getByRole('combobox', { name: 'تصفية حسب الحالة' });
    await filter.click();
    await page.getByRole('option', { name: 'مكتمل', exact: true }).click();
    await expect(page.getByText('لا توجد طلبات تطابق عوامل التصفية')).toBeVisible();
    await expect(exportButton(page)).toBeDisabled();

    await filter.click();
    await page.getByRole('option', { name: 'ملغي', exact: true }).click();
    await expect(row).toHaveCount(1);
    const csv = readCsv((await downloadExport(page)).file);
    expect(csv.rows).toEqual([
      expect.objectContaining({ 'رقم الطلب': ref, الحالة: 'ملغي', 'الإجمالي (ر.س)': '0.00' }),
    ]);
  });

  await test.step('the orders list searches as one types, keeps the term in the address, and clearing brings the list back', async () => {
    // The page's clock is Playwright's, so that it can stand still while the name is typed.
    await page.clock.install();
    await page.goto('/orders');
    const table = ordersTable(page);
    await expect(rowWith(table, client.name)).toHaveCount(1);
    // In sight at once: no filter button to open first.
    const box = page.getByRole('searchbox', { name: SEARCH_LABEL });
    await expect(box).toBeVisible();
    const asked = watchSearches(page);
    // With the page's time standing still, no pause between two letters reaches the box's
    // 300 ms however slow the machine is: nothing is asked while typing, and the whole name
    // once 300 ms pass.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 1_000);
    await box.pressSequentially(client.name, { delay: 40 });
    await page.clock.runFor(299);
    expect(asked.terms).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(client.name);
    await expect.poll(() => asked.terms).toEqual([client.name]);
    asked.stop();
    await page.clock.resume();
    await expect(rowWith(table, client.name)).toHaveCount(1);

    await box.fill('لا يوجد طلب بهذا الاسم');
    await expect(page.getByText('لا توجد نتائج')).toBeVisible();
    await page.getByRole('search').getByRole('button', { name: 'مسح البحث' }).click();
    await expect(box).toHaveValue('');
    await expect.poll(() => new URL(page.url()).searchParams.has('search')).toBe(false);
    await expect(rowWith(table, client.name)).toHaveCount(1);
  });
});

test('on a phone each order is a card with its status and its buttons in sight, and cancels from there', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const company = newCompany();
  const client = { name: `عميل الجوال ${company.phone.number.slice(-6)}`, phone: newPhone() };
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const ref = await submitOwnOrder(baseURL, companyToken, client);
  await page.setViewportSize({ width: 390, height: 844 });

  await test.step('the offer is a card: status, reference and both buttons on the screen', async () => {
    await openSignedIn(page, platform, companyToken, '/offers');
    const card = cardWith(listCards(page, OFFERS_TITLE), client.name);
    await expect(offersTable(page)).toHaveCount(0);
    await expectStatus(card, 'pending');
    await expect(valueUnder(card, 'رقم الطلب')).toHaveText(ref);
    for (const name of [`عرض سعر الطلب ${ref}`, `إجراءات أخرى للطلب ${ref}`]) {
      await expect(card.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    // Nothing is left beyond the screen's sides to scroll to.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  await test.step('the search box is in sight, and the filters are one button with their count that opens a sheet', async () => {
    await expect(page.getByRole('searchbox', { name: SEARCH_LABEL })).toBeInViewport();
    // One way to the filters: the header's filter button gave way to the search box.
    await expect(page.getByRole('button', { name: 'تصفية', exact: true })).toHaveCount(0);
    const filters = page.getByRole('button', { name: /^تصفية الطلبات/ });
    await expect(filters).toHaveCount(1);
    await expect(filters).toBeInViewport();
    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'تصفية الطلبات' });
    await expect(sheet.getByRole('button', { name: /^من تاريخ/ })).toBeVisible();
    // The order came today: up to yesterday, nothing.
    const yesterday = new Date(Date.parse(riyadhToday()) - 86_400_000).toISOString().slice(0, 10);
    await pickDay(page, 'إلى تاريخ', yesterday);
    await sheet.getByRole('button', { name: 'عرض النتائج' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`to=${yesterday}`));
    await expect(page.getByText('لا توجد طلبات تطابق عوامل التصفية')).toBeVisible();
    await expect(page.getByRole('button', { name: 'تصفية الطلبات، المفعّل منها: 1' })).toBeVisible();

    await page.getByRole('button', { name: /^تصفية الطلبات/ }).click();
    await sheet.getByRole('button', { name: 'مسح عوامل التصفية' }).click();
    await sheet.getByRole('button', { name: 'عرض النتائج' }).click();
    await expect(page).not.toHaveURL(/to=/);
    await expectStatus(cardWith(listCards(page, OFFERS_TITLE), client.name), 'pending');
  });

  await test.step('cancelled from its card, it shows canceled without a cancel button', async () => {
    await cancelByPhrase(page, ref);
    const card = cardWith(listCards(page, OFFERS_TITLE), client.name);
    await expectStatus(card, 'canceled');
    await expect(card.getByRole('button', { name: `إلغاء الطلب ${ref}` })).toHaveCount(0);
    await expect(moreActions(card, ref)).toHaveCount(0);
  });

  await test.step('the orders list is cards too, and a table again on a wide screen', async () => {
    await page.goto('/orders');
    const card = cardWith(listCards(page, ORDERS_TITLE), client.name);
    await expectStatus(card, 'canceled');
    // Every column is a labelled line: this order came without a branch.
    await expect(valueUnder(card, 'الفرع')).toHaveText('لا توجد بيانات');

    await page.setViewportSize({ width: 1280, height: 800 });
    const table = ordersTable(page);
    await expectStatus(await cellUnder(table, rowWith(table, client.name), 'الحالة'), 'canceled');
  });
});
