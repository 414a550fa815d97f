import { expect, test, type Page } from '../support/fixtures.js';
import { enterCode, fillPhone, nextCode, submitCodeButton } from '../support/sign-in-pages.js';

// Codes on this server live 5 seconds, so the countdown reaches zero while the test watches.
test.use({ serverKind: 'shortCode' });

function timer(page: Page) {
  return page.getByRole('timer');
}

const RESEND = 'إعادة إرسال الرمز';
/**
 * After a resend the count starts again from the new code's lifetime as the server gave it
 * (5 seconds here), not from a fixed minute.
 */
const RESTARTED = /00:0[1-5]/;

test('activation: at zero the resend action appears, a new code arrives, the count restarts', async ({
  page,
  sms,
  newCompany,
}) => {
  const company = newCompany();
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'الاسم' }).fill(company.username);
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(company.email);
  await fillPhone(page, company.phone);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/activate$/);

  await nextCode(sms, company.phone, 0);
  await expect(timer(page)).toContainText('ينتهي الرمز خلال');
  await expect(timer(page)).toContainText(/00:0[0-5]/);

  const resend = page.getByRole('button', { name: RESEND });
  await expect(resend).toBeVisible();
  await expect(timer(page)).toBeHidden();
  await resend.click();

  await expect(timer(page)).toContainText(RESTARTED);
  await expect(resend).toBeHidden();
  await nextCode(sms, company.phone, 1);
  expect(await sms.countTo(company.phone)).toBe(2);
});

test('phone verification: at zero a new code is sent by itself and the count restarts', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);

  await page.goto('/login');
  await fillPhone(page, company.phone);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(page).toHaveURL(/\/verifyPhone$/);
  await nextCode(sms, company.phone, 1);
  await expect(timer(page)).toContainText(/00:0[0-5]/);

  // Nobody clicks anything: expiry itself sends the next code.
  const resent = await nextCode(sms, company.phone, 2);
  await expect(timer(page)).toContainText(RESTARTED);
  await expect(page.getByRole('button', { name: RESEND })).toBeHidden();

  // Typed at once, the fresh code signs in.
  await enterCode(page, resent);
  await submitCodeButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
