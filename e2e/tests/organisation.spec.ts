import { expect, test, type Page } from '../support/fixtures.js';
import {
  cellUnder,
  choose,
  choosePicture,
  deleteByPhrase,
  expectPictureLoaded,
  expectToast,
  fieldErrors,
  fillPhoneIn,
  formModal,
  listTable,
  rowWith,
  saveForm,
  searchList,
} from '../support/list-screens.js';
import { newPhone } from '../support/phones.js';
import { pngPicture } from '../support/png.js';
import { openSignedIn, signOutLocally } from '../support/session.js';
import { signInThroughUi } from '../support/sign-in-pages.js';

test('a company builds its organisation, the superadmin oversees it, and the phrase deletes it all', async ({
  page,
  sms,
  platform,
  superadminToken,
  newCompany,
}) => {
  // Four screens, two roles and a dozen saves: longer than one screen's test.
  test.setTimeout(240_000);
  const company = newCompany();
  const tag = company.phone.number.slice(-6);
  const names = {
    company: company.username,
    manager: `مدير الرحلة ${tag}`,
    branch: `فرع الرحلة ${tag}`,
    section: `قسم الرحلة ${tag}`,
    employee: `موظف الرحلة ${tag}`,
  };
  const managerPhone = newPhone();
  const employeePhone = newPhone();

  await test.step('the superadmin adds the company with its logo', async () => {
    await openSignedIn(page, platform, superadminToken, '/company');
    await page.getByRole('button', { name: 'إضافة شركة' }).click();
    const modal = formModal(page, 'إضافة شركة');
    await modal.getByRole('textbox', { name: 'اسم الشركة' }).fill(names.company);
    await modal.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(company.email);
    await fillPhoneIn(modal, company.phone);
    await modal.getByRole('textbox', { name: 'الوصف' }).fill('قطع غيار السيارات اليابانية');
    await choosePicture(modal, pngPicture('logo.png'));
    await saveForm(modal);
    await expectToast(page, 'تم إنشاء المستخدم بنجاح');
    await expect(modal).toBeHidden();

    await searchList(page, 'بحث باسم الشركة', names.company);
    const table = listTable(page, 'الشركات');
    const row = rowWith(table, names.company);
    await expect(row).toHaveCount(1);
    await expectPictureLoaded(await cellUnder(table, row, 'الشعار'));
  });

  await test.step('the superadmin edits the company and reads its details', async () => {
    await page.getByRole('button', { name: `تعديل ${names.company}` }).click();
    const modal = formModal(page, 'تعديل الشركة');
    await expect(modal.getByRole('textbox', { name: 'اسم الشركة' })).toHaveValue(names.company);
    await modal.getByRole('textbox', { name: 'الوصف' }).fill('قطع غيار السيارات الكورية');
    await saveForm(modal);
    await expectToast(page, 'تم تحديث المستخدم بنجاح');
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: `عرض تفاصيل ${names.company}` }).click();
    const details = page.getByRole('dialog', { name: 'تفاصيل الشركة' });
    await expect(details).toContainText('قطع غيار السيارات الكورية');
    await expect(details).toContainText(company.email);
    await expectPictureLoaded(details.getByRole('img', { name: names.company }));
    await details.getByRole('button', { name: 'إغلاق' }).click();
    await expect(details).toBeHidden();
  });

  await test.step('the company signs in with the code sent to its phone', async () => {
    await signOutLocally(page);
    await signInThroughUi(page, sms, company.phone);
  });
  const companyToken = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!companyToken) throw new Error('the company was signed in without an access token');

  await test.step('the company adds a manager', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'إضافة مدير' }).click();
    const modal = formModal(page, 'إضافة مدير');
    await modal.getByRole('textbox', { name: 'اسم المدير' }).fill(names.manager);
    await modal
      .getByRole('textbox', { name: 'البريد الإلكتروني' })
      .fill(`m${managerPhone.number}@e2e.sa`);
    await fillPhoneIn(modal, managerPhone);
    await saveForm(modal);
    await expectToast(page, 'تم إنشاء المستخدم بنجاح');
    await expect(modal).toBeHidden();
    const table = listTable(page, 'المدراء');
    const row = rowWith(table, names.manager);
    // Dialled from abroad: the trunk 0 goes after the dial code.
    await expect(await cellUnder(table, row, 'رقم الجوال')).toHaveText(
      `+966 ${managerPhone.number.slice(1)}`,
    );
    await expect(await cellUnder(table, row, 'البريد الإلكتروني')).toHaveText(
      `m${managerPhone.number}@e2e.sa`,
    );
  });

  await test.step('the company opens a branch run by that manager', async () => {
    await page.goto('/branches');
    await page.getByRole('button', { name: 'إضافة فرع' }).click();
    const modal = formModal(page, 'إضافة فرع');
    await modal.getByRole('textbox', { name: 'اسم الفرع' }).fill(names.branch);
    await choose(modal, 'المدير', names.manager);
    await modal.getByRole('textbox', { name: 'العنوان' }).fill('الرياض، طريق الملك فهد');
    await saveForm(modal);
    await expectToast(page, 'تم إنشاء الفرع بنجاح');
    await expect(modal).toBeHidden();
    const table = listTable(page, 'الفروع');
    const row = rowWith(table, names.branch);
    await expect(await cellUnder(table, row, 'مدير الفرع')).toHaveText(names.manager);
  });

  await test.step('the company adds a section to the branch', async () => {
    await page.goto('/sections');
    await page.getByRole('button', { name: 'إضافة قسم' }).click();
    const modal = formModal(page, 'إضافة قسم');
    await modal.getByRole('textbox', { name: 'اسم القسم' }).fill(names.section);
    await choose(modal, 'الفرع', names.branch);
    await saveForm(modal);
    await expectToast(page, 'تم إضافة القسم بنجاح');
    await expect(modal).toBeHidden();
    const table = listTable(page, 'الاقسام');
    const row = rowWith(table, names.section);
    await expect(await cellUnder(table, row, 'الفرع')).toHaveText(names.branch);
  });

  await test.step('the company adds an employee: the branch, then one of its sections', async () => {
    await page.goto('/employees');
    await page.getByRole('button', { name: 'إضافة موظف' }).click();
    const modal = formModal(page, 'إضافة موظف');
    // The sections wait for a branch.
    await expect(modal.getByRole('combobox', { name: 'القسم', exact: true })).toBeDisabled();
    await choose(modal, 'الفرع', names.branch);
    await choose(modal, 'القسم', names.section);
    await modal.getByRole('textbox', { name: 'اسم الموظف' }).fill(names.employee);
    await modal
      .getByRole('textbox', { name: 'البريد الإلكتروني' })
      .fill(`a${employeePhone.number}@e2e.sa`);
    await fillPhoneIn(modal, employeePhone);
    await choosePicture(modal, pngPicture('employee.png'));
    await saveForm(modal);
    await expectToast(page, 'تم إنشاء المستخدم بنجاح');
    await expect(modal).toBeHidden();
    const table = listTable(page, 'الموظفين');
    const row = rowWith(table, names.employee);
    await expect(await cellUnder(table, row, 'الفرع')).toHaveText(names.branch);
    await expect(await cellUnder(table, row, 'القسم')).toHaveText(names.section);
    await expectPictureLoaded(await cellUnder(table, row, 'الصورة'));
  });

  await test.step('the company searches each list and edits each row', async () => {
    names.manager = await searchAndRename(page, {
      path: '/admin',
      title: 'المدراء',
      searchBox: 'بحث بالاسم أو البريد أو رقم الجوال',
      name: names.manager,
      modalTitle: 'تعديل المدير',
      nameBox: 'اسم المدير',
      toast: 'تم تحديث المستخدم بنجاح',
    });
    names.branch = await searchAndRename(page, {
      path: '/branches',
      title: 'الفروع',
      searchBox: 'بحث باسم الفرع أو العنوان',
      name: names.branch,
      modalTitle: 'تعديل الفرع',
      nameBox: 'اسم الفرع',
      toast: 'تم تحديث الفرع بنجاح',
    });
    // The renamed manager shows on its branch.
    const branchRow = rowWith(listTable(page, 'الفروع'), names.branch);
    await expect(await cellUnder(listTable(page, 'الفروع'), branchRow, 'مدير الفرع')).toHaveText(
      names.manager,
    );
    names.section = await searchAndRename(page, {
      path: '/sections',
      title: 'الاقسام',
      searchBox: 'بحث باسم القسم',
      name: names.section,
      modalTitle: 'تعديل القسم',
      nameBox: 'اسم القسم',
      toast: 'تم تحديث القسم بنجاح',
    });
    names.employee = await searchAndRename(page, {
      path: '/employees',
      title: 'الموظفين',
      searchBox: 'بحث بالاسم أو البريد أو رقم الجوال',
      name: names.employee,
      modalTitle: 'تعديل الموظف',
      nameBox: 'اسم الموظف',
      toast: 'تم تحديث المستخدم بنجاح',
    });
  });

  await test.step('the superadmin sees all of it, with the company, and may not add or edit', async () => {
    await openSignedIn(page, platform, superadminToken, '/company');
    await searchList(page, 'بحث باسم الشركة', names.company);
    const companies = listTable(page, 'الشركات');
    const companyRow = rowWith(companies, names.company);
    await expect(await cellUnder(companies, companyRow, 'الأقسام')).toHaveText('1');
    await expect(await cellUnder(companies, companyRow, 'الفروع')).toHaveText('1');
    // The contract counts the manager with the employees.
    await expect(await cellUnder(companies, companyRow, 'الموظفين')).toHaveText('2');

    const screens = [
      { path: '/branches', title: 'الفروع', box: 'بحث باسم الفرع أو العنوان', name: names.branch },
      { path: '/sections', title: 'الاقسام', box: 'بحث باسم القسم', name: names.section },
      {
        path: '/admin',
        title: 'المدراء',
        box: 'بحث بالاسم أو البريد أو رقم الجوال',
        name: names.manager,
      },
      {
        path: '/employees',
        title: 'الموظفين',
        box: 'بحث بالاسم أو البريد أو رقم الجوال',
        name: names.employee,
      },
    ];
    for (const screen of screens) {
      await page.goto(screen.path);
      await searchList(page, screen.box, screen.name);
      const table = listTable(page, screen.title);
      const row = rowWith(table, screen.name);
      await expect(row).toHaveCount(1);
      if (screen.path === '/branches') {
        // The company shows under the branch's name.
        await expect(await cellUnder(table, row, 'اسم الفرع')).toContainText(names.company);
      } else {
        await expect(await cellUnder(table, row, 'الشركة')).toHaveText(names.company);
      }
      await expect(page.getByRole('button', { name: /^إضافة/ })).toHaveCount(0);
      await expect(row.getByRole('button', { name: /^تعديل/ })).toHaveCount(0);
      await expect(row.getByRole('button', { name: `حذف ${screen.name}` })).toBeVisible();
    }
  });

  await test.step('the company deletes its employee, section, branch and manager', async () => {
    await openSignedIn(page, platform, companyToken, '/employees');
    const deletions = [
      { path: '/employees', title: 'الموظفين', name: names.employee, toast: 'تم الحذف بنجاح' },
      { path: '/sections', title: 'الاقسام', name: names.section, toast: 'تم حذف القسم بنجاح' },
      { path: '/branches', title: 'الفروع', name: names.branch, toast: 'تم حذف الفرع بنجاح' },
      { path: '/admin', title: 'المدراء', name: names.manager, toast: 'تم الحذف بنجاح' },
    ];
    for (const deletion of deletions) {
      await page.goto(deletion.path);
      const table = listTable(page, deletion.title);
      await expect(rowWith(table, deletion.name)).toHaveCount(1);
      await deleteByPhrase(page, deletion.name, deletion.toast);
      await expect(rowWith(table, deletion.name)).toHaveCount(0);
    }
  });

  await test.step('the superadmin deletes the company', async () => {
    await openSignedIn(page, platform, superadminToken, '/company');
    await searchList(page, 'بحث باسم الشركة', names.company);
    await deleteByPhrase(page, names.company, 'تم الحذف بنجاح');
    await expect(page.getByText('لا توجد نتائج')).toBeVisible();
  });
});

/**
 * On a list screen: searches the row by its name, renames it in the edit modal (the new name
 * starts with the old one, so it stays under the search), and answers the new name.
 */
async function searchAndRename(
  page: Page,
  screen: {
    path: string;
    title: string;
    searchBox: string;
    name: string;
    modalTitle: string;
    nameBox: string;
    toast: string;
  },
): Promise<string> {
  await page.goto(screen.path);
  await searchList(page, screen.searchBox, screen.name);
  const table = listTable(page, screen.title);
  await expect(rowWith(table, screen.name)).toHaveCount(1);
  const renamed = `${screen.name} المعدل`;
  await page.getByRole('button', { name: `تعديل ${screen.name}`, exact: true }).click();
  const modal = formModal(page, screen.modalTitle);
  const box = modal.getByRole('textbox', { name: screen.nameBox });
  await expect(box).toHaveValue(screen.name);
  await box.fill(renamed);
  await saveForm(modal);
  await expectToast(page, screen.toast);
  await expect(modal).toBeHidden();
  await expect(rowWith(table, renamed)).toHaveCount(1);
  return renamed;
}

test('the add-company modal shows the specification’s messages and adds nothing', async ({
  page,
  platform,
  superadminToken,
}) => {
  await openSignedIn(page, platform, superadminToken, '/company');
  await page.getByRole('button', { name: 'إضافة شركة' }).click();
  const modal = formModal(page, 'إضافة شركة');
  await saveForm(modal);
  await expect(fieldErrors(modal)).toHaveText([
    'هذا الحقل مطلوب',
    'هذا الحقل مطلوب',
    'هذا الحقل مطلوب',
    'هذا الحقل مطلوب',
    'يرجى تحميل الشعار',
  ]);

  await modal.getByRole('textbox', { name: 'اسم الشركة' }).fill('ش'.repeat(50));
  await modal.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('not-an-email');
  await modal.getByRole('textbox', { name: 'رقم الجوال' }).fill('05123');
  await modal.getByRole('textbox', { name: 'الوصف' }).fill('وصف');
  await saveForm(modal);
  await expect(fieldErrors(modal)).toHaveText([
    'البريد الإلكتروني غير صالح',
    'يجب أن يكون رقم الجوال مكونًا من 10 أرقام',
    'يرجى تحميل الشعار',
  ]);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'رجوع' }).click();
  await expect(modal).toBeHidden();
});

test('a new company finds its lists empty and each add modal explains what is missing', async ({
  page,
  platform,
  superadminToken,
  newCompany,
}) => {
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const token = await platform.signIn(company.phone);

  await test.step('managers', async () => {
    await openSignedIn(page, platform, token, '/admin');
    await expect(page.getByText('لا يوجد مدراء بعد')).toBeVisible();
    await page.getByRole('button', { name: 'إضافة مدير' }).click();
    const modal = formModal(page, 'إضافة مدير');
    await saveForm(modal);
    await expect(fieldErrors(modal)).toHaveText([
      'اسم المدير مطلوب',
      'البريد الإلكتروني مطلوب',
      'رقم الجوال مطلوب',
    ]);
    await modal.getByRole('textbox', { name: 'اسم المدير' }).fill('سعد');
    await modal.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('saad@');
    await modal.getByRole('textbox', { name: 'رقم الجوال' }).fill('0512');
    await saveForm(modal);
    await expect(fieldErrors(modal)).toHaveText([
      'يجب أن يكون بريد إلكتروني صالح',
      'يجب أن يتكون رقم الجوال من 10 أرقام',
    ]);
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('لا يوجد مدراء بعد')).toBeVisible();
  });

  await test.step('branches', async () => {
    await page.goto('/branches');
    await expect(page.getByText('لا توجد فروع بعد')).toBeVisible();
    await page.getByRole('button', { name: 'إضافة فرع' }).click();
    const modal = formModal(page, 'إضافة فرع');
    // No manager to choose yet.
    await expect(modal.getByRole('combobox', { name: 'المدير', exact: true })).toHaveText('لا شيئ');
    await saveForm(modal);
    await expect(fieldErrors(modal)).toHaveText([
      'اسم الفرع مطلوب',
      'المدير مطلوب',
      'العنوان مطلوب',
    ]);
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(page.getByText('لا توجد فروع بعد')).toBeVisible();
  });

  await test.step('sections', async () => {
    await page.goto('/sections');
    await expect(page.getByText('لا توجد أقسام بعد')).toBeVisible();
    await page.getByRole('button', { name: 'إضافة قسم' }).click();
    const modal = formModal(page, 'إضافة قسم');
    await saveForm(modal);
    await expect(fieldErrors(modal)).toHaveText(['هذا الحقل مطلوب', 'يجب اختيار فرع']);
    await modal.getByRole('textbox', { name: 'اسم القسم' }).fill('ق');
    await expect(fieldErrors(modal)).toHaveText([
      'يجب أن يكون الاسم أطول من حرفين',
      'يجب اختيار فرع',
    ]);
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(page.getByText('لا توجد أقسام بعد')).toBeVisible();
  });

  await test.step('employees', async () => {
    await page.goto('/employees');
    await expect(page.getByText('لا يوجد موظفون بعد')).toBeVisible();
    await page.getByRole('button', { name: 'إضافة موظف' }).click();
    const modal = formModal(page, 'إضافة موظف');
    await expect(modal.getByRole('combobox', { name: 'الفرع', exact: true })).toHaveText('لا شيئ');
    await saveForm(modal);
    await expect(fieldErrors(modal)).toHaveText([
      'يجب اختيار فرع',
      'يجب اختيار قسم',
      'اسم الموظف مطلوب',
      'البريد الإلكتروني مطلوب',
      'رقم الجوال مطلوب',
      'يرجى تحميل صورة الموظف',
    ]);
    await modal.getByRole('button', { name: 'رجوع' }).click();
    await expect(page.getByText('لا يوجد موظفون بعد')).toBeVisible();
  });
});

test('page size, page and search stay in the address and survive a reload', async ({
  page,
  platform,
  superadminToken,
}) => {
  const tag = newPhone().number.slice(-6);
  const prefix = `مؤسسة الصفحات ${tag}`;
  for (let index = 1; index <= 6; index += 1) {
    const phone = newPhone();
    await platform.createCompany(superadminToken, {
      username: `${prefix} ${index}`,
      email: `p${phone.number}@e2e.sa`,
      phone,
    });
  }

  await openSignedIn(page, platform, superadminToken, '/company');
  await searchList(page, 'بحث باسم الشركة', prefix);
  const table = listTable(page, 'الشركات');
  const rows = rowWith(table, prefix);
  await expect(rows).toHaveCount(6);

  const pageSize = page.getByRole('combobox', { name: 'عدد الصفوف' });
  await pageSize.click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(rows).toHaveCount(5);
  await page.getByRole('button', { name: 'الصفحة 2', exact: true }).click();
  await expect(rows).toHaveCount(1);

  const atPageTwo = () => {
    const params = new URL(page.url()).searchParams;
    return { page: params.get('page'), limit: params.get('limit'), search: params.get('search') };
  };
  expect(atPageTwo()).toEqual({ page: '2', limit: '5', search: prefix });

  await page.reload();
  await expect(rows).toHaveCount(1);
  // Numbering goes on from the first page.
  await expect(rows.getByRole('cell').first()).toHaveText('6');
  await expect(pageSize).toHaveText('5');
  await expect(page.getByRole('button', { name: 'الصفحة 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`بحث: ${prefix}`)).toBeVisible();
  expect(atPageTwo()).toEqual({ page: '2', limit: '5', search: prefix });

  // Each change was a step in the history: back returns to the first page.
  await page.goBack();
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'الصفحة 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
