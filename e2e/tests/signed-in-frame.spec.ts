import { expect, test, type Page } from '../support/fixtures.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import type { Phone } from '../support/phones.js';
import { nextCode, signInThroughUi } from '../support/sign-in-pages.js';

/** The on-screen box of an element that must be there. */
async function box(locator: ReturnType<Page['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box on screen');
  return found;
}

/** The toast saying `text`, the whole card. */
function toastCard(page: Page, region: RegExp, text: string) {
  return page.getByRole('region', { name: region }).locator('li').filter({ hasText: text });
}

test('Arabic: the sign-in toast stays clear of the sidebar on the right', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);
  await signInThroughUi(page, sms, company.phone);

  const toast = toastCard(page, /التنبيهات/, 'تم تسجيل الدخول بنجاح');
  await expect(toast).toBeVisible();
  const sidebar = await box(page.getByRole('navigation', { name: 'القائمة الرئيسية' }));
  const card = await box(toast);
  expect(card.x + card.width).toBeLessThanOrEqual(sidebar.x);
});

/** The sign-in journey with the English labels. */
async function signInInEnglish(page: Page, sms: SmsInbox, phone: Phone) {
  const before = await sms.countTo(phone);
  await page.goto('/login');
  await page.getByRole('button', { name: 'English', exact: true }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone.number);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/verifyPhone$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(await nextCode(sms, phone, before));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('English: the toast stays clear of the sidebar on the left', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);
  await signInInEnglish(page, sms, company.phone);

  const toast = toastCard(page, /Notifications/, 'تم تسجيل الدخول بنجاح');
  await expect(toast).toBeVisible();
  const sidebar = await box(page.getByRole('navigation', { name: 'Main menu' }));
  const card = await box(toast);
  expect(card.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
});

test('the header names the open page, which is said once on screen', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);
  await signInThroughUi(page, sms, company.phone);

  const header = page.getByRole('banner');
  await expect(header.getByText('الرئيسية', { exact: true })).toBeVisible();
  await expect(header.getByText('لوحة التحكم')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'الفروع', exact: true })
    .click();
  await expect(page).toHaveURL(/\/branches$/);
  await expect(header.getByText('الفروع', { exact: true })).toBeVisible();
  await expect(header.getByText('الرئيسية', { exact: true })).toHaveCount(0);
  // The screen keeps its heading for screen readers, but it is not printed a second time.
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'الفروع' });
  await expect(heading).toHaveCount(1);
  expect((await box(heading)).width).toBeLessThanOrEqual(1);
});

test('the first Tab reaches a link that skips to the page’s content', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);
  await signInThroughUi(page, sms, company.phone);
  await page.goto('/branches');
  // The screen's own controls are there: before they arrive, a Tab from the page wraps around.
  await expect(page.getByRole('main').getByRole('button', { name: 'إضافة فرع' })).toBeVisible();

  const skip = page.getByRole('link', { name: 'انتقل إلى المحتوى' });
  // Out of sight until it is reached with the keyboard.
  expect((await box(skip)).width).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await box(skip)).width).toBeGreaterThan(20);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/branches$/);
  // The next Tab goes on inside the page, past the menu and the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
