import type { Locator, Request, Route } from '@playwright/test';
import { expect, test, type Page } from '../support/fixtures.js';
import {
  choosePicture,
  deleteByPhrase,
  expectPictureLoaded,
  expectToast,
  fieldErrors,
} from '../support/list-screens.js';
import { newPhone, type Phone } from '../support/phones.js';
import type { PlatformApi } from '../support/platform-api.js';
import { pngPicture } from '../support/png.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { greeting } from '../support/sign-in-pages.js';
import {
  addCompanyStaff,
  callAs,
  type CompanyStaff,
  type SignedInPerson,
} from '../support/staff-scene.js';

/**
 * The settings screens: the bot content of a branch (/ai) with its preview, the chat messages
 * (/settings), each role's own profile (/profile) with a company's integration key, the
 * employee salary (/salary) that new companies take, and a company's quote terms
 * (/quote-settings) with the seller's details and the warning of VAT without a VAT number.
 */

/** A new company (made by the superadmin, signed in) with a manager, a branch and an employee. */
async function companyWithStaff(
  platform: PlatformApi,
  server: { url: string },
  superadminToken: string,
  company: { username: string; email: string; phone: Phone },
): Promise<{ company: SignedInPerson } & CompanyStaff> {
  const created = await platform.createCompany(superadminToken, company);
  const token = await platform.signIn(company.phone);
  const staff = await addCompanyStaff(
    { url: server.url, apiKey: API_KEY },
    platform,
    token,
    company.phone.number.slice(-6),
  );
  return {
    company: { id: created._id, name: company.username, phone: company.phone, token },
    ...staff,
  };
}

/** The list of saved and unsaved entries in a card, by its heading. */
function entries(page: Page, list: 'مهام البوت' | 'الأسئلة والأجوبة'): Locator {
  return page.getByRole('list', { name: list }).getByRole('listitem');
}

/** Whether closing the tab now would make the browser ask (a cancelled beforeunload). */
function unloadAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

const PAIRS = [
  {
    title: 'ساعات العمل',
    question: 'ما هي ساعات العمل لديكم؟',
    answer: 'نعمل يوميًا من 9 صباحًا حتى 10 مساءً',
  },
  {
    title: 'توصيل الطلبات',
    question: 'هل توصلون القطع إلى المنزل؟',
    answer: 'نعم، نوصل داخل الرياض خلال يومين',
  },
  {
    title: 'ضمان القطع',
    question: 'هل على القطع الأصلية ضمان؟',
    answer: 'ضمان سنة على القطع الأصلية',
  },
];
const TASKS = ['اطلب من العميل رقم الهيكل قبل أي عرض سعر', 'رحّب بالعميل باسمه إن كان معروفًا'];

test('a manager writes its branch bot’s tasks and answers, saves them, tries the bot and removes one', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  test.setTimeout(120_000);
  const { company, manager, branch } = await companyWithStaff(
    platform,
    { url: baseURL! },
    superadminToken,
    newCompany(),
  );
  await openSignedIn(page, platform, manager.token, '/ai');
  await expect(page.getByRole('heading', { name: 'الذكاء الاصطناعي', level: 1 })).toBeVisible();
  await expect(page.getByText('لا توجد مهام بعد')).toBeVisible();
  await expect(page.getByText('لا توجد أسئلة بعد')).toBeVisible();

  await test.step('an empty pair says what is missing and adds nothing', async () => {
    const add = page.getByRole('button', { name: 'إضافة السؤال' });
    await add.click();
    const form = page.locator('form#ai-add-question');
    await expect(fieldErrors(form)).toHaveText(['العنوان مطلوب', 'السؤال مطلوب', 'الجواب مطلوب']);
    await expect(page.getByText('لا توجد أسئلة بعد')).toBeVisible();
  });

  await test.step('two tasks and three pairs are added as drafts', async () => {
    for (const task of TASKS) {
      await page.getByRole('textbox', { name: 'مهمة جديدة' }).fill(task);
      await page.getByRole('button', { name: 'إضافة المهمة' }).click();
    }
    for (const pair of PAIRS) {
      await page.getByRole('textbox', { name: 'العنوان' }).fill(pair.title);
      await page.getByRole('textbox', { name: 'السؤال', exact: true }).fill(pair.question);
      await page.getByRole('textbox', { name: 'الجواب', exact: true }).fill(pair.answer);
      await page.getByRole('button', { name: 'إضافة السؤال' }).click();
      await expect(page.getByRole('textbox', { name: 'العنوان' })).toHaveValue('');
    }
    await expect(entries(page, 'مهام البوت')).toHaveCount(2);
    await expect(entries(page, 'الأسئلة والأجوبة')).toHaveCount(3);
    await expect(page.getByText('غير محفوظ', { exact: true })).toHaveCount(5);
    await expect(page.getByText('إضافات غير محفوظة: 5')).toBeVisible();
  });

  await test.step('leaving with drafts asks first, and staying keeps them', async () => {
    expect(await unloadAsks(page)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await nav.getByRole('link', { name: 'الرئيسية', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'تغييرات غير محفوظة' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'البقاء في الصفحة' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/ai$/);
    await expect(entries(page, 'الأسئلة والأجوبة')).toHaveCount(3);
  });

  await test.step('save sends them all; a reload shows them saved', async () => {
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expectToast(page, 'تم انشاء الذكاء الاصطناعي بنجاح');
    await expect(page.getByText('غير محفوظ', { exact: true })).toHaveCount(0);
    await expect(page.getByText('كل شيء محفوظ')).toBeVisible();
    expect(await unloadAsks(page)).toBe(false);

    await page.reload();
    await expect(entries(page, 'مهام البوت')).toHaveText(TASKS.map((task) => new RegExp(task)));
    await expect(entries(page, 'الأسئلة والأجوبة')).toHaveCount(3);
    for (const [index, pair] of PAIRS.entries()) {
      const item = entries(page, 'الأسئلة والأجوبة').nth(index);
      await expect(item).toContainText(pair.title);
      await expect(item).toContainText(pair.question);
      await expect(item).toContainText(pair.answer);
    }
  });

  const preview = page.getByRole('region', { name: 'جواب البوت' });
  const ask = async (question: string) => {
    await page.getByRole('textbox', { name: 'سؤال العميل' }).fill(question);
    await page.getByRole('button', { name: 'اسأل البوت' }).click();
  };

  await test.step('the preview answers a question phrased differently with the right pair', async () => {
    // Other words, another order, ة written as ه: still the opening hours.
    await ask('العمل عندكم كم ساعه');
    await expect(preview).toContainText('يجيب البوت');
    await expect(preview).toContainText(PAIRS[0]!.title);
    await expect(preview).toContainText(PAIRS[0]!.answer);
    await expect(preview).toContainText(/درجة التطابق \d+٪/);

    await ask('هل توصلون للمنزل؟');
    await expect(preview).toContainText(PAIRS[1]!.answer);
    await expect(preview).toContainText('يجيب البوت');

    await ask('بكم سعر الفلتر؟');
    await expect(preview).toContainText('لا توجد إجابة مؤكدة: يُحوَّل العميل إلى موظف');
    await expect(preview).toContainText('لا يشبه أي سؤال محفوظ.');
  });

  await test.step('a saved pair is removed after the typed phrase and stays removed', async () => {
    await deleteByPhrase(page, PAIRS[2]!.title, 'تم الحذف بنجاح');
    await expect(entries(page, 'الأسئلة والأجوبة')).toHaveCount(2);
    await page.reload();
    await expect(entries(page, 'الأسئلة والأجوبة')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'الأسئلة والأجوبة' })).not.toContainText(
      PAIRS[2]!.title,
    );
    await expect(entries(page, 'مهام البوت')).toHaveCount(2);
  });

  await test.step('the company sees the branch’s entries, each naming its branch', async () => {
    await openSignedIn(page, platform, company.token, '/ai');
    await expect(entries(page, 'الأسئلة والأجوبة')).toHaveCount(2);
    for (const item of await entries(page, 'الأسئلة والأجوبة').all()) {
      await expect(item).toContainText(`الفرع: ${branch.name}`);
    }
    await openSignedIn(page, platform, manager.token, '/ai');
  });

  await test.step('a draft is removed on the spot, and leaving without saving loses it', async () => {
    await page.getByRole('textbox', { name: 'مهمة جديدة' }).fill('مهمة لن تُحفظ');
    await page.getByRole('button', { name: 'إضافة المهمة' }).click();
    await page.getByRole('button', { name: 'إزالة مهمة لن تُحفظ' }).click();
    await expect(entries(page, 'مهام البوت')).toHaveCount(2);

    // Text typed into an add form counts as unsaved work too.
    await page.getByRole('textbox', { name: 'مهمة جديدة' }).fill('مهمة مكتوبة فقط');
    await page
      .getByRole('navigation', { name: 'القائمة الرئيسية' })
      .getByRole('link', { name: 'الاقسام', exact: true })
      .click();
    const leave = page.getByRole('dialog', { name: 'تغييرات غير محفوظة' });
    await leave.getByRole('button', { name: 'المغادرة دون حفظ' }).click();
    await expect(page).toHaveURL(/\/sections$/);
  });
});

test('a manager edits its chat messages, and an emptied one is cleared', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  const { manager } = await companyWithStaff(
    platform,
    { url: baseURL! },
    superadminToken,
    newCompany(),
  );
  await openSignedIn(page, platform, manager.token, '/settings');
  const welcome = page.getByRole('textbox', { name: 'رسالة الترحيب' });
  const close = page.getByRole('textbox', { name: 'رسالة الإغلاق' });
  const rating = page.getByRole('textbox', { name: 'رسالة التقييم' });
  await expect(welcome).toHaveValue('');

  await welcome.fill('أهلًا بك في متجرنا، كيف نخدمك؟');
  await close.fill('شكرًا لتواصلك معنا');
  // Each box counts what it holds.
  await expect(page.getByText('30 من 500 حرف')).toBeVisible();
  await rating.fill('قيّم خدمتنا من 1 إلى 5');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expectToast(page, 'تم تحديث الإعدادات بنجاح');

  await page.reload();
  await expect(welcome).toHaveValue('أهلًا بك في متجرنا، كيف نخدمك؟');
  await expect(close).toHaveValue('شكرًا لتواصلك معنا');
  await expect(rating).toHaveValue('قيّم خدمتنا من 1 إلى 5');

  await rating.fill('');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expectToast(page, 'تم تحديث الإعدادات بنجاح');
  await page.reload();
  await expect(rating).toHaveValue('');
  await expect(welcome).toHaveValue('أهلًا بك في متجرنا، كيف نخدمك؟');

  // A box stops at the contract's 500 characters.
  await welcome.fill('م'.repeat(520));
  await expect(welcome).toHaveValue('م'.repeat(500));
});

/** On /profile: renames the signed-in user and checks the header greets the new name at once. */
async function renameInProfile(page: Page, from: string, to: string): Promise<void> {
  const name = page.getByRole('textbox', { name: 'الاسم', exact: true });
  await expect(name).toHaveValue(from);
  await expect(greeting(page, from)).toBeVisible();
  await name.fill(to);
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await expectToast(page, 'تم تحديث المستخدم بنجاح');
  await expect(greeting(page, to)).toBeVisible();
  await expect(name).toHaveValue(to);
}

test('every role edits its own profile and the header greets the new name at once', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  test.setTimeout(150_000);
  const { company, manager, employee } = await companyWithStaff(
    platform,
    { url: baseURL! },
    superadminToken,
    newCompany(),
  );

  await test.step('the employee: wrong values show the rules, then a new name and picture', async () => {
    await openSignedIn(page, platform, employee.token, '/profile');
    const phone = page.getByRole('textbox', { name: 'رقم الجوال', exact: true });
    await expect(phone).toHaveValue(employee.phone.number);
    await phone.fill('0512');
    await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill('not-an-email');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(fieldErrors(page.locator('form#profile'))).toHaveText([
      'البريد الإلكتروني غير صالح',
      'يجب أن يتكون رقم الجوال من 10 أرقام بدون رمز الدولة',
    ]);
    await page.reload();

    // The fee is a company's; an employee has none to show.
    await expect(page.getByText('أجر الموظف الشهري')).toHaveCount(0);
    await choosePicture(page.locator('form#profile'), pngPicture('me.png'));
    await renameInProfile(page, employee.name, `${employee.name} المعدل`);
    await expectPictureLoaded(page.getByRole('button', { name: /قائمة الحساب/ }));
    // The stored user changed too: a reload greets the new name before the server answers.
    await page.reload();
    await expect(greeting(page, `${employee.name} المعدل`)).toBeVisible();
  });

  await test.step('the manager', async () => {
    await openSignedIn(page, platform, manager.token, '/profile');
    await renameInProfile(page, manager.name, `${manager.name} المعدل`);
  });

  await test.step('the company: its fee is read-only', async () => {
    await openSignedIn(page, platform, company.token, '/profile');
    const fee = page.getByRole('textbox', { name: 'أجر الموظف الشهري' });
    await expect(fee).toHaveAttribute('readonly', '');
    await expect(fee).toHaveValue(/\d/);
    await renameInProfile(page, company.name, `${company.name} م`);
  });

  await test.step('the system manager, renamed and named back', async () => {
    const me = await platform.me(superadminToken);
    await openSignedIn(page, platform, superadminToken, '/profile');
    try {
      await renameInProfile(page, me.username, `${me.username} المعدل`);
      await renameInProfile(page, `${me.username} المعدل`, me.username);
    } finally {
      const now = await platform.me(superadminToken);
      if (now.username !== me.username) {
        const form = new FormData();
        form.set('username', me.username);
        form.set('role', 'superadmin');
        const id = (now as { _id?: string })._id;
        await callAs(
          { url: baseURL!, apiKey: API_KEY },
          superadminToken,
          'PUT',
          `/api/v1/users/${id}`,
          form,
        );
      }
    }
    // Its fee field is the salary new companies take, changed on the salary page.
    await expect(page.getByRole('link', { name: 'تعديل الأجر' })).toHaveAttribute(
      'href',
      '/salary',
    );
  });
});

test('a company issues its integration key, copies it once, and a new one replaces it', async ({
  page,
  platform,
  superadminToken,
  newCompany,
}) => {
  const company = newCompany();
  await platform.createCompany(superadminToken, company);
  const token = await platform.signIn(company.phone);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, platform, token, '/connect-bot');

  const card = page.getByRole('region', { name: 'مفتاح الربط' });
  await expect(card).toContainText('لم يُصدَر مفتاح بعد');

  const issue = async (button: string, confirmText: RegExp): Promise<string> => {
    await page.getByRole('button', { name: button, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: button, exact: true });
    await expect(confirm).toContainText(confirmText);
    await confirm.getByRole('button', { name: 'إصدار المفتاح' }).click();
    const shown = page.getByRole('dialog', { name: 'المفتاح الجديد' });
    const box = shown.getByRole('textbox', { name: 'المفتاح' });
    await expect(box).not.toHaveValue('');
    const key = await box.inputValue();
    await shown.getByRole('button', { name: 'نسخ المفتاح' }).click();
    // The toast shows behind the dialog (hidden from the accessibility tree while it is open);
    // the button says it as well.
    await expect(shown.getByRole('button', { name: 'تم النسخ' })).toBeVisible();
    await expect(page.getByText('تم النسخ', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await shown.getByRole('button', { name: 'تم', exact: true }).click();
    await expect(shown).toBeHidden();
    return key;
  };

  const first = await issue('إصدار مفتاح', /سيُصدَر مفتاح/);
  await expect(card).toContainText('مفعّل');
  await expect(card).toContainText(first.slice(0, 6));

  const second = await issue('إصدار مفتاح جديد', /سيتوقف المفتاح الحالي عن العمل فورًا/);
  expect(second).not.toBe(first);
  await page.reload();
  await expect(card).toContainText('مفعّل');
  // The key itself is never shown again.
  await expect(page.getByText(second)).toHaveCount(0);

  // The bot's calls take the new key and refuse the replaced one.
  const ask = (key: string) =>
    page.request.fetch('/api/v1/integration/ai/answer', {
      method: 'POST',
      headers: { 'x-integration-key': key },
      data: { question: 'متى تفتحون؟' },
    });
  expect((await ask(second)).status()).toBe(200);
  expect((await ask(first)).status()).toBe(401);
});

test('the system manager sets the employee salary and a company created afterwards takes it', async ({
  page,
  platform,
  baseURL,
  superadminToken,
  newCompany,
}) => {
  const api = { url: baseURL!, apiKey: API_KEY };
  const before = (await callAs(api, superadminToken, 'GET', '/api/v1/users/salary')) as {
    salary: number;
  };
  // A value no other test sets, in halalas, so the company's fee can only have come from here.
  const salary = `${200 + Number(newPhone().number.slice(-2))}.75`;
  try {
    await openSignedIn(page, platform, superadminToken, '/salary');
    const box = page.getByRole('textbox', { name: 'الأجر الشهري (ريال)' });
    await expect(box).toHaveValue(String(before.salary));

    await box.fill('20.555');
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expect(fieldErrors(page.locator('form#salary'))).toHaveText([
      'يجب ألا يتجاوز الأجر خانتين عشريتين',
    ]);
    await box.fill('');
    await expect(fieldErrors(page.locator('form#salary'))).toHaveText(['الأجر مطلوب']);

    await box.fill(salary);
    await page.getByRole('button', { name: 'حفظ', exact: true }).click();
    await expectToast(page, 'تم تحديث الاجور بنجاح');
    await page.reload();
    await expect(box).toHaveValue(salary);

    const company = newCompany();
    await platform.createCompany(superadminToken, company);
    await openSignedIn(page, platform, await platform.signIn(company.phone), '/profile');
    await expect(page.getByRole('textbox', { name: 'أجر الموظف الشهري' })).toHaveValue(
      new RegExp(salary.replace('.', '\\.')),
    );
  } finally {
    await callAs(api, superadminToken, 'PUT', '/api/v1/users/salary', { salary: before.salary });
  }
});

test('a company sets the seller’s details its customers see, and is warned of VAT without a VAT number until it saves one', async ({
  page,
  baseURL,
  platform,
  superadminToken,
  newCompany,
}) => {
  const { company, manager } = await companyWithStaff(
    platform,
    { url: baseURL! },
    superadminToken,
    newCompany(),
  );
  // A new company's terms charge 15 % VAT and have no VAT number. (It takes payment on pickup,
  // so the VAT number is the one gap its home tells of.)
  const paymentSet = await fetch(`${baseURL}/api/v1/payment-settings`, {
    method: 'PUT',
    headers: {
      'x-api-key': API_KEY,
      authorization: `Bearer ${company.token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ options: ['pay_on_pickup'], onlinePercent: 100 }),
  });
  expect(paymentSet.status).toBe(200);
  const homeWarning = page.getByRole('region', {
    name: 'عروض أسعارك تُظهر الضريبة دون رقمك الضريبي',
  });
  const screenWarning = page.getByRole('note', { name: 'الضريبة مفعّلة دون رقم ضريبي' });
  const form = page.locator('form#quote-terms');
  const registration = page.getByRole('textbox', { name: 'رقم السجل التجاري' });
  const contact = page.getByRole('textbox', { name: 'رقم التواصل' });
  const whatsapp = page.getByRole('textbox', { name: 'رقم واتساب' });
  const save = page.getByRole('button', { name: 'حفظ', exact: true });
  /** The home, once it has read the terms (or, for a role that may not, once it has settled). */
  const openHome = async (token: string) => {
    const termsRead = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/quote-terms'),
    );
    await openSignedIn(page, platform, token, '/dashboard');
    await termsRead;
  };

  await test.step('a manager’s home never asks for the terms, and warns of nothing', async () => {
    const asked: string[] = [];
    const watch = (request: Request) => {
      if (request.url().includes('/api/v1/quote-terms')) asked.push(request.url());
    };
    page.on('request', watch);
    await openSignedIn(page, platform, manager.token, '/dashboard');
    await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', watch);
    await expect(homeWarning).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  await test.step('the company’s home warns, and leads to the screen that fixes it', async () => {
    await openHome(company.token);
    await expect(homeWarning).toContainText('نسبة الضريبة في شروط عروض الأسعار 15%');
    await homeWarning.getByRole('link', { name: 'إضافة الرقم الضريبي' }).click();
    await expect(page).toHaveURL(/\/quote-settings$/);
    await expect(screenWarning).toBeVisible();
  });

  await test.step('a registration of 5 digits is refused beside its box, and so is the server’s refusal', async () => {
    await registration.fill('12345');
    await contact.fill('011 234 5678');
    await whatsapp.fill('٠٥٠١٢٣٤٥٦٧');
    await save.click();
    await expect(fieldErrors(form)).toHaveText(['رقم السجل التجاري 10 أرقام، مثل 1010123456']);

    // A value the form lets through but the server refuses: its message goes under the box.
    await registration.fill('1010123456');
    const refuse = async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, commercialRegistration: '1' }) });
    };
    await page.route('**/api/v1/quote-terms', refuse);
    await save.click();
    await expect(fieldErrors(form)).toHaveText(['رقم السجل التجاري 10 أرقام']);
    await page.unroute('**/api/v1/quote-terms', refuse);
  });

  await test.step('saved, the numbers come back in international form', async () => {
    await registration.fill('1010123456');
    await save.click();
    await expectToast(page, 'تم حفظ شروط عروض الأسعار بنجاح');
    await expect(contact).toHaveValue('+966112345678');
    await expect(whatsapp).toHaveValue('+966501234567');
    await expect(registration).toHaveValue('1010123456');
    await page.reload();
    await expect(contact).toHaveValue('+966112345678');
    await expect(whatsapp).toHaveValue('+966501234567');
    await expect(registration).toHaveValue('1010123456');
    // Still no VAT number: the screen and the home still say so.
    await expect(screenWarning).toBeVisible();
    await openHome(company.token);
    await expect(homeWarning).toBeVisible();
  });

  await test.step('a VAT number saved, neither warns any more', async () => {
    await openSignedIn(page, platform, company.token, '/quote-settings');
    await expect(screenWarning).toBeVisible();
    await page.getByRole('textbox', { name: 'الرقم الضريبي', exact: true }).fill('310123456700003');
    await expect(screenWarning).toHaveCount(0);
    await save.click();
    await expectToast(page, 'تم حفظ شروط عروض الأسعار بنجاح');
    // The seller's details left as they were are kept.
    await expect(contact).toHaveValue('+966112345678');
    await openHome(company.token);
    await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
    await expect(homeWarning).toHaveCount(0);
  });
});
