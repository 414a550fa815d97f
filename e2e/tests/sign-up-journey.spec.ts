import { expect, test } from '../support/fixtures.js';
import {
  enterCode,
  fillPhone,
  greeting,
  nextCode,
  submitCodeButton,
} from '../support/sign-in-pages.js';

test('a company signs up, confirms its number, signs in, and signs out', async ({
  page,
  context,
  sms,
  newCompany,
}) => {
  const company = newCompany();

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'إنشاء حساب جديد' })).toBeVisible();
  await page.getByRole('textbox', { name: 'الاسم' }).fill(company.username);
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(company.email);
  await fillPhone(page, company.phone);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

  await expect(page).toHaveURL(/\/activate$/);
  await expect(page.getByRole('heading', { name: 'تأكيد الرقم' })).toBeVisible();
  await expect(page.getByText(`${company.phone.dialCode}`).first()).toBeVisible();
  await enterCode(page, await nextCode(sms, company.phone, 0));
  await submitCodeButton(page).click();

  await expect(page).toHaveURL(/\/login$/);
  await fillPhone(page, company.phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page).toHaveURL(/\/verifyPhone$/);
  await enterCode(page, await nextCode(sms, company.phone, 1));
  await submitCodeButton(page).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(greeting(page, company.username)).toBeVisible();
  const stored = await page.evaluate(() => ({
    user: localStorage.getItem('user'),
    accessToken: localStorage.getItem('accessToken'),
  }));
  expect(JSON.parse(stored.user ?? 'null')).toMatchObject({
    username: company.username,
    role: 'admin',
  });
  expect(stored.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  // The server ended the session too: no refresh cookie is left to bring it back.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('refreshToken');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
