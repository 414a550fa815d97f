import { expect, test, type Page } from '../support/fixtures.js';
import { newPhone, type Phone } from '../support/phones.js';
import { signInThroughUi } from '../support/sign-in-pages.js';
import { API_KEY } from '../support/server-process.js';

// A tiny PNG, as a picture chosen from the device would be.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** How the tables write a full number: the dial code, then the number without its trunk 0. */
function shown(phone: Phone): string {
  return `${phone.dialCode} ${phone.number.replace(/^0/, '')}`;
}

/** The toast region, where the success and server messages show. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /التنبيهات/ });
}

/** The signed-in company's own API calls, for what the test needs to exist beforehand. */
async function asCompany(page: Page, method: 'POST', path: string, body: object) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const answer = await page.request.fetch(path, {
    method,
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    data: body,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as Record<string, { _id: string }>;
}

test('a company adds a manager, then an employee in a branch and section it picks, edits and deletes them', async ({
  page,
  sms,
  platform,
  newCompany,
}) => {
  const company = newCompany();
  await platform.signUpCompany(company);
  await signInThroughUi(page, sms, company.phone);
  const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });

  // Managers: an empty list, the rules on an empty form, then a manager added.
  await nav.getByRole('link', { name: 'المدراء', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('لا يوجد مدراء بعد')).toBeVisible();
  await page.getByRole('button', { name: 'إضافة مدير' }).click();
  const addManager = page.getByRole('dialog', { name: 'إضافة مدير' });
  await addManager.getByRole('button', { name: 'حفظ' }).click();
  await expect(addManager.getByText('اسم المدير مطلوب')).toBeVisible();
  await expect(addManager.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
  await expect(addManager.getByText('رقم الجوال مطلوب')).toBeVisible();

  const managerPhone = newPhone();
  await addManager.getByRole('textbox', { name: 'اسم المدير' }).fill('فهد الاختبار');
  await addManager.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('fahad@');
  await addManager.getByRole('textbox', { name: 'رقم الجوال' }).fill(managerPhone.number);
  await expect(addManager.getByText('يجب أن يكون بريد إلكتروني صالح')).toBeVisible();
  await addManager
    .getByRole('textbox', { name: 'البريد الإلكتروني' })
    .fill(`m${managerPhone.number}@e2e.sa`);
  await addManager.getByRole('button', { name: 'حفظ' }).click();
  await expect(addManager).toBeHidden();
  const managerRow = page.getByRole('row', { name: /فهد الاختبار/ });
  await expect(managerRow).toContainText(shown(managerPhone));
  await expect(managerRow).toContainText(`m${managerPhone.number}@e2e.sa`);

  // The branch this manager runs, with two sections (made through the API).
  const managers = await page.request.fetch('/api/v1/users/managers', {
    headers: {
      'x-api-key': API_KEY,
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
    },
  });
  const managerId = ((await managers.json()) as { managers: { _id: string }[] }).managers[0]!._id;
  const { branch } = await asCompany(page, 'POST', '/api/v1/branches/', {
    branchName: 'فرع الاختبار',
    managerId,
    address: 'الرياض',
  });
  for (const sectionName of ['قسم المحركات', 'قسم الكهرباء']) {
    await asCompany(page, 'POST', '/api/v1/sections/', { sectionName, branchId: branch!._id });
  }

  // A branch keeps one manager: another new manager is offered no branch, while the one running
  // it keeps its own on offer.
  await page.getByRole('button', { name: 'إضافة مدير' }).click();
  const nextManager = page.getByRole('dialog', { name: 'إضافة مدير' });
  const freeBranches = nextManager.getByRole('combobox', { name: 'الفرع', exact: true });
  await expect(freeBranches).toBeEnabled();
  await expect(freeBranches).toHaveText('لا شيئ');
  await nextManager.getByRole('button', { name: 'رجوع' }).click();
  await expect(nextManager).toBeHidden();
  await managerRow.getByRole('button', { name: 'تعديل فهد الاختبار' }).click();
  const editManager = page.getByRole('dialog', { name: 'تعديل المدير' });
  const ownBranch = editManager.getByRole('combobox', { name: 'الفرع', exact: true });
  await expect(ownBranch).toBeEnabled();
  await ownBranch.click();
  await expect(page.getByRole('option')).toHaveText(['فرع الاختبار'], { useInnerText: true });
  await page.keyboard.press('Escape');
  await editManager.getByRole('button', { name: 'رجوع' }).click();
  await expect(editManager).toBeHidden();

  // Employees: the branch first, then its sections.
  await nav.getByRole('link', { name: 'الموظفين', exact: true }).click();
  await expect(page.getByText('لا يوجد موظفون بعد')).toBeVisible();
  await page.getByRole('button', { name: 'إضافة موظف' }).click();
  const addEmployee = page.getByRole('dialog', { name: 'إضافة موظف' });
  await addEmployee.getByRole('button', { name: 'حفظ' }).click();
  await expect(addEmployee.getByText('يجب اختيار فرع')).toBeVisible();
  await expect(addEmployee.getByText('يرجى تحميل صورة الموظف')).toBeVisible();

  await addEmployee.getByRole('combobox', { name: 'الفرع' }).click();
  await page.getByRole('option', { name: 'فرع الاختبار' }).click();
  await addEmployee.getByRole('combobox', { name: 'القسم' }).click();
  await expect(page.getByRole('option')).toHaveText(['قسم الكهرباء', 'قسم المحركات'], {
    useInnerText: true,
  });
  await page.getByRole('option', { name: 'قسم الكهرباء' }).click();
  const employeePhone = newPhone();
  await addEmployee.getByRole('textbox', { name: 'اسم الموظف' }).fill('خالد الاختبار');
  await addEmployee
    .getByRole('textbox', { name: 'البريد الإلكتروني' })
    .fill(`e${employeePhone.number}@e2e.sa`);
  await addEmployee.getByRole('textbox', { name: 'رقم الجوال' }).fill(employeePhone.number);
  await addEmployee
    .locator('input[type="file"]')
    .setInputFiles({ name: 'khaled.png', mimeType: 'image/png', buffer: PICTURE });
  await addEmployee.getByRole('button', { name: 'حفظ' }).click();
  await expect(addEmployee).toBeHidden();

  const employeeRow = page.getByRole('row', { name: /خالد الاختبار/ });
  await expect(employeeRow).toContainText('فرع الاختبار');
  await expect(employeeRow).toContainText('قسم الكهرباء');
  await expect(employeeRow).toContainText(shown(employeePhone));

  // Edit: another section of the same branch and a new name; only those are sent.
  await employeeRow.getByRole('button', { name: 'تعديل خالد الاختبار' }).click();
  const edit = page.getByRole('dialog', { name: 'تعديل الموظف' });
  await expect(edit.getByRole('textbox', { name: 'اسم الموظف' })).toHaveValue('خالد الاختبار');
  await edit.getByRole('textbox', { name: 'اسم الموظف' }).fill('خالد المعدل');
  await edit.getByRole('combobox', { name: 'القسم' }).click();
  await page.getByRole('option', { name: 'قسم المحركات' }).click();
  // The form's fields as they left the browser (multipart bodies are read where they are sent).
  let sent = '';
  await page.route('**/api/v1/users/*', async (route) => {
    if (route.request().method() === 'PUT')
      sent = route.request().postDataBuffer()?.toString() ?? '';
    await route.continue();
  });
  await edit.getByRole('button', { name: 'حفظ' }).click();
  await expect.poll(() => sent).toContain('name="username"');
  expect(sent).toContain('name="section"');
  expect(sent).not.toContain('name="email"');
  expect(sent).not.toContain('name="phone"');
  await expect(toasts(page).getByText('تم تحديث المستخدم بنجاح')).toBeVisible();
  const editedRow = page.getByRole('row', { name: /خالد المعدل/ });
  await expect(editedRow).toContainText('قسم المحركات');

  // Delete with the phrase.
  await editedRow.getByRole('button', { name: 'حذف خالد المعدل' }).click();
  const confirm = page.getByRole('dialog', { name: 'تأكيد الحذف' });
  const deleteButton = confirm.getByRole('button', { name: 'حذف نهائي' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox').fill('أنا متأكد ولن أتراجع');
  await deleteButton.click();
  await expect(toasts(page).getByText('تم الحذف بنجاح')).toBeVisible();
  await expect(page.getByText('لا يوجد موظفون بعد')).toBeVisible();
});
