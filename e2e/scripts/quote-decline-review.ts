/**
 * Review pictures of declining a quote and asking for a new one on the customer's page at 390 px
 * (the form also at 1440): the decline form untouched (no reason chosen, nothing red), after
 * sending it without a reason, the declined quote offering «اطلب عرضًا جديدًا», and the page once asked (Arabic and English).
 * Written to e2e/screenshots/quote-decline-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/quote-decline-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Phone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { CONTEXT_OPTIONS, OUT_DIR, settled, signIn, startDemo } from './shots.js';

const COMPANY: Phone = { dialCode: '+966', number: '0500000002' };

interface PendingOrder {
  _id: string;
  pieces: { _id: string }[];
  claim: unknown;
}

const { server, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const token = await companyToken(browser);
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        'x-api-key': API_KEY,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const [order] = (
    (await api('GET', '/api/v1/orders/?status=pending&limit=30')).orders as PendingOrder[]
  ).filter((pending) => pending.pieces.length >= 2 && !pending.claim);
  if (!order) throw new Error('the demo has no pending order to price');
  const issued = await api('POST', `/api/v1/orders/${order._id}/quotes`, {
    lines: order.pieces.map((piece, index) => ({
      pieceId: piece._id,
      options: [{ price: index === 0 ? 85.5 : 640 }],
    })),
  });
  const link = String(issued.link).replace(/^https?:\/\/[^/]+/, server.url);

  const phone = await browser.newPage({
    ...CONTEXT_OPTIONS,
    viewport: { width: 390, height: 844 },
  });
  await phone.goto(link);
  await phone.getByRole('heading', { name: 'عرض سعر' }).waitFor();
  await phone.getByRole('button', { name: 'رفض العرض' }).click();
  await phone.getByRole('group', { name: 'لماذا ترفض العرض؟' }).scrollIntoViewIfNeeded();
  await picture(phone, 'quote-decline-form-ar-390');
  await phone.setViewportSize({ width: 1440, height: 900 });
  await picture(phone, 'quote-decline-form-ar-1440');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.getByRole('button', { name: 'تأكيد الرفض' }).click();
  await phone.getByRole('alert').waitFor();
  await picture(phone, 'quote-decline-no-reason-ar-390');
  await phone.getByText('السعر مرتفع', { exact: true }).click();
  await phone.getByRole('button', { name: 'تأكيد الرفض' }).click();
  await phone.getByRole('button', { name: 'اطلب عرضًا جديدًا' }).waitFor();
  await picture(phone, 'quote-decline-offer-again-ar-390');
  await phone.getByRole('button', { name: 'اطلب عرضًا جديدًا' }).click();
  await phone.getByText(/على هذا الرابط نفسه\.$/).waitFor();
  await picture(phone, 'quote-decline-asked-again-ar-390');
  await phone.getByRole('button', { name: 'View the quote in English' }).click();
  await phone.getByText(/on this same link\.$/).waitFor();
  await picture(phone, 'quote-decline-asked-again-en-390');
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

async function companyToken(browser: Browser): Promise<string> {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, COMPANY);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await context.close();
  if (!token) throw new Error('no access token');
  return token;
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`), fullPage: true });
}
