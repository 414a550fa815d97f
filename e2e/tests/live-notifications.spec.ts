import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  cancelOrder,
  companyWithBranch,
  notificationsOf,
  photograph,
  submitOrder,
  type CompanyScene,
} from '../support/home-scene.js';
import type { SubmittedOrder } from '../support/order-api.js';
import { STATUS_WORDS } from '../support/order-pages.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { callAs } from '../support/staff-scene.js';

const STREAM_PATH = '/api/v1/notifications/stream';
const isStream = (request: Request) => new URL(request.url()).pathname === STREAM_PATH;
/** The list of stored notifications (not the stream, the ticket or mark-as-read). */
const isStoredList = (url: URL) => /^\/api\/v1\/notifications\/?$/.test(url.pathname);

/** The company prices the order (version 1 of its quote) and answers the customer's link token. */
async function quote(baseURL: string, scene: CompanyScene, order: SubmittedOrder) {
  const issued = await callAs(
    { url: baseURL, apiKey: API_KEY },
    scene.companyToken,
    'POST',
    `/api/v1/orders/${order._id}/quotes`,
    { lines: order.pieces.map((piece) => ({ pieceId: piece._id, options: [{ price: 85 }] })) },
  );
  return String(issued.link).split('/q/')[1]!;
}

/** The customer accepts the whole quote on the link, as the quote page does. */
async function accept(baseURL: string, token: string, order: SubmittedOrder) {
  const response = await fetch(`${baseURL}/api/v1/public/quotes/${token}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      version: 1,
      decision: 'accept',
      lines: order.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
    }),
  });
  expect(response.status, await response.text()).toBe(200);
}

test('a chat bot’s order rings the company’s bell without a reload, and opening the bell reads it', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  const bell = page.getByRole('button', { name: /^الإشعارات/ });

  await test.step('the stream, cut off once, comes back with a fresh ticket', async () => {
    const streams: Request[] = [];
    page.on('request', (request) => {
      if (isStream(request)) streams.push(request);
    });
    await page.route(`**${STREAM_PATH}?*`, (route) => route.abort('connectionreset'), {
      times: 1,
    });
    const connected = page.waitForResponse(
      (response) => isStream(response.request()) && response.status() === 200,
    );
    await openSignedIn(page, platform, scene.companyToken, '/dashboard');
    await connected;
    const tickets = streams.map((request) => new URL(request.url()).searchParams.get('token'));
    expect(tickets.length).toBeGreaterThanOrEqual(2);
    expect(new Set(tickets).size, 'each connection takes its own ticket').toBe(tickets.length);
    for (const ticket of tickets) {
      // A ticket, never the access token (a JWT: three dot-separated parts).
      expect(ticket).toBeTruthy();
      expect(ticket).not.toBe(scene.companyToken);
      expect(ticket?.split('.')).toHaveLength(1);
    }
    await expect(bell).toHaveAccessibleName('الإشعارات');
  });

  const clientName = 'سلمان الحربي';
  await test.step('the order’s notification shows on the bell while the page stays open', async () => {
    await page.evaluate(() => {
      (window as { keptOpen?: boolean }).keptOpen = true;
    });
    const order = await submitOrder(scene, clientName);
    await expect(bell).toHaveAccessibleName('الإشعارات، غير مقروءة: 1');
    await expect(bell).toHaveText('1');
    expect(await page.evaluate(() => (window as { keptOpen?: boolean }).keptOpen)).toBe(true);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'الإشعارات' });
    const items = panel.getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('طلب تسعير جديد');
    await expect(items.first()).toContainText(order.orderRef);
    await expect(bell).toHaveAccessibleName('الإشعارات');
    await photograph(page, (name) => testInfo.outputPath(name), 'bell-open');
  });

  await test.step('opening the bell marked it read on the server too', async () => {
    await expect
      .poll(async () => {
        const { notifications } = await notificationsOf(baseURL, scene.companyToken);
        return notifications.map((notification) => notification.isRead);
      })
      .toEqual([true]);
    await page.keyboard.press('Escape');
    // The next step's order must find the stream connected again, or the bell never hears it.
    const reconnected = page.waitForResponse(
      (response) => isStream(response.request()) && response.status() === 200,
    );
    await page.reload();
    await reconnected;
    await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
    await expect(bell).toHaveAccessibleName('الإشعارات');
  });

  await test.step('a new notification opens its order at once, without a reload', async () => {
    // The stored list is not read again meanwhile: what the bell lists is the live arrival,
    // with the address the stream sent.
    await page.route(isStoredList, (route) => route.abort());
    await page.evaluate(() => {
      (window as { keptOpen?: boolean }).keptOpen = true;
    });
    const order = await submitOrder(scene, 'نورة السبيعي');
    await expect(bell).toHaveAccessibleName('الإشعارات، غير مقروءة: 1');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'الإشعارات' });
    const link = panel.getByRole('link', { name: new RegExp(order.orderRef) });
    await expect(link).toContainText(
      `طلب تسعير فلتر زيت لسيارة هيونداي سوناتا 2021 من نورة السبيعي (${order.orderRef})`,
    );
    await expect(link).toHaveAttribute('href', `/offers/${order._id}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/offers/${order._id}$`));
    const offer = page.getByRole('dialog', { name: 'عرض السعر' });
    await expect(offer).toContainText(order.orderRef);
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => (window as { keptOpen?: boolean }).keptOpen)).toBe(true);
    await page.unroute(isStoredList);
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();
    await expect(page).toHaveURL(/\/offers$/);
  });

  await test.step('signing out closes the stream', async () => {
    const ended = new Promise<void>((resolve) => {
      const done = (request: Request) => {
        if (isStream(request)) resolve();
      };
      page.on('requestfailed', done);
      page.on('requestfinished', done);
    });
    await page.getByRole('button', { name: 'قائمة الحساب' }).click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await ended;
  });
});

test('the notifications screen lists 10, then 10 more, and says when there are none', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());

  await test.step('a new company has none', async () => {
    await openSignedIn(page, platform, scene.companyToken, '/notifications');
    await expect(page.getByRole('heading', { name: 'الإشعارات', level: 1 })).toBeVisible();
    await expect(page.getByText('لا توجد إشعارات', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'عرض المزيد' })).toHaveCount(0);
    await photograph(page, (name) => testInfo.outputPath(name), 'notifications-empty');
  });

  await test.step('twelve orders later: 10 listed, newest first, then the other 2', async () => {
    for (let n = 1; n <= 12; n += 1) await submitOrder(scene, `عميل رقم ${n}`);
    await page.reload();
    const list = page.getByRole('list', { name: 'قائمة الإشعارات' }).getByRole('listitem');
    await expect(list).toHaveCount(10);
    await expect(list.first()).toContainText('عميل رقم 12');
    // The bell counts what it loaded (5) and lists 3.
    await expect(page.getByRole('button', { name: /^الإشعارات/ })).toHaveAccessibleName(
      'الإشعارات، غير مقروءة: 5',
    );
    await photograph(page, (name) => testInfo.outputPath(name), 'notifications');

    await page.getByRole('button', { name: 'عرض المزيد' }).click();
    await expect(list).toHaveCount(12);
    await expect(list.last()).toContainText('عميل رقم 1');
    await expect(page.getByRole('button', { name: 'عرض المزيد' })).toHaveCount(0);
  });
});

test('each notification opens the order it is about, whatever the order has become', async ({
  page,
  platform,
  superadminToken,
  newCompany,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no server for this project');
  const scene = await companyWithBranch(baseURL, platform, superadminToken, newCompany());
  // Four orders, left waiting, priced, accepted and canceled; the company hears of each arrival
  // and of the acceptance (not of its own pricing or canceling).
  const pending = await submitOrder(scene, 'عبدالله الدوسري');
  const priced = await submitOrder(scene, 'هيا القحطاني');
  const accepted = await submitOrder(scene, 'نورة السبيعي');
  const canceled = await submitOrder(scene, 'فهد المطيري');
  await quote(baseURL, scene, priced);
  await accept(baseURL, await quote(baseURL, scene, accepted), accepted);
  await cancelOrder(baseURL, scene.companyToken, canceled);

  await openSignedIn(page, platform, scene.companyToken, '/notifications');
  const list = page.getByRole('list', { name: 'قائمة الإشعارات' });
  await expect(list.getByRole('listitem')).toHaveCount(5);
  const acceptance = list.getByRole('link', { name: /قُبل عرض السعر/ });
  await expect(acceptance).toContainText(
    `قُبل عرض الطلب ${accepted.orderRef} (نورة السبيعي): كل القطع (1 من 1) بإجمالي`,
  );
  await photograph(page, (name) => testInfo.outputPath(name), 'notifications-links');

  const offer = page.getByRole('dialog', { name: 'عرض السعر' });
  for (const [order, state] of [
    [pending, STATUS_WORDS.pending],
    [priced, STATUS_WORDS.priced],
    [accepted, STATUS_WORDS.completed],
    [canceled, STATUS_WORDS.canceled],
  ] as const) {
    await test.step(`the notice of ${order.orderRef} opens its offer`, async () => {
      // The newest notice about the order: its acceptance, else its arrival.
      await list
        .getByRole('link', { name: new RegExp(order.orderRef) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/offers/${order._id}$`));
      await expect(offer).toContainText(order.orderRef);
      await expect(offer.getByText(state, { exact: true }).first()).toBeVisible();
      // Back leads to the notifications again, without a reload.
      await page.goBack();
      await expect(offer).toBeHidden();
      await expect(page).toHaveURL(/\/notifications$/);
    });
  }

  await test.step('opening one from the list counts as reading the list', async () => {
    await expect
      .poll(async () => {
        const { notifications } = await notificationsOf(baseURL, scene.companyToken, 10);
        return notifications.every((notification) => notification.isRead);
      })
      .toBe(true);
  });

  await test.step('the keyboard reaches a notification and Enter opens it', async () => {
    // The newest is the acceptance.
    await list.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/offers/${accepted._id}$`));
    await expect(offer).toContainText(accepted.orderRef);
  });
});
