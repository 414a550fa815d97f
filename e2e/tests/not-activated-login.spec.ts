import { expect, test } from '../support/fixtures.js';
import { enterCode, fillPhone, nextCode, submitCodeButton } from '../support/sign-in-pages.js';

test('signing in with a number that was never confirmed leads on to activating it', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  // Signed up, then the activation screen was left: the account is not active.
  await platform.registerCompany(company);

  await page.goto('/login');
  await fillPhone(page, company.phone);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login')),
    page.getByRole('button', { name: 'إرسال الرمز' }).click(),
  ]);
  expect(answer.status()).toBe(403);

  // On to the activation code: a fresh one is texted, the screen says why.
  await expect(page).toHaveURL(/\/activate$/);
  await expect(page.getByRole('heading', { name: 'تأكيد الرقم' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /التنبيهات/ }).getByText(/لم يُفعَّل حسابك بعد/),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('ينتهي الرمز خلال');
  const code = await nextCode(sms, company.phone, 1);
  // "Edit" goes back to where the number was typed: the login form.
  await expect(page.getByRole('link', { name: 'تعديل' })).toHaveAttribute('href', '/login');

  // Confirmed, the number is back on the login form.
  await enterCode(page, code);
  await submitCodeButton(page).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'رقم الجوال' })).toHaveValue(company.phone.number);

  // Now active, the number signs in as usual.
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page).toHaveURL(/\/verifyPhone$/);
  await enterCode(page, await nextCode(sms, company.phone, 2));
  await submitCodeButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
