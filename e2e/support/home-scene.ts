import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { ChatBot, CompanyApi, newChassis, type SubmittedOrder } from './order-api.js';
import { newPhone, type Phone } from './phones.js';
import type { PlatformApi } from './platform-api.js';
import { API_KEY } from './server-process.js';

/** GET /common/stats as the contract answers it (openapi/components/schemas/stats.yaml). */
export interface Stats {
  adminCount: number;
  branchCount: number;
  sectionCount: number;
  totalUserCount: number;
  managerCount: number;
  employeeCount: number;
  orderCount: number;
  pendingOrderCount: number;
  completedOrderCount: number;
  chartData: { date: string; value: number }[];
  quoteChartData: { date: string; accepted: number }[];
}

async function call<T>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {
    'x-api-key': API_KEY,
    authorization: `Bearer ${token}`,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer: unknown = await response.json();
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer as T;
}

export function statsOf(baseURL: string, token: string): Promise<Stats> {
  return call<Stats>(baseURL, token, 'GET', '/api/v1/common/stats');
}

export interface StoredNotification {
  _id: string;
  title: string;
  message: string;
  isRead: boolean;
}

export function notificationsOf(
  baseURL: string,
  token: string,
  limit = 5,
): Promise<{ notifications: StoredNotification[]; hasMore: boolean }> {
  return call(baseURL, token, 'GET', `/api/v1/notifications/?limit=${limit}`);
}

/** A company with one branch (run by its manager) and one section: what a new shop sets up. */
export interface CompanyScene {
  companyToken: string;
  companyApi: CompanyApi;
  managerPhone: Phone;
  branchId: string;
  bot: ChatBot;
}

export async function companyWithBranch(
  baseURL: string,
  platform: PlatformApi,
  superadminToken: string,
  company: { username: string; email: string; phone: Phone },
): Promise<CompanyScene> {
  const tag = company.phone.number.slice(-6);
  await platform.createCompany(superadminToken, company);
  const companyToken = await platform.signIn(company.phone);
  const companyApi = new CompanyApi({ url: baseURL, apiKey: API_KEY }, companyToken);
  const managerPhone = newPhone();
  const manager = await companyApi.createManager({
    username: `مدير الرئيسية ${tag}`,
    email: `h${managerPhone.number}@e2e.sa`,
    phone: managerPhone,
  });
  const branch = await companyApi.createBranch({
    branchName: `فرع الرئيسية ${tag}`,
    managerId: manager._id,
    address: 'الرياض، حي الملقا',
  });
  await call(baseURL, companyToken, 'POST', '/api/v1/sections/', {
    sectionName: `قسم المحركات ${tag}`,
    branchId: branch._id,
  });
  const bot = new ChatBot(baseURL, await companyApi.rotateIntegrationKey());
  return { companyToken, companyApi, managerPhone, branchId: branch._id, bot };
}

/** A customer's order for an oil filter, submitted by the company's chat bot to the branch. */
export async function submitOrder(
  scene: CompanyScene,
  clientName: string,
): Promise<SubmittedOrder> {
  const answer = await scene.bot.submitOrder(randomUUID(), {
    client: { name: clientName, phone: newPhone() },
    vehicle: { mark: 'هيونداي', model: 'سوناتا', year: 2021, chassis: newChassis() },
    pieces: [{ nameAr: 'فلتر زيت', nameEn: 'Oil filter', quantity: 1 }],
    branchId: scene.branchId,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.order;
}

export async function priceOrder(
  baseURL: string,
  token: string,
  order: SubmittedOrder,
): Promise<void> {
  await call(baseURL, token, 'PUT', `/api/v1/orders/${order._id}`, {
    id: order._id,
    payload: order.pieces.map((piece) => ({ id: piece._id, price: 85 })),
    status: 'completed',
  });
}

export async function cancelOrder(
  baseURL: string,
  token: string,
  order: SubmittedOrder,
): Promise<void> {
  await call(baseURL, token, 'PUT', `/api/v1/orders/${order._id}/cancel`);
}

/** The home's row of counts, each card by the label it shows. */
export function countCard(page: Page, label: string): Locator {
  return page
    .getByRole('list', { name: 'الأرقام الرئيسية' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
}

/** A donut of the order summary, by its label. */
export function donut(page: Page, label: string): Locator {
  return page.getByRole('meter', { name: label });
}

/** The whole percentage a donut shows for `part` of `whole` (0 of 0 is 0 %). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** A card of the home by its heading ('عرض البيانات', 'إجمالي الطلبات', 'ملخص الطلبات'). */
export function homeCard(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

/** The figures a card or tab shows under their captions, in reading order. */
export function figures(scope: Locator): Locator {
  return scope.getByRole('definition');
}

/** Counts as the dashboard prints them: Western digits with thousands grouped. */
export function printed(count: number): string {
  return count.toLocaleString('en-US');
}

/** Review pictures of what the page shows now, right to left at 1440 and 390 px. */
export async function photograph(
  page: Page,
  path: (name: string) => string,
  name: string,
): Promise<void> {
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
