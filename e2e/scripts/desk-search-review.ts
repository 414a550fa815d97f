/**
 * Review pictures of the desk's search and filters (issue "Trust and order" §4): /offers with its
 * search box in sight and a term typed (1440 and 390 px), the phone's one filter button and its
 * opened sheet, the calendar of a date filter open (desktop, and in the phone's sheet), the row's
 * menu that holds cancelling (desktop and the phone's card), /orders searched, and /offers in
 * English with its calendar open. Written to e2e/screenshots/desk-search-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/desk-search-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Phone } from '../support/phones.js';
import { CONTEXT_OPTIONS, listReady, OUT_DIR, settled, shoot, signIn, startDemo } from './shots.js';

/** apps/server/src/seed/demo-companies.ts: the first company. */
const COMPANY: Phone = { dialCode: '+966', number: '0500000002' };
const OFFERS = 'عروض الأسعار';

async function picture(page: Page, name: string, width: number, height = width > 400 ? 900 : 844) {
  await page.setViewportSize({ width, height });
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, `desk-search-${name}-${width}.png`) });
}

/** The first client's name in the list (its cell also holds the avatar's initials and a phone). */
async function firstClient(page: Page): Promise<string> {
  const cell = page
    .getByRole('table', { name: OFFERS })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first();
  const lines = (await cell.innerText()).split('\n').map((line) => line.trim());
  const name = lines.find((line) => line.includes(' ') && !/\d/.test(line));
  if (!name) throw new Error(`no client name among ${lines.join(' | ')}`);
  return name;
}

const { server, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, inbox, COMPANY);
  await page.goto('/offers?claim=all');
  await listReady(page, OFFERS);

  // The search box in sight, a name typed without its space: searched once typing pauses, and
  // found however the name is spaced.
  const name = await firstClient(page);
  const box = page.getByRole('searchbox', { name: 'بحث برقم الطلب أو اسم العميل أو جواله' });
  await box.pressSequentially(name.replace(/\s+/g, ''), { delay: 40 });
  await page.waitForURL(/search=/);
  await listReady(page, OFFERS);
  await shoot(page, 'desk-search-typed');

  // The row's menu, where cancelling is, away from opening and claiming.
  await page.goto('/offers?claim=all&status=pending');
  await listReady(page, OFFERS);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('button', { name: /^إجراءات أخرى للطلب / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /^إلغاء الطلب / }).waitFor();
  await picture(page, 'row-menu', 1440);
  await page.keyboard.press('Escape');

  // A date filter's calendar, in Arabic, on the desktop.
  await page.getByRole('button', { name: /^من تاريخ/ }).click();
  await page.getByRole('dialog', { name: 'من تاريخ' }).waitFor();
  await picture(page, 'date-picker', 1440);
  await page.keyboard.press('Escape');

  // A phone: the search box and one filter button; the sheet; its calendar; a card's menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await listReady(page, OFFERS);
  await picture(page, 'phone-top', 390);
  await page.getByRole('button', { name: /^تصفية الطلبات/ }).click();
  const sheet = page.getByRole('dialog', { name: 'تصفية الطلبات' });
  await sheet.waitFor();
  await picture(page, 'filters-sheet', 390);
  await sheet.getByRole('button', { name: /^من تاريخ/ }).click();
  await page.getByRole('dialog', { name: 'من تاريخ' }).waitFor();
  await picture(page, 'date-picker', 390);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'من تاريخ' }).waitFor({ state: 'hidden' });
  await picture(page, 'filters-sheet-day-chosen', 390);
  await sheet.getByRole('button', { name: 'عرض النتائج' }).click();
  await listReady(page, OFFERS);
  await picture(page, 'phone-filtered', 390);
  await page.goto('/offers?claim=all&status=pending');
  await listReady(page, OFFERS);
  await page
    .getByRole('button', { name: /^إجراءات أخرى للطلب / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /^إلغاء الطلب / }).waitFor();
  await picture(page, 'row-menu', 390);
  await page.keyboard.press('Escape');

  // /orders searched the same way.
  await page.goto('/orders');
  await listReady(page, 'الطلبات');
  await page.getByRole('searchbox').pressSequentially(name, { delay: 40 });
  await page.waitForURL(/search=/);
  await listReady(page, 'الطلبات');
  await shoot(page, 'desk-search-orders');

  // In English, left to right.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/offers?claim=all');
  await listReady(page, OFFERS);
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await listReady(page, 'Price offers');
  await page.getByRole('searchbox').pressSequentially('2', { delay: 40 });
  await page.waitForURL(/search=/);
  await listReady(page, 'Price offers');
  await page.getByRole('button', { name: /^From/ }).click();
  await page.getByRole('dialog', { name: 'From' }).waitFor();
  await picture(page, 'en-date-picker', 1440);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await context.close();
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}
