/**
 * Review pictures of the list screens: each list as the superadmin and as a company, each add
 * modal with its validation messages showing, a search without results and a new company's empty
 * lists. Called by screenshots.ts on its seeded server.
 */
import type { Browser, Page } from '@playwright/test';
import { newPhone, type Phone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import { CONTEXT_OPTIONS, listReady, settled, shoot, signIn } from './shots.js';

const LISTS = [
  { path: '/company', name: 'companies', title: 'الشركات' },
  { path: '/branches', name: 'branches', title: 'الفروع' },
  { path: '/sections', name: 'sections', title: 'الاقسام' },
  { path: '/admin', name: 'managers', title: 'المدراء' },
  { path: '/employees', name: 'employees', title: 'الموظفين' },
] as const;

/** The seeded accounts (apps/server/src/seed/demo-companies.ts). */
const SUPERADMIN: Phone = { dialCode: '+966', number: '0500000001' };
const DEMO_COMPANY: Phone = { dialCode: '+966', number: '0500000002' };

export async function listScreens(
  browser: Browser,
  server: { url: string; inboxUrl: string; apiKey: string },
  inbox: SmsInbox,
): Promise<void> {
  const superadminToken = await asSuperadmin(browser, server.url, inbox);
  await asCompany(browser, server.url, inbox);
  await asNewCompany(browser, server, inbox, superadminToken);
}

/** Opens the add modal, saves it empty and photographs the messages. */
async function addModalErrors(page: Page, button: string, name: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const modal = page.getByRole('dialog', { name: button });
  await settled(page);
  await modal.getByRole('button', { name: 'حفظ', exact: true }).click();
  await modal.getByRole('alert').first().waitFor();
  await shoot(page, `modal-${name}-errors`);
  await modal.getByRole('button', { name: 'رجوع' }).click();
  await modal.waitFor({ state: 'hidden' });
}

async function eachList(page: Page, role: string): Promise<void> {
  for (const list of LISTS) {
    if (list.path === '/company' && role !== 'superadmin') continue;
    await page.goto(list.path);
    await listReady(page, list.title);
    await shoot(page, `list-${list.name}-${role}`);
  }
}

/** Answers the superadmin's access token, to set up the empty company through the API. */
async function asSuperadmin(browser: Browser, baseURL: string, inbox: SmsInbox): Promise<string> {
  const context = await browser.newContext({ baseURL, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, SUPERADMIN);
  await eachList(page, 'superadmin');

  await page.goto('/company');
  await listReady(page, 'الشركات');
  await addModalErrors(page, 'إضافة شركة', 'add-company');

  await page.goto(`/branches?search=${encodeURIComponent('فرع لا وجود له')}`);
  await listReady(page, 'الفروع');
  await page.getByText('لا توجد نتائج').waitFor();
  await shoot(page, 'list-branches-no-results');

  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await context.close();
  if (!token) throw new Error('the superadmin was signed in without an access token');
  return token;
}

async function asCompany(browser: Browser, baseURL: string, inbox: SmsInbox): Promise<void> {
  const context = await browser.newContext({ baseURL, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, DEMO_COMPANY);
  await eachList(page, 'company');

  const modals = [
    { path: '/admin', title: 'المدراء', button: 'إضافة مدير', name: 'add-manager' },
    { path: '/branches', title: 'الفروع', button: 'إضافة فرع', name: 'add-branch' },
    { path: '/sections', title: 'الاقسام', button: 'إضافة قسم', name: 'add-section' },
    { path: '/employees', title: 'الموظفين', button: 'إضافة موظف', name: 'add-employee' },
  ];
  for (const modal of modals) {
    await page.goto(modal.path);
    await listReady(page, modal.title);
    await addModalErrors(page, modal.button, modal.name);
  }
  await context.close();
}

/** A company created a moment ago: every list is empty. */
async function asNewCompany(
  browser: Browser,
  server: { url: string; inboxUrl: string; apiKey: string },
  inbox: SmsInbox,
  superadminToken: string,
): Promise<void> {
  const phone = newPhone();
  await new PlatformApi(server).createCompany(superadminToken, {
    username: 'مؤسسة البداية لقطع الغيار',
    email: `n${phone.number}@demo.sa`,
    phone,
  });
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, phone);
  for (const list of LISTS.filter((entry) => entry.path !== '/company')) {
    await page.goto(list.path);
    await listReady(page, list.title);
    await shoot(page, `empty-${list.name}`);
  }
  await context.close();
}
