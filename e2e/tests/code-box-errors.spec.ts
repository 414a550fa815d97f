import { expect, test } from '../support/fixtures.js';
import { fillPhone, submitCodeButton } from '../support/sign-in-pages.js';

const INCOMPLETE = 'يرجى إدخال 4 أرقام.';

// Specification, section 5: the code boxes show errors only for touched fields; a box is touched
// once the user typed into it or tried to submit, not when focus merely passed through.
test('the code boxes on /activate show an error only for boxes typed into, or after a submit', async ({
  page,
  newCompany,
}) => {
  const company = newCompany();
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'الاسم' }).fill(company.username);
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(company.email);
  await fillPhone(page, company.phone);
  await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
  await expect(page).toHaveURL(/\/activate$/);

  const box = (n: number) => page.getByRole('textbox', { name: `الرقم ${n} من 4` });
  const error = page.getByText(INCOMPLETE);

  // Visiting every box and leaving touches nothing.
  for (const n of [1, 2, 3, 4]) await box(n).focus();
  await page.getByRole('heading', { name: 'تأكيد الرقم' }).click();
  await expect(box(4)).not.toBeFocused();
  await expect(error).toBeHidden();

  // Two digits typed, then leaving: the untouched boxes stay quiet.
  await box(1).click();
  await page.keyboard.type('12');
  await page.getByRole('heading', { name: 'تأكيد الرقم' }).click();
  await expect(box(2)).toHaveValue('2');
  await expect(error).toBeHidden();

  // Emptying a box typed into makes it touched and empty.
  await box(2).click();
  await page.keyboard.press('Backspace');
  await expect(box(2)).toHaveValue('');
  await expect(error).toBeVisible();
  await page.keyboard.type('2');
  await expect(error).toBeHidden();

  // A submit touches every box.
  await submitCodeButton(page).click();
  await expect(error).toBeVisible();
  await expect(page).toHaveURL(/\/activate$/);
});
