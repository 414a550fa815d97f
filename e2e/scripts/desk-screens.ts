/**
 * Review pictures of the pricing desk on the demo data of the second company (the first's codes
 * go to the other pictures). Its chat bot sends four orders for a returning customer's car to the
 * Riyadh branch's engine section; then, as an employee of that section: one the branch's manager
 * claimed (read-only, with the take-over question), one he assigned to her colleague (only a
 * manager moves it), one being priced with what was quoted before for each part (one price
 * reused) and the customer's earlier orders, and order histories. As the manager, the assign box.
 * As the company, the statistics' pricing figures and the branch form with its working hours (as
 * it opens, refusing a closing before its opening, and for a new branch). Called by
 * screenshots.ts and desk-review.ts on a seeded server.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { ChatBot } from '../support/order-api.js';
import type { Phone } from '../support/phones.js';
import type { SmsInbox } from '../support/sms-inbox.js';
import { CONTEXT_OPTIONS, OUT_DIR, settled, shoot, signIn, WIDTHS } from './shots.js';

/** The second company's seeded accounts (apps/server/src/seed/demo-companies.ts). */
const COMPANY: Phone = { dialCode: '+966', number: '0500000003' };
const SAAD: Phone = { dialCode: '+966', number: '0500000031' }; // manager, Riyadh - Al Malaz
const MANSOUR: Phone = { dialCode: '+966', number: '0500000041' }; // its engine section
const LAMA = 'لمى الرشيدي'; // Mansour's colleague
const BRANCH = 'فرع الرياض - الملز';
const SECTION = 'قطع المحركات';

interface OrderRow {
  _id: string;
  orderRef: string;
  claim: { userId: string } | null;
}

interface OrderDetail {
  clientName: string;
  clientId: { phone: Phone };
  vehicleId: { mark: string; model: string; year: number };
  pieces: { name_ar: string; name_en: string | null; quantity: number }[];
}

/** The API as a signed-in user. */
class Caller {
  constructor(
    private readonly server: { url: string; apiKey: string },
    private readonly token: string,
  ) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.server.url}${path}`, {
      method,
      headers: {
        'x-api-key': this.server.apiKey,
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer;
  }

  async orders(query: string): Promise<OrderRow[]> {
    return (await this.call<{ orders: OrderRow[] }>('GET', `/api/v1/orders/?${query}`)).orders;
  }
}

async function signedIn(
  browser: Browser,
  server: { url: string; apiKey: string },
  inbox: SmsInbox,
  phone: Phone,
): Promise<{ context: BrowserContext; page: Page; api: Caller }> {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, phone);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error(`${phone.number} was signed in without an access token`);
  return { context, page, api: new Caller(server, token) };
}

export async function deskScreens(
  browser: Browser,
  server: { url: string; apiKey: string },
  inbox: SmsInbox,
): Promise<void> {
  const company = await signedIn(browser, server, inbox, COMPANY);
  const fresh = await returningCustomerOrders(server, company.api, 4);
  const agent = await signedIn(browser, server, inbox, MANSOUR);
  const manager = await signedIn(browser, server, inbox, SAAD);
  const [held, assigned, remembered, forManager] = fresh;
  if (!held || !assigned || !remembered || !forManager) throw new Error('the bot sent too few');

  // The manager takes one; assigns another to the employee's colleague.
  await manager.api.call('POST', `/api/v1/orders/${held._id}/claim`, {});
  const { assignees } = await manager.api.call<{ assignees: { _id: string; username: string }[] }>(
    'GET',
    `/api/v1/orders/${assigned._id}/assignees`,
  );
  const lama = assignees.find((person) => person.username === LAMA);
  if (!lama) throw new Error(`${LAMA} cannot take ${assigned.orderRef}`);
  await manager.api.call('PUT', `/api/v1/orders/${assigned._id}/assignee`, { userId: lama._id });

  // A colleague's claim: read-only, with the take-over button and its question.
  let modal = await openOffer(agent.page, held._id);
  await modal.getByText(/^هذا الطلب مع /).waitFor();
  await shoot(agent.page, 'desk-offer-held-by-colleague');
  await atDesktopWidth(agent.page);
  await modal.getByRole('button', { name: 'نقل الطلب إليّ' }).click();
  const question = agent.page.getByRole('dialog', { name: /^استلام الطلب من/ });
  await question.waitFor();
  await settled(agent.page);
  await shoot(agent.page, 'desk-offer-take-over-question');
  await atDesktopWidth(agent.page);
  await question.getByRole('button', { name: 'تراجع' }).click();
  await question.waitFor({ state: 'hidden' });

  // An assignment: only a manager can move it.
  modal = await openOffer(agent.page, assigned._id);
  await modal.getByText(/لا ينقله إلا المدير/).waitFor();
  await shoot(agent.page, 'desk-offer-assigned-to-colleague');

  // Being priced: the earlier prices under each part, the last one put in the first box.
  modal = await openOffer(agent.page, remembered._id);
  await modal
    .getByRole('region', { name: /^الأسعار السابقة/ })
    .first()
    .waitFor();
  const recent = modal.getByRole('button', { name: /^آخر الأسعار \(\d+\)$/ }).first();
  if (await recent.isVisible()) await recent.click();
  const reuse = modal.getByRole('button', { name: /^استخدم آخر سعر/ }).first();
  if (await reuse.isVisible()) await reuse.click();
  await settled(agent.page);
  await shoot(agent.page, 'desk-offer-price-memory');
  await shootModalAt(agent.page, modal.getByText('مجموع القطع'), 'desk-offer-price-memory-end');

  // Its history.
  await atDesktopWidth(agent.page);
  await modal.getByRole('tab', { name: 'سجل الطلب' }).click();
  await modal.getByRole('list', { name: 'سجل الطلب' }).waitFor();
  await settled(agent.page);
  await shoot(agent.page, 'desk-offer-timeline');

  // A longer history: an order its customer accepted.
  const [answered] = await agent.api.orders('status=completed&quoteStatus=accepted&limit=5');
  if (answered) {
    modal = await openOffer(agent.page, answered._id);
    await modal.getByRole('tab', { name: 'سجل الطلب' }).click();
    await modal.getByRole('list', { name: 'سجل الطلب' }).waitFor();
    await settled(agent.page);
    await shoot(agent.page, 'desk-offer-timeline-accepted');
  }
  await agent.context.close();

  // The manager: who to assign it to, with the orders each holds.
  modal = await openOffer(manager.page, forManager._id);
  await modal.getByText('إسناد إلى').waitFor();
  await shoot(manager.page, 'desk-offer-manager');
  await atDesktopWidth(manager.page);
  await modal.getByRole('combobox', { name: 'إسناد إلى' }).click();
  await manager.page.getByRole('option').first().waitFor();
  await settled(manager.page);
  await manager.page.screenshot({ path: join(OUT_DIR, 'desk-offer-manager-assignees-1440.png') });
  await manager.page.keyboard.press('Escape');
  await manager.context.close();

  await companyScreens(company.page);
  await company.context.close();
}

/**
 * `count` new orders from the company's chat bot to the Riyadh engine section, each for the car
 * and parts of an order there the customer accepted, by that same customer: the parts have
 * earlier prices and the customer earlier orders.
 */
async function returningCustomerOrders(
  server: { url: string; apiKey: string },
  api: Caller,
  count: number,
): Promise<OrderRow[]> {
  const { sections } = await api.call<{
    sections: { _id: string; sectionName: string; branchId: string; branchName: string }[];
  }>('GET', '/api/v1/sections/?limit=30');
  const section = sections.find(
    (each) => each.sectionName === SECTION && each.branchName === BRANCH,
  );
  if (!section) throw new Error(`no ${SECTION} section in ${BRANCH}`);
  const accepted = await api.call<{ orders: (OrderRow & { sectionName: string | null })[] }>(
    'GET',
    `/api/v1/orders/?status=completed&quoteStatus=accepted&branchId=${section.branchId}&sectionId=${section._id}&limit=5`,
  );
  const model = accepted.orders[0];
  if (!model) throw new Error(`no accepted order in ${BRANCH}, ${SECTION}`);
  const { order } = await api.call<{ order: OrderDetail }>('GET', `/api/v1/orders/${model._id}`);
  const { key } = await api.call<{ key: string }>('POST', '/api/v1/users/integration-key');
  const bot = new ChatBot(server.url, key);
  const sent: OrderRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await bot.submitOrder(randomUUID(), {
      client: { name: order.clientName, phone: order.clientId.phone },
      vehicle: {
        mark: order.vehicleId.mark,
        model: order.vehicleId.model,
        year: order.vehicleId.year,
      },
      pieces: order.pieces.map((piece) => ({
        nameAr: piece.name_ar,
        ...(piece.name_en ? { nameEn: piece.name_en } : {}),
        quantity: piece.quantity,
      })),
      branchId: section.branchId,
      sectionId: section._id,
    });
    if (answer.status !== 201) throw new Error(`the bot's order was refused: ${answer.status}`);
    sent.push({ ...answer.body.order, claim: null });
  }
  return sent;
}

/** The company: the statistics' pricing figures, and the branch form's hours. */
async function companyScreens(page: Page): Promise<void> {
  await atDesktopWidth(page);
  await page.goto('/stats');
  await page.getByRole('heading', { name: 'أداء التسعير' }).waitFor();
  await page.getByRole('region', { name: 'حسب الموظف' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'desk-stats-daily');
  await atDesktopWidth(page);
  await page.getByRole('tab', { name: 'سنوي' }).click();
  await page.getByRole('region', { name: 'حسب الفرع' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'desk-stats-yearly');

  await atDesktopWidth(page);
  await page.goto('/branches');
  await page
    .getByRole('button', { name: /^تعديل/ })
    .first()
    .click();
  let form = page.getByRole('dialog', { name: 'تعديل الفرع' });
  await form.waitFor();
  await settled(page);
  await shoot(page, 'desk-branch-form');
  await shootModalAt(page, form.getByText('الجمعة', { exact: true }), 'desk-branch-form-hours');

  // A closing before the opening is refused under its day.
  await atDesktopWidth(page);
  await form.getByRole('combobox', { name: 'وقت الإغلاق يوم الأحد' }).click();
  await page.getByRole('option', { name: '6:00 ص', exact: true }).click();
  await form.getByText('وقت الإغلاق يجب أن يكون بعد وقت الفتح').waitFor();
  await shootModalAt(page, form.getByText('الأحد', { exact: true }), 'desk-branch-form-error');
  await atDesktopWidth(page);
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'hidden' });

  // A new branch starts from the API's hours and target.
  await page.getByRole('button', { name: 'إضافة فرع' }).click();
  form = page.getByRole('dialog', { name: 'إضافة فرع' });
  await form.waitFor();
  await settled(page);
  await shoot(page, 'desk-branch-form-new');
}

async function openOffer(page: Page, id: string): Promise<Locator> {
  await atDesktopWidth(page);
  await page.goto(`/offers/${id}`);
  const modal = page.getByRole('dialog', { name: 'عرض السعر' });
  await modal.waitFor();
  await page.waitForLoadState('networkidle');
  await settled(page);
  return modal;
}

/** On a phone the modal scrolls: a second picture with `target` in view. */
async function shootModalAt(page: Page, target: Locator, name: string): Promise<void> {
  const phone = WIDTHS[WIDTHS.length - 1];
  if (!phone) return;
  await page.setViewportSize({ width: phone.width, height: phone.height });
  await target.first().scrollIntoViewIfNeeded();
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, `${name}-${phone.width}.png`) });
}

/** Pictures leave the page at the last width; the next steps work at the first. */
async function atDesktopWidth(page: Page): Promise<void> {
  const [desktop] = WIDTHS;
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
}
