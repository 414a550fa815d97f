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

/** The first code box, which the words about the code describe. */
function firstBox(page: Page) {
  return page.getByRole('textbox', { name: 'الرقم 1 من 4' });
}

test('a wrong sign-in code is said beside the boxes until the next try, on the same screen', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);

  await page.goto('/login');
  // Typed as people often do, without the leading 0: the same number gets the code.
  await fillPhone(page, { ...company.phone, number: company.phone.number.slice(1) });
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
  // Beside the boxes, where the eye is, and not as a toast that goes away.
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(firstBox(page)).toHaveAccessibleDescription(message);
  await expect(toasts(page).getByText(message)).toHaveCount(0);
  // Correcting the code keeps it said until the code is sent again.
  await enterCode(page, code);
  await expect(firstBox(page)).toHaveAccessibleDescription(message);
  await expect(page).toHaveURL(/\/verifyPhone$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await submitCodeButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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

test('five wrong codes: one word at a time beside the boxes, then the count stops and a new code is offered at once', async ({
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
  const aboutTheCode = page.getByText(/رمز التحقق غير صحيح|تجاوزت عدد المحاولات/);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/verify')),
      submitCodeButton(page).click(),
    ]);
    expect(answer.status()).toBe(400);
    const { message } = (await answer.json()) as { message: string };
    // The newest word replaces the one before: never "3 left" beside "2 left".
    await expect(firstBox(page)).toHaveAccessibleDescription(message);
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
  await expect(firstBox(page)).toHaveValue('');
  await enterCode(page, fresh);
  await submitCodeButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong code is reworded when the screen turns to English, beside the boxes', async ({
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
  await submitCodeButton(page).click();
  await expect(firstBox(page)).toHaveAccessibleDescription(/^رمز التحقق غير صحيح/);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAccessibleDescription(
    'The verification code is not correct. Check it and try again.',
  );
  await expect(page.getByText(/رمز التحقق/)).toHaveCount(0);
});
