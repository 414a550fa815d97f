/**
 * Only the quote terms pictures (quoteTermsScreens in settings-screens.ts) and the demo company's
 * home, on their own demo server: quicker than every picture when reviewing /quote-settings.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/quote-terms-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { API_KEY } from '../support/server-process.js';
import { quoteTermsScreens } from './settings-screens.js';
import { CONTEXT_OPTIONS, OUT_DIR, shoot, signIn, startDemo } from './shots.js';

const { server, gateway, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  await quoteTermsScreens(browser, {
    url: server.url,
    inboxUrl: gateway.inboxUrl,
    apiKey: API_KEY,
  });
  // The demo company's terms are the defaults (15 % VAT, no VAT number): its home, with its data.
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, { dialCode: '+966', number: '0500000002' });
  await page.getByRole('link', { name: 'إضافة الرقم الضريبي' }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'dashboard-admin');
  await context.close();
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}
