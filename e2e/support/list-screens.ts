import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { Phone } from './phones.js';
import type { PngFile } from './png.js';

/**
 * What a person does on the list screens (/company, /branches, /sections, /admin, /employees), by
 * the names they read: the table named by the page title, the filter box, the add and row
 * buttons, the form modals, the toasts and the delete confirmation.
 */

/** The phrase the delete confirmation asks for (specification, section 2, "Shared parts"). */
export const DELETE_PHRASE = 'أنا متأكد ولن أتراجع';

/** The list's table; its caption is the page title. */
export function listTable(page: Page, title: string): Locator {
  return page.getByRole('table', { name: title });
}

/** The body row showing `text` (a unique name). */
export function rowWith(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text });
}

/** The cell of `row` under the column headed `header`. */
export async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  // Headers are read once, so wait for the row: a screen still loading its chunk has no table yet.
  await expect(row).toBeVisible();
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column '${header}' among ${headers.join(' | ')}`);
  return row.getByRole('cell').nth(index);
}

/** Below 768 px (a phone) the list is one card per row: the list named by the page title. */
export function listCards(page: Page, title: string): Locator {
  return page.getByRole('list', { name: title });
}

/** The card showing `text` (a unique name). */
export function cardWith(list: Locator, text: string): Locator {
  return list.getByRole('article').filter({ hasText: text });
}

/** What a card shows on the line labelled `label` (a column's header). */
export function valueUnder(card: Locator, label: string): Locator {
  return card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The search term the address bar holds (the list keeps it there). */
export function searchInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('search');
}

/** The filter button, the term typed into the box, Enter. */
export async function searchList(page: Page, boxName: string, term: string): Promise<void> {
  await page.getByRole('button', { name: 'تصفية', exact: true }).click();
  const box = page.getByRole('searchbox', { name: boxName });
  await box.fill(term);
  await box.press('Enter');
  await expect(box).toBeHidden();
  await expect.poll(() => searchInUrl(page)).toBe(term);
  await expect(page.getByText(`بحث: ${term}`)).toBeVisible();
}

/**
 * The terms the page asks the orders list for (`search` of each GET /api/v1/orders/ request):
 * what a box that searches as one types really sent. `terms` grows as the page asks, until
 * `stop`.
 */
export function watchSearches(page: Page): { terms: readonly string[]; stop: () => void } {
  const terms: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/orders/') terms.push(url.searchParams.get('search') ?? '');
  };
  page.on('request', onRequest);
  return { terms, stop: () => page.off('request', onRequest) };
}

/** An add or edit modal, by its title. */
export function formModal(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

export async function saveForm(modal: Locator): Promise<void> {
  await modal.getByRole('button', { name: 'حفظ', exact: true }).click();
}

/** Picks `option` in the dropdown labelled `label` inside `scope`. */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeEnabled();
  await select.click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

export async function fillPhoneIn(scope: Locator, phone: Phone): Promise<void> {
  await scope.getByRole('textbox', { name: 'رقم الجوال', exact: true }).fill(phone.number);
}

/** Chooses a picture in the modal's picture field and waits for its preview. */
export async function choosePicture(scope: Locator, picture: PngFile): Promise<void> {
  await scope.locator('input[type="file"]').setInputFiles(picture);
  await expect(scope.getByText('تغيير الصورة')).toBeVisible();
}

/**
 * The one picture under `scope` (a logo, an avatar) has loaded with real pixels; a picture that
 * fails gives way to the initials, so it would not be there at all.
 */
export async function expectPictureLoaded(scope: Locator): Promise<void> {
  const image = scope.locator('img');
  await expect(image).toHaveCount(1);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/** A field's error, announced as an alert under it. */
export function fieldErrors(scope: Locator): Locator {
  return scope.getByRole('alert');
}

/**
 * Asserts a toast saying `text` shows, then closes it, so a later toast with the same words
 * cannot be mistaken for this one.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toasts = page
    .getByRole('region', { name: /التنبيهات/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(toasts.first()).toBeVisible();
  while ((await toasts.count()) > 0) {
    // A toast may close by itself (after 5 s) between the count and the click.
    await toasts
      .first()
      .getByRole('button', { name: 'إغلاق' })
      .click({ timeout: 2_000 })
      .catch(() => {});
  }
  await expect(toasts).toHaveCount(0);
}

/**
 * Deletes the row named `name` through the typed-phrase confirmation: the button stays disabled
 * until the exact phrase is typed. Answers once the toast `toastText` has shown.
 */
export async function deleteByPhrase(page: Page, name: string, toastText: string): Promise<void> {
  await page.getByRole('button', { name: `حذف ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'تأكيد الحذف' });
  await expect(dialog).toContainText(`«${name}»`);
  const confirm = dialog.getByRole('button', { name: 'حذف نهائي' });
  const phrase = dialog.getByRole('textbox', { name: 'عبارة التأكيد' });
  await expect(confirm).toBeDisabled();
  // One word short is not the phrase.
  await phrase.fill(DELETE_PHRASE.split(' ').slice(0, -1).join(' '));
  await expect(confirm).toBeDisabled();
  await phrase.fill(DELETE_PHRASE);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expectToast(page, toastText);
  await expect(dialog).toBeHidden();
}
