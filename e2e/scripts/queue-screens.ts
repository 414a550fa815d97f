/**
 * Review pictures of the pricing desk's queue (/offers) and the orders filters: an employee's
 * queue opening on the unclaimed orders, the alerts switch turned on, its own orders, the
 * company's whole queue with an order claimed from its row (and its toast) with branch and section filters, a
 * later page told of a new order by its bar, filters that match nothing, dates the wrong way
 * round, and /orders with its filters. Called by screenshots.ts and queue-review.ts.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { ChatBot, CompanyApi, newChassis } from '../support/order-api.js';
import { newPhone, type Phone } from '../support/phones.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import { CONTEXT_OPTIONS, listReady, OUT_DIR, settled, shoot, signIn } from './shots.js';

/**
 * apps/server/src/seed/demo-companies.ts: the first company (its third code within 10 minutes in
 * screenshots.ts, after the layout and list pictures) and one of its employees no other picture
 * signs in.
 */
const COMPANY: Phone = { dialCode: '+966', number: '0500000002' };
const EMPLOYEE: Phone = { dialCode: '+966', number: '0500000022' };
const OFFERS = 'عروض الأسعار';

export async function queueScreens(
  browser: Browser,
  server: { url: string; apiKey: string },
  inbox: SmsInbox,
): Promise<void> {
  await employeeQueue(browser, server, inbox);
  await companyQueue(browser, server, inbox);
}

async function employeeQueue(browser: Browser, server: { url: string }, inbox: SmsInbox) {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, EMPLOYEE);

  await page.goto('/offers');
  await listReady(page, OFFERS);
  await shoot(page, 'queue-employee-unclaimed');

  // The switch: its chime plays and the browser is asked; headless Chromium lets the question
  // go unanswered.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('checkbox', { name: 'تنبيه بصوت وإشعار على سطح المكتب' }).click();
  await page.getByRole('button', { name: 'السماح بالإشعارات' }).waitFor();
  await shoot(page, 'queue-employee-alerts-on');

  await page.getByRole('tab', { name: 'طلباتي' }).click();
  await page.waitForURL(/claim=mine/);
  await listReady(page, OFFERS);
  await shoot(page, 'queue-employee-mine');
  await context.close();
}

async function companyQueue(
  browser: Browser,
  server: { url: string; apiKey: string },
  inbox: SmsInbox,
) {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, COMPANY);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('the company was signed in without an access token');

  await page.goto('/offers');
  await listReady(page, OFFERS);
  await shoot(page, 'queue-company-all');

  // The first order nobody holds, claimed from its row: the toast says where it went.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('button', { name: /^استلام الطلب / })
    .first()
    .click();
  await page.getByText(/^استلمت الطلب .*، وهو الآن في «طلباتي»$/).waitFor();
  await listReady(page, OFFERS);
  await page.screenshot({ path: join(OUT_DIR, 'queue-company-claimed-1440.png') });

  // A branch chosen, then its sections offered; oldest first.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('combobox', { name: 'الفرع' }).click();
  await page.getByRole('option').nth(1).click();
  await listReady(page, OFFERS);
  await page.getByRole('checkbox', { name: 'الأقدم أولًا' }).click();
  await listReady(page, OFFERS);
  await shoot(page, 'queue-company-branch-oldest');

  // On a phone the filters fold behind a button counting those in force.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^تصفية الطلبات/ }).click();
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, 'queue-company-filters-open-390.png') });

  // A later page of the newest first: a new order is announced, not pushed in.
  await page.goto('/offers?page=2');
  await listReady(page, OFFERS);
  await submitOrder(server, token);
  await page.getByRole('status').filter({ hasText: 'طلب جديد' }).waitFor();
  await shoot(page, 'queue-company-new-order-bar');

  await page.goto('/offers?from=2021-01-01&to=2021-01-31&quoteStatus=accepted');
  await listReady(page, OFFERS);
  await shoot(page, 'queue-company-filters-match-nothing');

  await page.goto('/offers?from=2026-03-10&to=2026-03-01');
  await page.getByRole('alert').filter({ hasText: 'يسبق تاريخ البداية' }).waitFor();
  await settled(page);
  await shoot(page, 'queue-company-dates-reversed');

  await page.goto('/orders?status=pending');
  await listReady(page, 'الطلبات');
  await shoot(page, 'orders-company-filters');
  await context.close();
}

/** The company's chat bot sends an order for one of its branches. */
async function submitOrder(server: { url: string; apiKey: string }, token: string) {
  const api = new CompanyApi(server, token);
  const [branch] = await api.branches();
  const bot = new ChatBot(server.url, await api.rotateIntegrationKey());
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: 'ماجد الحربي', phone: newPhone() },
    vehicle: { mark: 'تويوتا', model: 'هايلكس', year: 2020, chassis: newChassis() },
    pieces: [{ nameAr: 'فلتر هواء', nameEn: 'Air filter', quantity: 1 }],
    ...(branch ? { branchId: branch._id } : {}),
  });
  if (submitted.status !== 201) {
    throw new Error(`the order was refused (${submitted.status}): ${submitted.body.message}`);
  }
}
