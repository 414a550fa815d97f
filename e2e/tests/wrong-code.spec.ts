import { expect, test, type Page } from '../support/fixtures.js';
import { newPhone } from '../support/phones.js';
import { enterCode, fillPhone, nextCode, submitCodeButton } from '../support/sign-in-pages.js';

/** A 4-digit code that is certainly not `code`. */
function otherThan(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** The toast region that shows what the server said. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /التنبيهات/ });
}

test('a wrong sign-in code shows the server’s message and keeps the user on the screen', async ({
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
  const code = await nextCode(sms, company.phone, 1);

  await enterCode(page, otherThan(code));
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/verify')),
    submitCodeButton(page).click(),
  ]);
  expect(answer.status()).toBe(400);
  const { message } = (await answer.json()) as { message: string };
  expect(message).toMatch(/[\u0600-\u06FF]/);
  await expect(toasts(page).getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/verifyPhone$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('an unknown number shows the server’s message on /login', async ({ page }) => {
  await page.goto('/login');
  // Nobody has this number: every company of the run is made with its own.
  await fillPhone(page, newPhone());
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login')),
    page.getByRole('button', { name: 'إرسال الرمز' }).click(),
  ]);
  expect(answer.status()).toBe(404);
  const { message } = (await answer.json()) as { message: string };
  await expect(toasts(page).getByText(message)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('five wrong codes: one toast at a time, then the count stops and a new code is offered at once', async ({
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
  const code = await nextCode(sms, company.phone, 1);
  await enterCode(page, otherThan(code));

  // The server's messages about the code: attempts left, then the lock-out.
  const aboutTheCode = toasts(page).getByText(/رمز التحقق غير صحيح|تجاوزت عدد المحاولات/);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/verify')),
      submitCodeButton(page).click(),
    ]);
    expect(answer.status()).toBe(400);
    const { message } = (await answer.json()) as { message: string };
    // The newest word replaces the one before: never "3 left" beside "2 left".
    await expect(toasts(page).getByText(message)).toBeVisible();
    await expect(aboutTheCode).toHaveCount(1);
  }

  // The code is dead: no count running down for it, the resend action right away.
  await expect(page.getByRole('timer')).toBeHidden();
  const resend = page.getByRole('button', { name: 'إعادة إرسال الرمز' });
  await expect(resend).toBeVisible();

  await resend.click();
  const fresh = await nextCode(sms, company.phone, 2);
  await expect(page.getByRole('timer')).toContainText('ينتهي الرمز خلال');
  await expect(resend).toBeHidden();
  // "Ask for a new code" is done: the new code's toast takes its place.
  await expect(toasts(page).getByText('تم إرسال رمز تحقق جديد إلى جوالك')).toBeVisible();
  await expect(aboutTheCode).toHaveCount(0);
  // The old code's digits are gone: the new one goes into empty boxes.
  await expect(page.getByRole('textbox', { name: 'الرقم 1 من 4' })).toHaveValue('');
  await enterCode(page, fresh);
  await submitCodeButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
