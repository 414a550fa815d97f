/**
 * Review pictures of the price offers and orders, as a seeded company: the offers list with an
 * order its chat bot has just submitted, that order's price offer refused with an empty and a
 * zero price, the same offer being priced three ways (a price, alternatives, unavailable), the
 * quote it issues (ready to send, with its message and WhatsApp link), and the orders list.
 * Called by screenshots.ts on its seeded server.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone, type Phone } from '../support/phones.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import {
  CONTEXT_OPTIONS,
  listReady,
  OUT_DIR,
  settled,
  shoot,
  signIn,
  waitForToastsToClose,
  WIDTHS,
} from './shots.js';

/**
 * The second seeded company (apps/server/src/seed/demo-companies.ts): the other pictures already
 * take two of the three codes the first may receive in 10 minutes.
 */
const COMPANY: Phone = { dialCode: '+966', number: '0500000003' };

const PIECES = [
  { nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 2 },
  { nameAr: 'فحمات فرامل أمامية', nameEn: 'Front brake pads', quantity: 1 },
  { nameAr: 'مساعدات خلفية', nameEn: 'Rear shock absorbers', quantity: 2 },
] as const;

export async function orderScreens(
  browser: Browser,
  server: { url: string; apiKey: string },
  inbox: SmsInbox,
): Promise<void> {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, COMPANY);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('the company was signed in without an access token');
  const ref = await submitOrder(server, token);

  await page.goto('/offers');
  await listReady(page, 'عروض الأسعار');
  await page.getByRole('button', { name: `عرض سعر الطلب ${ref}`, exact: true }).waitFor();
  await shoot(page, 'list-offers-company');

  await atDesktopWidth(page);
  const modal = await openOffer(page, ref);
  const piece = (index: number) => {
    const found = PIECES[index];
    if (!found) throw new Error(`no piece ${index}`);
    return found.nameAr;
  };
  const price = (index: number) =>
    modal.getByRole('textbox', { name: `سعر الوحدة لـ ${piece(index)} بالريال` });
  await price(0).fill('35.50');
  await price(1).fill('0');
  await modal.getByRole('button', { name: 'إصدار عرض السعر' }).click();
  await modal.getByRole('alert').first().waitFor();
  await shoot(page, 'modal-price-offer-errors');
  await shootModalEnd(page, modal, 'modal-price-offer-errors');

  await atDesktopWidth(page);
  const mode = (index: number, name: string) =>
    modal.getByRole('group', { name: `طريقة تسعير ${piece(index)}` }).getByText(name, {
      exact: true,
    });
  await mode(1, 'بدائل').click();
  await modal
    .getByRole('textbox', { name: `سعر الوحدة للبديل 1 لـ ${piece(1)} بالريال` })
    .fill('240');
  await modal
    .getByRole('textbox', { name: `العلامة التجارية للبديل 1 لـ ${piece(1)}` })
    .fill('Nissan Genuine');
  await modal
    .getByRole('textbox', { name: `سعر الوحدة للبديل 2 لـ ${piece(1)} بالريال` })
    .fill('120');
  await modal.getByRole('textbox', { name: `مدة توصيل البديل 2 لـ ${piece(1)} بالأيام` }).fill('2');
  await mode(2, 'غير متوفرة').click();
  await modal.getByRole('textbox', { name: 'ملاحظة للعميل' }).fill('نفدت الكمية، تصل خلال أسبوع');
  await shoot(page, 'modal-price-offer-three-ways');
  await shootModalEnd(page, modal, 'modal-price-offer-three-ways');

  await atDesktopWidth(page);
  await modal.getByRole('button', { name: 'إصدار عرض السعر' }).click();
  await modal.getByRole('button', { name: 'نسخ الرسالة' }).waitFor();
  // While a modal is open the toasts are hidden from the page's roles, so they are waited out here.
  await waitForToastsToClose(page);
  await shoot(page, 'modal-quote-issued');
  await shootModalEnd(page, modal, 'modal-quote-issued');
  await modal.getByRole('button', { name: 'رجوع' }).click();
  await modal.waitFor({ state: 'hidden' });

  await page.goto('/orders');
  await listReady(page, 'الطلبات');
  await shoot(page, 'list-orders-company');
  await context.close();
}

/** What the company's chat bot sends for a customer of one of its branches; answers its reference. */
async function submitOrder(server: { url: string; apiKey: string }, token: string) {
  const api = new CompanyApi(server, token);
  const [branch] = await api.branches();
  const bot = new ChatBot(server.url, await api.rotateIntegrationKey());
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: 'عبدالله الغامدي', phone: newPhone() },
    vehicle: { mark: 'نيسان', model: 'باترول', year: 2021, chassis: newChassis() },
    pieces: [...PIECES],
    ...(branch ? { branchId: branch._id } : {}),
  });
  if (submitted.status !== 201) {
    throw new Error(`the order was refused (${submitted.status}): ${submitted.body.message}`);
  }
  return submitted.body.order.orderRef;
}

async function openOffer(page: Page, ref: string) {
  await page.getByRole('button', { name: `عرض سعر الطلب ${ref}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'عرض السعر' });
  await modal.waitFor();
  await settled(page);
  return modal;
}

/**
 * On a phone the offer scrolls inside the modal, past the first picture: the end of it (the last
 * prices and the total) as a second one.
 */
async function shootModalEnd(page: Page, modal: Locator, name: string): Promise<void> {
  const phone = WIDTHS[WIDTHS.length - 1];
  if (!phone) return;
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await modal
    .getByText(/^(الإجمالي|مجموع القطع)$/)
    .last()
    .scrollIntoViewIfNeeded();
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, `${name}-end-${phone.width}.png`) });
}

/** Pictures leave the page at the last width; the next steps work at the first. */
async function atDesktopWidth(page: Page): Promise<void> {
  const [desktop] = WIDTHS;
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
}
