import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  companyWithBranch,
  notificationsOf,
  photograph,
  submitOrder,
} from '../support/home-scene.js';
import { openSignedIn } from '../support/session.js';

const STREAM_PATH = '/api/v1/notifications/stream';
const isStream = (request: Request) => new URL(request.url()).pathname === STREAM_PATH;

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
    await page.reload();
    await expect(page.getByRole('list', { name: 'الأرقام الرئيسية' })).toBeVisible();
    await expect(bell).toHaveAccessibleName('الإشعارات');
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
