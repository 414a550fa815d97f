import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { DELETE_PHRASE, expectToast, listTable } from './list-screens.js';

/**
 * What a person does on /offers and /orders, by the names they read: the two tables, the price
 * offer modal with its price boxes and total, the status badges and their colours, the
 * cancellation phrase and the export button.
 */

export const OFFERS_TITLE = 'عروض الأسعار';
export const ORDERS_TITLE = 'الطلبات';

/** The statuses as the screens and the exported file word them (pending reads as "working"). */
export const STATUS_WORDS = {
  pending: 'قيد المراجعة',
  completed: 'مكتمل',
  /** Completed in the specification's sense (priced) but not sold: the same word, not green. */
  priced: 'مكتمل',
  canceled: 'ملغي',
} as const;

export type StatusName = keyof typeof STATUS_WORDS;

/** The specification's status colours (section 4): canceled red, completed green, else violet. */
const STATUS_HUES: Record<StatusName, Hue> = {
  pending: 'violet',
  completed: 'green',
  priced: 'grey',
  canceled: 'red',
};

type Hue = 'green' | 'red' | 'violet' | 'grey' | 'other';

export function offersTable(page: Page): Locator {
  return listTable(page, OFFERS_TITLE);
}

export function ordersTable(page: Page): Locator {
  return listTable(page, ORDERS_TITLE);
}

/** The table's body rows (the header row left out). */
export function bodyRows(table: Locator): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell') });
}

export async function columnHeaders(table: Locator): Promise<string[]> {
  return (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
}

/** Opens the order's price offer from its row ('عرض'). */
export async function openPriceOffer(page: Page, orderRef: string): Promise<Locator> {
  await page.getByRole('button', { name: `عرض سعر الطلب ${orderRef}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'عرض السعر' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(orderRef);
  return modal;
}

/** The unit-price box of a piece, named after the piece. */
export function priceBox(modal: Locator, pieceName: string): Locator {
  return modal.getByRole('textbox', { name: `سعر الوحدة لـ ${pieceName} بالريال`, exact: true });
}

/**
 * While an offer is written: what the customer will see of it under the company's terms, the
 * subtotal, delivery, VAT and total computed as prices are typed.
 */
export function offerPreview(modal: Locator): Locator {
  return modal.getByTestId('offer-preview');
}

/** The preview's total, with VAT and delivery. */
export function offerTotal(modal: Locator): Locator {
  return offerPreview(modal).getByTestId('quote-total');
}

/** The quote's money summary as the server computed it (its total, with VAT). */
export function quoteTotal(modal: Locator): Locator {
  return modal.getByTestId('quote-total').first();
}

export function submitOfferButton(modal: Locator): Locator {
  return modal.getByRole('button', { name: 'إصدار عرض السعر', exact: true });
}

/**
 * The status word under `scope` (a cell, the modal) is `status`'s, in its colour: what a person
 * tells the states apart by. `count` badges are expected (a canceled order's modal marks each of
 * its pieces too).
 */
export async function expectStatus(scope: Locator, status: StatusName, count = 1): Promise<void> {
  const badges = scope.getByText(STATUS_WORDS[status], { exact: true });
  await expect(badges).toHaveCount(count);
  for (const badge of await badges.all()) {
    await expect(badge).toBeVisible();
    await expect
      .poll(() => hueOf(badge), { message: `the colour of '${STATUS_WORDS[status]}'` })
      .toBe(STATUS_HUES[status]);
  }
}

async function hueOf(badge: Locator): Promise<Hue> {
  const color = await badge.evaluate((element) => getComputedStyle(element).color);
  const channels = /^rgba?\((\d+), (\d+), (\d+)/.exec(color);
  if (!channels) throw new Error(`unexpected colour notation ${color}`);
  const [red, green, blue] = channels.slice(1).map(Number) as [number, number, number];
  if (Math.max(red, green, blue) - Math.min(red, green, blue) < 40) return 'grey';
  if (green > red && green > blue) return 'green';
  if (red > green && red > blue) return 'red';
  if (blue > green && red > green) return 'violet';
  return 'other';
}

/**
 * Cancels the pending order `orderRef` from its row through the typed-phrase confirmation; the
 * confirm button stays disabled until the exact phrase is typed.
 */
/**
 * The row's (or card's) menu of further actions, where cancelling lives: away from opening and
 * claiming, so it is not hit by mistake.
 */
export function moreActions(scope: Page | Locator, orderRef: string): Locator {
  return scope.getByRole('button', { name: `إجراءات أخرى للطلب ${orderRef}`, exact: true });
}

export async function cancelByPhrase(page: Page, orderRef: string): Promise<void> {
  await moreActions(page, orderRef).click();
  await page.getByRole('menuitem', { name: `إلغاء الطلب ${orderRef}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء الطلب' });
  await expect(dialog).toContainText(`«${orderRef}»`);
  const confirm = dialog.getByRole('button', { name: 'إلغاء الطلب', exact: true });
  const phrase = dialog.getByRole('textbox', { name: 'عبارة التأكيد' });
  await expect(confirm).toBeDisabled();
  // The phrase without its last word does not confirm.
  await phrase.fill(DELETE_PHRASE.split(' ').slice(0, -1).join(' '));
  await expect(confirm).toBeDisabled();
  await phrase.fill(DELETE_PHRASE);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expectToast(page, 'تم إلغاء الطلب بنجاح');
  await expect(dialog).toBeHidden();
}

export function exportButton(page: Page): Locator {
  return page.getByRole('button', { name: 'تصدير الطلبات إلى ملف CSV', exact: true });
}

/** Clicks the export button and answers the file the browser saved, with its name. */
export async function downloadExport(page: Page): Promise<{ name: string; file: Buffer }> {
  const download = page.waitForEvent('download');
  await exportButton(page).click();
  const saved = await download;
  const failure = await saved.failure();
  if (failure) throw new Error(`the download failed: ${failure}`);
  const path = await saved.path();
  return { name: saved.suggestedFilename(), file: await readFile(path) };
}

/** An instant as the export writes it: Riyadh wall-clock time, `2026-03-09 17:05`. */
export function riyadhMinute(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Riyadh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
