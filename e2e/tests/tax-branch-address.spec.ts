import { expect, test } from '../support/fixtures.js';
import { expectToast } from '../support/list-screens.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';

/**
 * A company gives one branch a national address of its own on /tax-settings: an empty form names
 * every missing part and sends nothing; saved, the branch lists its address; removed after a
 * confirmation, it carries the company's again.
 */
test('a branch gets its own national address for its invoices, and gives it back', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no server for this project');
  const server = { url: baseURL, apiKey: API_KEY };
  const company = newCompany();
  const tag = company.phone.number.slice(-6);
  await platform.createCompany(superadminToken, company);
  const token = await platform.signIn(company.phone);
  const staff = await addCompanyStaff(server, platform, token, tag);
  await openSignedIn(page, platform, token, '/tax-settings');

  const card = page.getByRole('region', { name: 'عناوين الفروع' });
  const row = card.getByRole('listitem').filter({ hasText: staff.branch.name });
  await expect(row).toContainText('عنوان الشركة');

  await row.getByRole('button', { name: `عنوان ${staff.branch.name}` }).click();
  const modal = page.getByRole('dialog', { name: `العنوان الوطني لـ${staff.branch.name}` });
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/branch-addresses/')) saves += 1;
  });
  await modal.getByRole('button', { name: 'حفظ' }).click();
  await expect(modal.getByText('رقم المبنى مطلوب')).toBeVisible();
  await expect(modal.getByText('اسم المدينة مطلوب')).toBeVisible();
  expect(saves).toBe(0);

  await modal.getByRole('textbox', { name: 'رقم المبنى' }).fill('7412');
  await modal.getByRole('textbox', { name: 'الشارع' }).fill('طريق الملك عبدالعزيز');
  await modal.getByRole('textbox', { name: 'الحي' }).fill('الروضة');
  await modal.getByRole('textbox', { name: 'المدينة' }).fill('جدة');
  await modal.getByRole('textbox', { name: 'الرمز البريدي' }).fill('23435');
  await modal.getByRole('textbox', { name: 'الرقم الإضافي' }).fill('3311');
  await modal.getByRole('button', { name: 'حفظ' }).click();
  await expectToast(page, 'تم الحفظ: تحمل فواتير هذا الفرع عنوانه');
  await expect(modal).toBeHidden();
  await expect(row).toContainText('7412 طريق الملك عبدالعزيز، الروضة، جدة 23435');
  const saved = (await callAs(server, token, 'GET', '/api/v1/tax-profile/branch-addresses')) as {
    branches: { branchId: string; address: { city: string } | null }[];
  };
  expect(saved.branches.find((b) => b.branchId === staff.branch.id)?.address?.city).toBe('جدة');

  await row.getByRole('button', { name: `استخدام عنوان الشركة لـ${staff.branch.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `حذف عنوان ${staff.branch.name}؟` });
  await confirm.getByRole('button', { name: 'حذف العنوان الخاص' }).click();
  await expectToast(page, 'تم الحفظ: تحمل فواتير هذا الفرع عنوان الشركة');
  await expect(row).toContainText('عنوان الشركة');
});
