import { expect, test, type Page } from '../support/fixtures.js';
import { SUPERADMIN_PHONE } from '../support/phones.js';
import { signInThroughUi } from '../support/sign-in-pages.js';

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'القائمة الرئيسية' });
}

test('the superadmin sees the platform menu', async ({ page, sms }) => {
  await signInThroughUi(page, sms, SUPERADMIN_PHONE);

  const nav = menu(page);
  for (const entry of [
    'الرئيسية',
    'الشركات',
    'الفروع',
    'الاقسام',
    'المدراء',
    'الموظفين',
    'الإعدادات',
  ]) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'عروض الأسعار', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'الذكاء الاصطناعي' })).toHaveCount(0);

  // The reports group opens on click.
  await nav.getByRole('button', { name: 'التقارير' }).click();
  await expect(nav.getByRole('link', { name: 'الطلبات' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'الإحصائيات' })).toBeVisible();

  await nav.getByRole('link', { name: 'الشركات', exact: true }).click();
  await expect(page).toHaveURL(/\/company$/);
});

test('a company sees its own menu, without the platform’s companies', async ({
  page,
  sms,
  platform,
  superadminToken,
  newCompany,
}) => {
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  await signInThroughUi(page, sms, company.phone);

  const nav = menu(page);
  for (const entry of ['الرئيسية', 'الفروع', 'الاقسام', 'المدراء', 'الموظفين', 'عروض الأسعار']) {
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'الشركات', exact: true })).toHaveCount(0);
  // The platform's settings; its own tax settings are «الإعدادات الضريبية».
  await expect(nav.getByRole('link', { name: 'الإعدادات', exact: true })).toHaveCount(0);

  await nav.getByRole('link', { name: 'عروض الأسعار', exact: true }).click();
  await expect(page).toHaveURL(/\/offers$/);
});
