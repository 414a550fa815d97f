/**
 * Review pictures of the customer's quote page (/q/{token}) on a demo server: open at 390 and
 * 1440 px in Arabic and English, accepted, paying, paid, ready for pickup, declined, withdrawn,
 * expired while open, not found, and the printed A4 page (PDF, then PNG by pdftoppm). Written to e2e/screenshots/quote-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/quote-review.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Phone } from '../support/phones.js';
import { API_KEY } from '../support/server-process.js';
import { CONTEXT_OPTIONS, OUT_DIR, settled, signIn, startDemo } from './shots.js';

const COMPANY: Phone = { dialCode: '+966', number: '0500000002' };

interface PendingOrder {
  _id: string;
  orderRef: string;
  pieces: { _id: string }[];
  claim: unknown;
}

const { server, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const token = await companyToken(browser);
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        'x-api-key': API_KEY,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).then(async (response) => {
      const json = (await response.json()) as Record<string, unknown>;
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    });

  await api('PUT', '/api/v1/quote-terms', {
    vatRateBasisPoints: 1500,
    vatNumber: '310122393500003',
    pricesIncludeVat: false,
    validityHours: 48,
    deliveryFee: 25,
    terms:
      'الأسعار شاملة التركيب في فروعنا. الضمان على القطع الأصلية سنة، وعلى التجارية ستة أشهر.\nيُستلم الطلب خلال 3 أيام من تأكيده.',
    messageTemplate: null,
    commercialRegistration: '1010123456',
    contactPhone: '0112345678',
    whatsappPhone: '0551234567',
  });
  await api('PUT', '/api/v1/payment-settings', {
    options: ['card', 'pay_on_pickup', 'bank_transfer'],
    onlinePercent: 100,
    gateway: { provider: 'local' },
    bank: {
      bankName: 'مصرف الراجحي',
      accountName: 'شركة قطع الرياض',
      iban: 'SA0380000000608010167519',
    },
  });
  const pending = (
    (await api('GET', '/api/v1/orders/?status=pending&limit=30')).orders as PendingOrder[]
  )
    // Held by nobody: the company prices them without taking them over from an agent.
    .filter((order) => order.pieces.length >= 2 && !order.claim)
    .slice(0, 4);
  const quote = async (order: PendingOrder) => {
    const lines = order.pieces.map((piece, index) =>
      index === 0
        ? { pieceId: piece._id, options: [{ price: 85.5 }] }
        : index === 1
          ? {
              pieceId: piece._id,
              options: [
                { kind: 'original', price: 640, brand: 'Toyota Genuine', deliveryDays: 3 },
                { kind: 'commercial', price: 380, brand: 'Denso', deliveryDays: 1 },
              ],
            }
          : { pieceId: piece._id, unavailable: true, note: 'نفدت الكمية، نتوقع وصولها خلال أسبوع' },
    );
    const issued = await api('POST', `/api/v1/orders/${order._id}/quotes`, { lines });
    return String(issued.link).replace(/^https?:\/\/[^/]+/, server.url);
  };
  const [first, second, third, fourth] = pending;
  if (!first || !second || !third || !fourth)
    throw new Error('the demo has too few pending orders');

  const link = await quote(first);
  const phone = await openPage(browser, link, 390);
  await picture(phone, 'quote-open-ar-390');
  await phone.getByRole('button', { name: 'View the quote in English' }).click();
  await picture(phone, 'quote-open-en-390');
  await phone.getByRole('button', { name: 'عرض العرض بالعربية' }).click();
  const desk = await openPage(browser, link, 1440);
  await picture(desk, 'quote-open-ar-1440');
  await printed(desk, 'quote-printed');

  // The customer takes the commercial alternative and accepts.
  await phone.getByText('تجاري', { exact: true }).click();
  await picture(phone, 'quote-choosing-ar-390');
  await phone.getByRole('button', { name: /^قبول ودفع · / }).click();
  await picture(phone, 'quote-confirm-ar-390');
  await phone.getByRole('button', { name: /^تأكيد القبول/ }).click();
  await phone.getByText(/وصل قبولك/).waitFor();
  await picture(phone, 'quote-accepted-ar-390');
  await desk.reload();
  await desk.getByText(/وصل قبولك/).waitFor();
  await picture(desk, 'quote-accepted-ar-1440');
  await printed(desk, 'quote-accepted-printed');
  await phone.getByRole('button', { name: 'View the quote in English' }).click();
  await picture(phone, 'quote-accepted-en-390');
  await phone.getByRole('button', { name: 'عرض العرض بالعربية' }).click();

  // He pays: a declined card first, then the test card.
  const card = () => phone.getByRole('radio', { name: /بطاقة مدى أو بطاقة ائتمانية/ });
  await card().check();
  await picture(phone, 'quote-paying-ar-390');
  await phone.getByRole('button', { name: /^ادفع/ }).click();
  await phone.waitForURL(/local-gateway/);
  await picture(phone, 'quote-gateway-page-390');
  await payOnGateway(phone, '4000000000000002');
  await phone.getByText('لم يكتمل الدفع').waitFor();
  await picture(phone, 'quote-payment-failed-ar-390');
  await phone.getByRole('button', { name: 'حاول مرة أخرى' }).click();
  await payOnGateway(phone, '4201320111111010');
  await phone.getByRole('heading', { name: 'تم الدفع' }).waitFor();
  await picture(phone, 'quote-paid-ar-390');
  await phone.getByRole('button', { name: 'View the quote in English' }).click();
  await picture(phone, 'quote-paid-en-390');
  await phone.getByRole('button', { name: 'عرض العرض بالعربية' }).click();
  await desk.reload();
  await desk.getByText('تم الدفع').first().waitFor();
  await picture(desk, 'quote-paid-ar-1440');

  // The shop prepares the parts and they wait at the branch: the link shows where the order is.
  await api('POST', `/api/v1/orders/${first._id}/fulfilment`, { stage: 'preparing' });
  await api('POST', `/api/v1/orders/${first._id}/fulfilment`, { stage: 'ready_for_pickup' });
  await phone.reload();
  await phone
    .getByText(/جاهز للاستلام/)
    .first()
    .waitFor();
  await picture(phone, 'quote-ready-ar-390');
  await phone.getByRole('button', { name: 'View the quote in English' }).click();
  await picture(phone, 'quote-ready-en-390');
  await phone.getByRole('button', { name: 'عرض العرض بالعربية' }).click();
  await desk.reload();
  await desk
    .getByText(/جاهز للاستلام/)
    .first()
    .waitFor();
  await picture(desk, 'quote-ready-ar-1440');

  // A second version on the same link says what changed.
  const revisedLink = await quote(second);
  await api('POST', `/api/v1/orders/${second._id}/quotes`, {
    lines: second.pieces.map((piece, index) =>
      index === 1
        ? {
            pieceId: piece._id,
            options: [
              { kind: 'original', price: 590, brand: 'Toyota Genuine', deliveryDays: 3 },
              { kind: 'commercial', price: 380, brand: 'Denso', deliveryDays: 1 },
            ],
          }
        : index === 0
          ? { pieceId: piece._id, options: [{ price: 85.5 }] }
          : { pieceId: piece._id, unavailable: true },
    ),
  });
  await picture(await openPage(browser, revisedLink, 390), 'quote-revised-ar-390');

  const declined = await openPage(browser, revisedLink, 390);
  await declined.getByRole('button', { name: 'رفض العرض' }).click();
  await declined.getByText('سبب آخر', { exact: true }).click();
  await declined.getByRole('button', { name: 'تأكيد الرفض' }).click();
  await picture(declined, 'quote-decline-needs-reason-ar-390');
  await declined.getByRole('textbox', { name: 'اكتب السبب' }).fill('سأصلحها عند الوكالة');
  await declined.getByRole('button', { name: 'تأكيد الرفض' }).click();
  await declined.getByText(/رفضت هذا العرض/).waitFor();
  await picture(declined, 'quote-declined-ar-390');

  const withdrawnLink = await quote(third);
  await api('PUT', `/api/v1/orders/${third._id}/cancel`);
  await picture(await openPage(browser, withdrawnLink, 390), 'quote-withdrawn-ar-390');

  // Left open past its validity: the page closes the offer by itself.
  const expiring = await browser.newPage({
    ...CONTEXT_OPTIONS,
    viewport: { width: 390, height: 844 },
  });
  await expiring.clock.install();
  await expiring.goto(await quote(fourth));
  await expiring.getByRole('heading', { name: 'عرض سعر' }).waitFor();
  await expiring.clock.fastForward('49:00:00');
  await expiring.getByText(/انتهت صلاحية هذا العرض/).waitFor();
  await picture(expiring, 'quote-expired-ar-390');

  await picture(
    await openPage(browser, `${server.url}/q/not-a-real-link`, 390, false),
    'quote-not-found-ar-390',
  );
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

async function openPage(browser: Browser, url: string, width: number, found = true): Promise<Page> {
  const page = await browser.newPage({ ...CONTEXT_OPTIONS, viewport: { width, height: 900 } });
  await page.goto(url);
  if (found) await page.getByRole('heading', { name: 'عرض سعر' }).waitFor();
  else await page.getByText('لم نجد هذا العرض').waitFor();
  return page;
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await settled(page);
  await page.screenshot({ path: join(OUT_DIR, `${name}.png`), fullPage: true });
}

async function payOnGateway(page: Page, number: string): Promise<void> {
  await page.waitForURL(/local-gateway/);
  await page.getByRole('textbox', { name: /رقم البطاقة/ }).fill(number);
  await page.getByRole('textbox', { name: /الانتهاء/ }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('textbox', { name: /الاسم على البطاقة/ }).fill('MOHAMMED ALOTAIBI');
  await page.getByRole('button', { name: /^ادفع/ }).click();
}

async function printed(page: Page, name: string): Promise<void> {
  const pdf = join(OUT_DIR, `${name}.pdf`);
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: pdf, format: 'A4', printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  execFileSync('pdftoppm', ['-png', '-r', '80', pdf, join(OUT_DIR, name)]);
}
