/**
 * Review pictures of the settings screens: a branch bot's content (/ai) with drafts, the leave
 * question and the preview's two kinds of answer; the chat messages (/settings); the profile of
 * an employee, a manager and a company with its integration key (the confirmation and the key
 * shown once); the salary (/salary) with a message; a screen a role may not open; and a company's
 * quote terms (/quote-settings) with the seller's details, their messages and the warning of VAT
 * without a VAT number, on the screen and on its home. Called by screenshots.ts on its seeded
 * server (quote-terms-review.ts takes the quote terms alone); the companies and their people are
 * new, so the demo accounts keep their codes for the other pictures.
 */
import type { Browser, Page } from '@playwright/test';
import { newPhone, type Phone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { openSignedIn } from '../support/session.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import { addCompanyStaff, callAs } from '../support/staff-scene.js';
import { CONTEXT_OPTIONS, settled, shoot, signIn } from './shots.js';

const SUPERADMIN: Phone = { dialCode: '+966', number: '0500000001' };

const BOT_TASKS = [
  'رحّب بالعميل واسأله عن ماركة سيارته وسنة صنعها',
  'اطلب رقم الهيكل قبل أي عرض سعر، وتأكد أنه من 17 خانة',
];
const BOT_PAIRS = [
  {
    title: 'ساعات العمل',
    question: 'ما هي ساعات العمل لديكم؟',
    answer: 'نعمل يوميًا من 9 صباحًا حتى 10 مساءً، والجمعة من 4 عصرًا.',
  },
  {
    title: 'التوصيل',
    question: 'هل توصلون القطع إلى المنزل؟',
    answer: 'نعم، نوصل داخل الرياض خلال يومين، وخارجها خلال أربعة أيام.',
  },
  {
    title: 'ضمان القطع',
    question: 'هل على القطع الأصلية ضمان؟',
    answer: 'ضمان سنة كاملة على القطع الأصلية مع الفاتورة.',
  },
];

export async function settingsScreens(
  browser: Browser,
  server: { url: string; inboxUrl: string; apiKey: string },
  inbox: SmsInbox,
): Promise<void> {
  const platform = new PlatformApi(server);
  const phone = newPhone();
  const company = {
    username: 'مؤسسة الإعدادات لقطع الغيار',
    email: `s${phone.number}@demo.sa`,
    phone,
  };
  await platform.signUpCompany(company);
  const companyToken = await platform.signIn(phone);
  const staff = await addCompanyStaff(server, platform, companyToken, phone.number.slice(-4));
  await callAs(server, staff.manager.token, 'POST', '/api/v1/users/ai', {
    task: BOT_TASKS.map((content) => ({ content })),
    questions: BOT_PAIRS,
  });

  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();

  await openSignedIn(page, platform, staff.manager.token, '/ai');
  await ready(page, 'الذكاء الاصطناعي');
  await shoot(page, 'ai-manager');

  await ask(page, 'العمل عندكم كم ساعه');
  await shoot(page, 'ai-preview-answer');
  await ask(page, 'بكم سعر فلتر الزيت؟');
  await shoot(page, 'ai-preview-handover');

  await page
    .getByRole('textbox', { name: 'مهمة جديدة' })
    .fill('اعتذر بلطف إن لم تتوفر القطعة، واقترح بديلًا');
  await page.getByRole('button', { name: 'إضافة المهمة' }).click();
  await page.getByRole('button', { name: 'إضافة السؤال' }).click();
  await page.getByRole('alert').first().waitFor();
  await shoot(page, 'ai-drafts-and-messages');
  // The pictures leave the page at phone width, where the menu is a drawer.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('navigation', { name: 'القائمة الرئيسية' })
    .getByRole('link', { name: 'الاقسام' })
    .click();
  await page.getByRole('dialog', { name: 'تغييرات غير محفوظة' }).waitFor();
  await settled(page);
  await shoot(page, 'ai-leave-question');
  await page.getByRole('button', { name: 'المغادرة دون حفظ' }).click();
  await page.waitForURL(/\/sections$/);

  await page.goto('/settings');
  await ready(page, 'إعدادات المحادثة');
  await page
    .getByRole('textbox', { name: 'رسالة الترحيب' })
    .fill('أهلًا بك في مؤسسة الإعدادات لقطع الغيار، كيف نخدمك اليوم؟');
  await page
    .getByRole('textbox', { name: 'رسالة الإغلاق' })
    .fill('شكرًا لتواصلك معنا، نسعد بخدمتك دائمًا.');
  await page
    .getByRole('textbox', { name: 'رسالة التقييم' })
    .fill('كيف كانت خدمتنا؟ قيّمها من 1 إلى 5.');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  await shoot(page, 'settings-manager');

  await page.goto('/profile');
  await ready(page, 'الملف الشخصي');
  await shoot(page, 'profile-manager');

  await openSignedIn(page, platform, staff.employee.token, '/profile');
  await ready(page, 'الملف الشخصي');
  await shoot(page, 'profile-employee');
  await page.goto('/ai');
  await page.getByText('هذه الصفحة ليست لحسابك').waitFor();
  await shoot(page, 'ai-not-allowed');

  await openSignedIn(page, platform, companyToken, '/profile');
  await ready(page, 'الملف الشخصي');
  await shoot(page, 'profile-company');
  await page.getByRole('button', { name: 'إصدار مفتاح', exact: true }).click();
  await page.getByRole('dialog', { name: 'إصدار مفتاح', exact: true }).waitFor();
  await settled(page);
  await shoot(page, 'profile-company-issue-key');
  await page.getByRole('button', { name: 'إصدار المفتاح' }).click();
  await page.getByRole('dialog', { name: 'المفتاح الجديد' }).waitFor();
  await settled(page);
  await shoot(page, 'profile-company-new-key');
  await page.getByRole('button', { name: 'تم', exact: true }).click();
  await page.getByRole('dialog', { name: 'المفتاح الجديد' }).waitFor({ state: 'hidden' });
  await shoot(page, 'profile-company-key-active');
  await context.close();

  const admin = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const adminPage = await admin.newPage();
  await signIn(adminPage, inbox, SUPERADMIN);
  await adminPage.goto('/salary');
  await ready(adminPage, 'أجور الموظفين');
  await shoot(adminPage, 'salary');
  await adminPage.getByRole('textbox', { name: 'الأجر الشهري (ريال)' }).fill('20.555');
  await adminPage.getByRole('button', { name: 'حفظ', exact: true }).click();
  await adminPage.getByRole('alert').first().waitFor();
  await shoot(adminPage, 'salary-message');
  await adminPage.goto('/profile');
  await ready(adminPage, 'الملف الشخصي');
  await shoot(adminPage, 'profile-superadmin');
  await admin.close();

  await quoteTermsScreens(browser, server);
}

/**
 * A new company's quote terms: its home and /quote-settings warning of VAT without a VAT number,
 * the seller's details refused with their messages, then saved (the numbers shown back in
 * international form), and the screen once a VAT number is saved.
 */
export async function quoteTermsScreens(
  browser: Browser,
  server: { url: string; inboxUrl: string; apiKey: string },
): Promise<void> {
  const platform = new PlatformApi(server);
  const phone = newPhone();
  await platform.signUpCompany({
    username: 'مؤسسة الشروط لقطع الغيار',
    email: `q${phone.number}@demo.sa`,
    phone,
  });
  const token = await platform.signIn(phone);
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();

  await openSignedIn(page, platform, token, '/dashboard');
  await page.getByRole('link', { name: 'إضافة الرقم الضريبي' }).waitFor();
  await ready(page, 'الرئيسية');
  await shoot(page, 'home-company-vat-warning');

  await page.goto('/quote-settings');
  await ready(page, 'شروط عروض الأسعار');
  await shoot(page, 'quote-terms-vat-warning');

  const save = page.getByRole('button', { name: 'حفظ', exact: true });
  await page.getByRole('textbox', { name: 'رقم السجل التجاري' }).fill('12345');
  await page.getByRole('textbox', { name: 'رقم التواصل' }).fill('050123');
  await page.getByRole('textbox', { name: 'رقم واتساب' }).fill('+96605');
  await save.click();
  await page.getByRole('alert').first().waitFor();
  await fromTop(page);
  await shoot(page, 'quote-terms-seller-messages');

  await page.getByRole('textbox', { name: 'رقم السجل التجاري' }).fill('1010123456');
  await page.getByRole('textbox', { name: 'رقم التواصل' }).fill('011 234 5678');
  await page.getByRole('textbox', { name: 'رقم واتساب' }).fill('0501234567');
  const saved = page.getByText('تم حفظ شروط عروض الأسعار بنجاح', { exact: true });
  await save.click();
  await saved.waitFor();
  await fromTop(page);
  await shoot(page, 'quote-terms-seller-saved');

  await page.getByRole('textbox', { name: 'الرقم الضريبي', exact: true }).fill('310123456700003');
  await save.click();
  await saved.waitFor();
  await fromTop(page);
  await shoot(page, 'quote-terms-complete');
  await context.close();
}

/**
 * Back at the top after a save scrolled to a box: a whole-page picture of a scrolled page draws
 * the sticky header across its middle.
 */
async function fromTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The screen's heading is up and nothing is loading any more. */
async function ready(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[role="status"]') === null);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

async function ask(page: Page, question: string): Promise<void> {
  await page.getByRole('textbox', { name: 'سؤال العميل' }).fill(question);
  const answered = page.waitForResponse((response) => response.url().endsWith('/users/ai/preview'));
  await page.getByRole('button', { name: 'اسأل البوت' }).click();
  await answered;
  await page.getByRole('region', { name: 'جواب البوت' }).locator('dl, p').first().waitFor();
}
