/**
 * Review pictures of "beyond yes or no", on their own demo server: the customer's change request
 * on his quote page (the form empty, refused empty, filled, and the page after sending it) at 390
 * and 1440 px in Arabic and English; then the order as the staff see it — the request on the
 * offer, the form of the next version with what he asked under each part, the history and the
 * bell — right to left at 1440 and 390 px, and in English. Written to
 * e2e/screenshots/quote-change-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/quote-change-review.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs, type CompanyStaff } from '../support/staff-scene.js';
import { CONTEXT_OPTIONS, OUT_DIR, settled, shoot, startDemo, WIDTHS } from './shots.js';

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const phone = newPhone();
  await platform.signUpCompany({
    username: 'مؤسسة النخبة لقطع الغيار',
    email: `c${phone.number}@demo.sa`,
    phone,
  });
  const companyToken = await platform.signIn(phone);
  const staff = await addCompanyStaff(api, platform, companyToken, phone.number.slice(-4));
  await callAs(api, companyToken, 'PUT', '/api/v1/quote-terms', {
    vatRateBasisPoints: 1500,
    vatNumber: '310122393500003',
    pricesIncludeVat: false,
    validityHours: 48,
    deliveryFee: 25,
    terms: null,
    messageTemplate: null,
  });
  const bot = new ChatBot(api.url, await new CompanyApi(api, companyToken).rotateIntegrationKey());
  const scene = { api, staff, bot };

  // The customer's side, each language and width on a quote of its own.
  let asked: Quoted | null = null;
  for (const lang of ['ar', 'en'] as const) {
    for (const width of [390, 1440]) {
      const quoted = await quotedOrder(scene, lang === 'ar' ? 'محمد العتيبي' : 'Faisal Alharbi');
      const page = await customerPage(browser, quoted.link, width, lang);
      await customerSide(page, `${lang}-${width}`, lang);
      if (lang === 'ar' && width === 390) asked = quoted;
      await page.close();
    }
  }
  if (!asked) throw new Error('no change request was sent');
  await staffSide(browser, platform, staff, asked);
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

interface Scene {
  api: { url: string; apiKey: string };
  staff: CompanyStaff;
  bot: ChatBot;
}

interface Quoted {
  orderId: string;
  orderRef: string;
  link: string;
}

/**
 * An order of three parts the employee prices: an oil filter at one price, brake pads as two
 * alternatives (genuine, commercial), a mirror unavailable.
 */
async function quotedOrder(scene: Scene, customer: string): Promise<Quoted> {
  const submitted = await scene.bot.submitOrder(randomUUID(), {
    client: { name: customer, phone: newPhone() },
    vehicle: { mark: 'تويوتا', model: 'كامري', year: 2019, chassis: newChassis() },
    pieces: [
      { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 2 },
      { nameAr: 'فحمات فرامل أمامية', nameEn: 'Front brake pads', quantity: 1 },
      { nameAr: 'مرآة جانبية يمين', nameEn: 'Right side mirror', quantity: 1 },
    ],
    branchId: scene.staff.branch.id,
    sectionId: scene.staff.section.id,
  });
  if (submitted.status !== 201) throw new Error(`the order answered ${submitted.status}`);
  const order = submitted.body.order;
  const [filter, pads, mirror] = order.pieces;
  const issued = await callAs(
    scene.api,
    scene.staff.employee.token,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    {
      lines: [
        { pieceId: filter!._id, options: [{ price: 35.5 }] },
        {
          pieceId: pads!._id,
          options: [
            { kind: 'original', price: 420, brand: 'Toyota Genuine', deliveryDays: 2 },
            { kind: 'commercial', price: 199.99, brand: 'Akebono', deliveryDays: 1 },
          ],
        },
        { pieceId: mirror!._id, unavailable: true, note: 'نفدت الكمية' },
      ],
    },
  );
  return {
    orderId: order._id,
    orderRef: order.orderRef,
    link: String(issued.link).replace(/^https?:\/\/[^/]+/, server.url),
  };
}

async function customerPage(
  browser: Browser,
  link: string,
  width: number,
  lang: 'ar' | 'en',
): Promise<Page> {
  const page = await browser.newPage({ ...CONTEXT_OPTIONS, viewport: { width, height: 900 } });
  await page.goto(lang === 'en' ? `${link}?lang=en` : link);
  await page.getByRole('heading', { name: lang === 'en' ? 'Price quote' : 'عرض سعر' }).waitFor();
  return page;
}

/** The page's words the script acts on (a function: the script runs before later consts exist). */
function wordsOf(lang: 'ar' | 'en') {
  return {
    ar: {
      open: 'طلب تعديل',
      send: 'إرسال طلب التعديل',
      pads: 'فحمات فرامل أمامية',
      filter: 'فلتر زيت (الكمية 2)',
      brand: 'ماركة أخرى',
      notNeeded: 'لا أحتاجها',
      note: 'ملاحظة للمتجر (اختياري)',
      noteText: 'أبغى الفحمات من ماركة يابانية غير أكيبونو، والفلتر عندي.',
      sent: /وصل طلب التعديل/,
    },
    en: {
      open: 'Request changes',
      send: 'Send the request',
      pads: 'Front brake pads',
      filter: 'Oil filter (quantity 2)',
      brand: 'Another brand',
      notNeeded: "Don't need it",
      note: 'Note for the shop (optional)',
      noteText: 'I would like Japanese brake pads other than Akebono; I have the filter already.',
      sent: /has your request/,
    },
  }[lang];
}

/** The form empty, refused empty, filled, and the page once sent (whole page each time). */
async function customerSide(page: Page, suffix: string, lang: 'ar' | 'en'): Promise<void> {
  const words = wordsOf(lang);
  await page.getByRole('button', { name: words.open }).click();
  const form = page.getByRole('form');
  await form.waitFor();
  await form.scrollIntoViewIfNeeded();
  await picture(page, `quote-change-form-${suffix}`);
  await form.getByRole('button', { name: words.send }).click();
  await form.getByRole('alert').waitFor();
  await picture(page, `quote-change-empty-${suffix}`);
  await form
    .getByRole('group', { name: words.pads })
    .getByText(words.brand, { exact: true })
    .click();
  await form
    .getByRole('group', { name: words.filter })
    .getByText(words.notNeeded, { exact: true })
    .click();
  await form.getByRole('textbox', { name: words.note }).fill(words.noteText);
  await picture(page, `quote-change-filled-${suffix}`);
  await form.getByRole('button', { name: words.send }).click();
  await page.getByText(words.sent).waitFor();
  await picture(page, `quote-change-sent-${suffix}`);
}

/** The order as the employee sees it: the offer, the next version's form, history and bell. */
async function staffSide(
  browser: Browser,
  platform: PlatformApi,
  staff: CompanyStaff,
  asked: Quoted,
): Promise<void> {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, platform, staff.employee.token, `/offers/${asked.orderId}`);
  const modal = page.getByRole('dialog', { name: 'عرض السعر' });
  const request = modal.getByTestId('change-request');
  await request.waitFor();
  await page.waitForLoadState('networkidle');
  await shootIn(page, request, 'quote-change-order');

  await atDesktop(page);
  await modal.getByRole('button', { name: 'تعديل العرض (نسخة جديدة)' }).click();
  await modal.getByText('طلب العميل: ماركة أخرى').waitFor();
  await shootIn(page, modal.getByText('طلب العميل: ماركة أخرى'), 'quote-change-next-version');

  await atDesktop(page);
  await modal.getByRole('button', { name: 'إبقاء العرض الحالي' }).click();
  await modal.getByRole('tab', { name: 'سجل الطلب' }).click();
  const event = modal
    .getByRole('list', { name: 'سجل الطلب' })
    .getByText('طلب العميل تعديل العرض', { exact: true });
  await event.waitFor();
  await shootIn(page, event, 'quote-change-history');

  await atDesktop(page);
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  await page.getByText('طُلب تعديل عرض السعر').first().waitFor();
  await shoot(page, 'quote-change-bell');
  await page.keyboard.press('Escape');

  // The same offer in English.
  await atDesktop(page);
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto(`/offers/${asked.orderId}`);
  const english = page.getByRole('dialog', { name: 'Price offer' });
  await english.getByTestId('change-request').waitFor();
  await page.waitForLoadState('networkidle');
  await shootIn(page, english.getByTestId('change-request'), 'quote-change-order-en');
  await context.close();
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`), fullPage: true });
}

/** The modal scrolled to `target`, at each width (the modal scrolls; the page does not). */
async function shootIn(page: Page, target: Locator, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    await target.scrollIntoViewIfNeeded();
    await settled(page);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`) });
  }
}

async function atDesktop(page: Page): Promise<void> {
  const [desktop] = WIDTHS;
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
}
