/**
 * Review pictures of orders that reach no section, on the demo data: the company's bot sends an
 * order without a branch (the demo company has three), and it is pictured where people meet it —
 * the company's bell and home, the order with its routing form (company: branch and section; a
 * manager: its own sections), the offers list narrowed to the queue, the default section on
 * the bot's page, and the order's history once routed; at 1440 and 390 px, the order also in English.
 * Written to e2e/screenshots/routing-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/routing-review.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ChatBot, CompanyApi } from '../support/order-api.js';
import { newPhone } from '../support/phones.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { CONTEXT_OPTIONS, listReady, OUT_DIR, settled, shoot, startDemo } from './shots.js';

/** The first demo company and the manager of its first branch (apps/server/src/seed). */
const COMPANY = { dialCode: '+966', number: '0500000002' };
const MANAGER = { dialCode: '+966', number: '0500000011' };

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const companyToken = await platform.signIn(COMPANY);
  const managerToken = await platform.signIn(MANAGER);
  const bot = new ChatBot(
    server.url,
    await new CompanyApi({ url: server.url, apiKey: API_KEY }, companyToken).rotateIntegrationKey(),
  );
  const submitted = await bot.submitOrder(randomUUID(), {
    client: { name: 'عبدالرحمن الشمري', phone: newPhone() },
    vehicle: { mark: 'تويوتا', model: 'كامري', year: 2020 },
    pieces: [
      { nameAr: 'فلتر زيت', quantity: 2 },
      { nameAr: 'فحمات فرامل أمامية', quantity: 1 },
    ],
  });
  if (submitted.status !== 201) throw new Error(JSON.stringify(submitted.body));
  const order = submitted.body.order;

  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await openSignedIn(page, platform, companyToken, '/dashboard');
  await page.getByRole('region', { name: 'لم تصل إلى قسم' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'routing-company-home');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  await page
    .getByRole('dialog', { name: 'الإشعارات' })
    .getByText('طلب بانتظار التوجيه')
    .first()
    .waitFor();
  await picture(page, 'routing-company-bell-1440');
  await page.keyboard.press('Escape');

  await page.goto(`/offers/${order._id}`);
  const offer = page.getByRole('dialog', { name: 'عرض السعر' });
  await offer.getByRole('note', { name: 'لم يصل هذا الطلب إلى أي قسم' }).waitFor();
  await shoot(page, 'routing-company-order');
  await page.setViewportSize({ width: 1440, height: 900 });
  await offer.getByRole('combobox', { name: 'الفرع' }).click();
  await page.getByRole('option').first().click();
  await offer.getByRole('combobox', { name: 'القسم' }).click();
  await picture(page, 'routing-company-sections-open-1440');
  await page.keyboard.press('Escape');

  await page.goto('/offers?queue=unrouted&sort=oldest');
  await listReady(page, 'عروض الأسعار');
  await shoot(page, 'routing-queue');

  await page.goto('/connect-bot');
  await page.getByRole('region', { name: 'القسم الافتراضي للطلبات' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'routing-profile-default');

  // The manager of another branch: its own sections only, no claiming before it takes it in.
  const managerContext = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const managerPage = await managerContext.newPage();
  await openSignedIn(managerPage, platform, managerToken, '/dashboard');
  await managerPage.getByRole('region', { name: 'لم تصل إلى قسم' }).waitFor();
  await managerPage.waitForLoadState('networkidle');
  await shoot(managerPage, 'routing-manager-home');
  await managerPage.goto(`/offers/${order._id}`);
  const managerOffer = managerPage.getByRole('dialog', { name: 'عرض السعر' });
  const routing = managerOffer.getByRole('note', { name: 'لم يصل هذا الطلب إلى أي قسم' });
  await routing.waitFor();
  await shoot(managerPage, 'routing-manager-order');
  await routing.getByRole('combobox', { name: 'القسم' }).click();
  await managerPage.getByRole('option').first().click();
  await routing.getByRole('button', { name: 'توجيه إلى القسم' }).click();
  await routing.waitFor({ state: 'hidden' });
  await managerOffer.getByRole('tab', { name: 'سجل الطلب' }).click();
  await managerOffer.getByText(/^وجّهه /).waitFor();
  await shoot(managerPage, 'routing-manager-history');

  // The company's view of a second one, in English.
  const second = await bot.submitOrder(randomUUID(), {
    client: { name: 'Sara Al-Harbi', phone: newPhone() },
    vehicle: { mark: 'Nissan', model: 'Patrol', year: 2022 },
    pieces: [{ nameAr: 'رديتر', nameEn: 'Radiator', quantity: 1 }],
  });
  if (second.status !== 201) throw new Error(JSON.stringify(second.body));
  await page.goto(`/offers/${second.body.order._id}`);
  await offer.getByRole('note', { name: 'لم يصل هذا الطلب إلى أي قسم' }).waitFor();
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await page.getByRole('note', { name: 'This order reached no section' }).waitFor();
  await shoot(page, 'routing-company-order-en');
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

async function picture(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  await page.screenshot({ path: `${OUT_DIR}${name}.png` });
}
