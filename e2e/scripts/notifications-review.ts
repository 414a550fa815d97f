/**
 * Review pictures of the notifications on the demo data, as a branch manager reads them: the
 * company prices three of the branch's waiting orders and their customers answer (one opens,
 * accepts, pays and is handed over; one asks for a change; one declines), so the bell and the
 * notifications screen hold every kind of notice about an order. Pictured: the bell open, the
 * screen, an item under the pointer and under the keyboard's focus, the order a notification
 * opens, and the screen in English; at 1440 and 390 px. Written to e2e/screenshots/notifications-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/notifications-review.ts
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { callAs } from '../support/staff-scene.js';
import { CONTEXT_OPTIONS, OUT_DIR, settled, shoot, startDemo, WIDTHS } from './shots.js';

/** The first demo company and the manager of its first branch (apps/server/src/seed). */
const COMPANY = { dialCode: '+966', number: '0500000002' };
const MANAGER = { dialCode: '+966', number: '0500000011' };

interface ListedOrder {
  _id: string;
  orderRef: string;
  pieces: { _id: string }[];
}

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const companyToken = await platform.signIn(COMPANY);
  const managerToken = await platform.signIn(MANAGER);

  // Three of the manager's waiting orders nobody holds, priced by the company: the manager hears
  // of each step, none of which is the manager's own.
  const waiting = (await callAs(
    api,
    managerToken,
    'GET',
    '/api/v1/orders/?status=pending&claim=unclaimed&limit=10',
  )) as unknown as { orders: ListedOrder[] };
  const [sold, changed, declined] = waiting.orders;
  if (!sold || !changed || !declined) throw new Error('the demo branch has too few waiting orders');
  const answer = async (order: ListedOrder, path: string, body: unknown) => {
    const quotes = (await callAs(api, companyToken, 'GET', `/api/v1/orders/${order._id}/quotes`))
      .link as string;
    const publicQuote = `${server.url}/api/v1/public/quotes/${quotes.split('/q/')[1]}`;
    const response = await fetch(`${publicQuote}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  for (const order of [declined, changed, sold]) {
    await callAs(api, companyToken, 'POST', `/api/v1/orders/${order._id}/quotes`, {
      lines: order.pieces.map((piece, index) => ({
        pieceId: piece._id,
        options: [{ price: 85 + 40 * index }],
      })),
    });
    await answer(order, '', undefined);
  }
  await answer(declined, '/answer', { version: 1, decision: 'decline', reason: 'found_elsewhere' });
  await answer(changed, '/change-request', {
    version: 1,
    note: 'أبغى ماركة أصلية لو سمحت',
    lines: [{ pieceId: changed.pieces[0]!._id, want: 'another_brand' }],
  });
  await answer(sold, '/answer', {
    version: 1,
    decision: 'accept',
    lines: sold.pieces.map((piece) => ({ pieceId: piece._id, option: 0 })),
  });
  await callAs(api, companyToken, 'POST', `/api/v1/orders/${sold._id}/payments`, {
    method: 'cash',
    amountHalalas: 5_000,
  });
  await callAs(api, companyToken, 'POST', `/api/v1/orders/${sold._id}/fulfilment`, {
    stage: 'ready_for_pickup',
  });

  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, platform, managerToken, '/dashboard');
  const bell = page.getByRole('button', { name: /^الإشعارات/ });
  const panel = page.getByRole('dialog', { name: 'الإشعارات' });

  // The bell, opened at each width (opening marks everything read: the unread look is first).
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await bell.click();
    await panel.getByRole('link').first().waitFor();
    await still(page);
    await page.screenshot({
      path: `${OUT_DIR}notifications-bell-${size.width}.png`,
      fullPage: true,
    });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }

  // Under the keyboard's focus and under the pointer.
  await page.setViewportSize({ width: 1440, height: 900 });
  await bell.click();
  await panel.getByRole('link').first().waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await still(page);
  await page.screenshot({ path: `${OUT_DIR}notifications-bell-focus-1440.png` });
  await panel.getByRole('link').nth(2).hover();
  await still(page);
  await page.screenshot({ path: `${OUT_DIR}notifications-bell-hover-1440.png` });

  // A notification opens its order.
  await panel.getByRole('link').first().click();
  const offer = page.getByRole('dialog', { name: 'عرض السعر' });
  await offer.waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'notifications-opened-order');
  await page.keyboard.press('Escape');
  await offer.waitFor({ state: 'hidden' });

  await page.goto('/notifications');
  await page.getByRole('list', { name: 'قائمة الإشعارات' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'notifications-screen');

  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('list', { name: 'Notification list' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'notifications-screen-en');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link').first().waitFor();
  await still(page);
  await page.screenshot({ path: `${OUT_DIR}notifications-bell-en-1440.png`, fullPage: true });
  await context.close();
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

async function still(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
}
