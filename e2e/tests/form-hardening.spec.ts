import { expect, test } from '../support/fixtures.js';
import { fillPhoneIn, formModal, saveForm } from '../support/list-screens.js';
import { newPhone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { addCompanyStaff } from '../support/staff-scene.js';

/**
 * Forms that used to dead-end or to say too little, tried as the role that meets them: a branch
 * with no free manager, a phone another account holds, a document named like a logo, and a
 * screen outside the role's menu.
 */

const NOT_ALLOWED = 'هذه الصفحة ليست لحسابك';

test('a company whose managers all run a branch is sent to add one, and a taken phone shows under its box', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  test.setTimeout(120_000);
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const tag = company.phone.number.slice(-6);
  // Its one manager runs its one branch: no manager is free for another.
  const staff = await addCompanyStaff(
    { url: baseURL!, apiKey: API_KEY },
    platform,
    companyToken,
    tag,
  );

  await test.step('the branch form says what to do instead of offering nobody', async () => {
    await openSignedIn(page, platform, companyToken, '/branches');
    await page.getByRole('button', { name: 'إضافة فرع' }).click();
    const modal = formModal(page, 'إضافة فرع');
    await expect(modal.getByRole('note')).toContainText(
      'لا يوجد مدير متاح: يحتاج كل فرع مديرًا لا يدير فرعًا آخر. أضف مديرًا جديدًا أولًا، ثم اختره هنا.',
    );
    // Typing a name first, as a user would: leaving the box must not swallow the link's click.
    await modal.getByRole('textbox', { name: 'اسم الفرع' }).fill(`فرع جديد ${tag}`);
    await modal.getByRole('link', { name: 'إضافة مدير جديد' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(formModal(page, 'إضافة مدير')).toBeVisible();
  });

  await test.step('a phone another account holds shows under the phone box', async () => {
    const modal = formModal(page, 'إضافة مدير');
    await modal.getByRole('textbox', { name: 'اسم المدير' }).fill(`مدير ثان ${tag}`);
    await modal.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(`m2${tag}@e2e.sa`);
    // The employee's number: taken.
    await fillPhoneIn(modal, staff.employee.phone);
    await saveForm(modal);
    const phoneBox = modal.getByRole('textbox', { name: 'رقم الجوال', exact: true });
    await expect(phoneBox).toHaveAttribute('aria-invalid', 'true');
    await expect(phoneBox).toHaveAccessibleDescription('رقم الجوال مسجل مسبقًا');
    await expect(modal).toBeVisible();

    // Another number clears it, and the manager is added.
    await fillPhoneIn(modal, newPhone());
    await expect(phoneBox).not.toHaveAttribute('aria-invalid', 'true');
    await saveForm(modal);
    await expect(modal).toBeHidden();
  });
});

test('the superadmin is refused a document named logo.png at once, before anything is sent', async ({
  page,
  platform,
  superadminToken,
}) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/auth/register')) sent += 1;
  });
  await openSignedIn(page, platform, superadminToken, '/company');
  await page.getByRole('button', { name: 'إضافة شركة' }).click();
  const modal = formModal(page, 'إضافة شركة');
  const picker = modal.locator('input[type="file"]');
  await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await picker.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('قائمة أسعار قطع الغيار، وليست صورة'),
  });
  await expect(modal.getByRole('alert')).toHaveText(
    'هذا الملف ليس صورة صالحة بصيغة JPEG أو PNG أو WebP. اختر صورة أخرى.',
  );
  await expect(modal.getByText('تغيير الصورة')).toHaveCount(0);
  expect(sent).toBe(0);
});

test('an employee opening the employees list, outside its menu, is told the page is not for it', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const staff = await addCompanyStaff(
    { url: baseURL!, apiKey: API_KEY },
    platform,
    companyToken,
    company.phone.number.slice(-6),
  );
  let listed = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/users/agents')) listed += 1;
  });
  await openSignedIn(page, platform, staff.employee.token, '/employees');
  await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0);
  // And the system manager, whose menu has no price offers, on /offers.
  await openSignedIn(page, platform, superadminToken, '/offers');
  await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
  expect(listed).toBe(0);
});
