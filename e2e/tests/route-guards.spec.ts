import { expect, test } from '../support/fixtures.js';
import { signInThroughUi, userName } from '../support/sign-in-pages.js';

test.describe('someone not signed in', () => {
  for (const path of ['/company', '/dashboard', '/']) {
    test(`opening ${path} lands on /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    });
  }

  test('opening /activate without a sign-up lands on /register', async ({ page }) => {
    await page.goto('/activate');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'إنشاء حساب جديد' })).toBeVisible();
  });

  test('opening /verifyPhone without a login lands on /login', async ({ page }) => {
    await page.goto('/verifyPhone');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a signed-in company opening /login or /register lands on /dashboard', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);
  await signInThroughUi(page, sms, company.phone);

  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(userName(page, company.username)).toBeVisible();
  }

  // A reload deep in the app comes back to the same screen (the server answers the app's page).
  await page.goto('/branches');
  await page.reload();
  await expect(page).toHaveURL(/\/branches$/);
  await expect(page.getByRole('heading', { name: 'الفروع' })).toBeVisible();
});
