/**
 * Review pictures of the dashboard's tax invoices, on their own demo server: the company's
 * invoices list and its VAT summary (by month and by quarter), a manager's list, a paid order's
 * «الفاتورة الضريبية» panel, the invoice's dialog, and what printing it gives on A4 and on the
 * 80 mm receipt (Chromium's PDF, its first page drawn as a picture, and the QR read back from the
 * pixels). Right to left at 1440 and 390 px. Written to SHOTS_DIR (e2e/screenshots by default).
 *
 *   pnpm build && SHOTS_DIR=/tmp/shots-invoices pnpm --filter @taseer/e2e exec tsx scripts/invoices-review.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PlatformApi } from '../support/platform-api.js';
import { firstPagePicture, qrFields, qrOfPrintedPdf } from '../support/printed-qr.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { CONTEXT_OPTIONS, listReady, OUT_DIR, settled, startDemo, WIDTHS } from './shots.js';

const OUT = process.env.SHOTS_DIR ?? OUT_DIR;
const COMPANY = { dialCode: '+966', number: '0500000002' };
const MANAGER = { dialCode: '+966', number: '0500000011' };

/** Every width's picture of the whole page, or of the screen when a dialog holds it. */
async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => document.fonts.ready);
    await settled(page);
    await page.screenshot({ path: join(OUT, `${name}-${size.width}.png`), fullPage });
  }
}

/** The picture of what printing gives: the PDF, its first page, and what its QR says. */
async function printed(page: Page, name: string): Promise<void> {
  await page.locator('[data-print-root]').first().waitFor({ state: 'attached' });
  // A dialog that has just opened is still fading in.
  await settled(page);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await writeFile(join(OUT, `${name}.pdf`), pdf);
  await firstPagePicture(pdf, join(OUT, `${name}.png`));
  const codes = await qrOfPrintedPdf(pdf);
  const fields = codes[0] ? qrFields(codes[0]) : null;
  console.log(
    `${name}: ${codes.length} QR read`,
    fields ? `seller ${fields.get(1)}, total ${fields.get(4)}, VAT ${fields.get(5)}` : '',
  );
  // The print dialog is stubbed: say it closed, so the print copy leaves the page.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
}

async function api<T>(server: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-api-key': API_KEY,
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Money {
  status: string;
  outstandingHalalas: number;
  payments: { id: string; amountHalalas: number }[];
}

/** A completed sale without its invoice, which staff may issue now (`canIssue`). */
async function saleToInvoice(server: string, token: string): Promise<string | null> {
  for (const page of [1, 2, 3, 4, 5]) {
    const { orders } = await api<{ orders: { _id: string }[] }>(
      server,
      token,
      `/api/v1/orders/?quoteStatus=accepted&limit=30&page=${page}`,
    );
    for (const order of orders) {
      const documents = await api<{ canIssue: boolean }>(
        server,
        token,
        `/api/v1/orders/${order._id}/invoices`,
      );
      if (documents.canIssue) return order._id;
    }
  }
  return null;
}

/** An accepted order with nothing paid yet: paying it in full issues its invoice. */
async function unpaidSale(server: string, token: string): Promise<string> {
  const { orders } = await api<{ orders: { _id: string; status: string }[] }>(
    server,
    token,
    '/api/v1/orders/?quoteStatus=accepted&limit=30',
  );
  for (const order of orders.filter((each) => each.status !== 'canceled')) {
    const money = await api<Money>(server, token, `/api/v1/orders/${order._id}/payments`);
    if (money.status === 'unpaid' && money.outstandingHalalas > 0) return order._id;
  }
  throw new Error('the demo has no accepted, unpaid order');
}

async function scrolledTo(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await settled(page);
}

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT, { recursive: true });
try {
  const platform = new PlatformApi({
    url: server.url,
    inboxUrl: gateway.inboxUrl,
    apiKey: API_KEY,
  });
  const company = await platform.signIn(COMPANY);
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  // The print dialog would wait for a person: the page's print call is noted instead.
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  const page = await context.newPage();
  await page.setViewportSize(WIDTHS[0]);

  await openSignedIn(page, platform, company, '/invoices');
  await listReady(page, 'الفواتير');
  await shoot(page, 'invoices-list');

  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/invoices?kind=credit_note');
  await listReady(page, 'الفواتير');
  await shoot(page, 'invoices-list-credit-notes');

  await page.setViewportSize(WIDTHS[0]);
  await page.goto('/invoices/vat');
  await page.getByRole('table', { name: /ملخص ضريبة القيمة المضافة/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'invoices-vat-months');
  await page.setViewportSize(WIDTHS[0]);
  await page.getByRole('tab', { name: 'ربع سنوي' }).click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'invoices-vat-quarters');

  // A sale paid in the last 45 days has its invoice (demo data).
  const list = await api<{ documents: { orderId: string; kind: string; number: string }[] }>(
    server.url,
    company,
    '/api/v1/invoices/?limit=10&kind=invoice',
  );
  const sold = list.documents[0];
  if (!sold) throw new Error('the demo has no invoice');
  console.log(`order of ${sold.number}: /offers/${sold.orderId}`);

  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`/offers/${sold.orderId}`);
  const panel = page.getByRole('region', { name: 'الفاتورة الضريبية' });
  await panel.getByTestId('tax-document').first().waitFor();
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await scrolledTo(page, panel);
    await page.screenshot({ path: join(OUT, `invoices-order-panel-${size.width}.png`) });
  }

  await page.setViewportSize(WIDTHS[0]);
  await panel
    .getByRole('button', { name: /^عرض فاتورة ضريبية/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(sold.number) });
  await dialog.waitFor();
  await shoot(page, 'invoices-dialog-a4', { fullPage: false });
  await dialog.getByRole('tab', { name: 'إيصال 80 مم' }).click();
  await shoot(page, 'invoices-dialog-receipt', { fullPage: false });

  // Printing from the dialog: the document alone, on its paper.
  await page.setViewportSize(WIDTHS[0]);
  await dialog.getByRole('button', { name: 'طباعة A4' }).click();
  await printed(page, 'invoices-print-a4');
  await dialog.getByRole('button', { name: 'طباعة إيصال' }).click();
  await printed(page, 'invoices-print-receipt');
  await dialog.getByRole('button', { name: 'إغلاق' }).last().click();

  // Printing from the panel, the dialog closed; and Ctrl+P with the dialog open.
  await panel
    .getByRole('button', { name: /^طباعة فاتورة ضريبية .* على إيصال حراري/ })
    .first()
    .click();
  await printed(page, 'invoices-print-receipt-from-panel');
  await panel
    .getByRole('button', { name: /^عرض فاتورة ضريبية/ })
    .first()
    .click();
  await dialog.waitFor();
  await printed(page, 'invoices-print-dialog-open');
  await dialog.getByRole('button', { name: 'إغلاق' }).last().click();

  // A sale paid now, its offer open: the invoice the server issues appears without a reload
  // (the order's live change), stamped and reported to the local ZATCA stand-in; then a refund's
  // credit note.
  const unpaid = await unpaidSale(server.url, company);
  await page.setViewportSize(WIDTHS[0]);
  await page.goto(`/offers/${unpaid}`);
  const fresh = page.getByRole('region', { name: 'الفاتورة الضريبية' });
  await fresh.getByText('لا توجد فواتير بعد').waitFor();
  await scrolledTo(page, fresh);
  await page.screenshot({ path: join(OUT, 'invoices-order-panel-empty-1440.png') });
  const due = await api<Money>(server.url, company, `/api/v1/orders/${unpaid}/payments`);
  const paid = await api<Money>(server.url, company, `/api/v1/orders/${unpaid}/payments`, {
    method: 'cash',
    amountHalalas: due.outstandingHalalas,
  });
  await fresh.getByTestId('tax-document').first().waitFor({ timeout: 30_000 });
  const payment = paid.payments[0]!;
  await api(server.url, company, `/api/v1/orders/${unpaid}/payments/${payment.id}/refunds`, {
    amountHalalas: Math.min(5000, payment.amountHalalas),
    reason: 'إرجاع قطعة لم تناسب السيارة',
  });
  await fresh.getByTestId('tax-document').nth(1).waitFor({ timeout: 30_000 });
  // The stand-in's answer, within the reporting job's round.
  await fresh
    .getByText(/تم الإبلاغ|رُفض الإبلاغ/)
    .first()
    .waitFor({ timeout: 90_000 })
    .catch(() => console.log('not reported yet: the pictures show it waiting'));
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await scrolledTo(page, fresh);
    await page.screenshot({ path: join(OUT, `invoices-order-panel-live-${size.width}.png`) });
  }
  await page.setViewportSize(WIDTHS[0]);
  await fresh.getByRole('button', { name: /^عرض إشعار دائن/ }).click();
  await page.getByRole('dialog', { name: /إشعار دائن/ }).waitFor();
  await shoot(page, 'invoices-dialog-credit-note', { fullPage: false });
  await page.keyboard.press('Escape');

  // A sale paid before the demo's invoices began has none: issued here by hand.
  const uninvoiced = await saleToInvoice(server.url, company);
  if (uninvoiced) {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`/offers/${uninvoiced}`);
    const issuing = page.getByRole('region', { name: 'الفاتورة الضريبية' });
    const issue = issuing.getByRole('button', { name: 'إصدار الفاتورة' });
    await issue.waitFor();
    await scrolledTo(page, issuing);
    await page.screenshot({ path: join(OUT, 'invoices-order-issue-1440.png') });
    await issue.click();
    await issuing.getByTestId('tax-document').waitFor();
    await scrolledTo(page, issuing);
    await page.screenshot({ path: join(OUT, 'invoices-order-issued-1440.png') });
  } else {
    console.log('no completed sale without an invoice in the first pages of accepted orders');
  }

  // A manager: its branch's documents, no branch filter, no VAT summary.
  const manager = await platform.signIn(MANAGER);
  await page.setViewportSize(WIDTHS[0]);
  await openSignedIn(page, platform, manager, '/invoices');
  await listReady(page, 'الفواتير');
  await shoot(page, 'invoices-list-manager');
  await page.goto('/invoices/vat');
  await page.getByText('هذه الصفحة ليست لحسابك').waitFor();
  await shoot(page, 'invoices-vat-manager');
} finally {
  await stop();
}
