/**
 * Review pictures of the bot connection page (/connect-bot) on the demo data: before a key is
 * issued, with the key, the branches and sections with their ids, the default section, a test
 * order's request and answer, and the samples; at 1440 and 390 px, and in English. Then the API
 * reference's opening (its bot quick start). Written to e2e/screenshots/bot-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/bot-connection-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { CompanyApi } from '../support/order-api.js';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { CONTEXT_OPTIONS, OUT_DIR, shoot, startDemo } from './shots.js';

/** The first demo company: no key issued yet in the demo. */
const COMPANY = { dialCode: '+966', number: '0500000002' };

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const token = await platform.signIn(COMPANY);
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await openSignedIn(page, platform, token, '/connect-bot');
  await page.getByRole('region', { name: 'الفروع والأقسام' }).getByRole('list').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'bot-page-no-key');

  await new CompanyApi({ url: server.url, apiKey: API_KEY }, token).rotateIntegrationKey();
  await page.reload();
  await page.getByRole('region', { name: 'الفروع والأقسام' }).getByRole('list').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'bot-page');

  await page.getByRole('button', { name: 'إرسال طلب تجريبي' }).click();
  await page.getByText(/^(يذهب الطلب إلى|لا يصل الطلب إلى قسم|رُفض الطلب)/).waitFor();
  await page.getByRole('heading', { name: 'جرّب طلبًا' }).scrollIntoViewIfNeeded();
  await shoot(page, 'bot-test-order');

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await page
    .getByRole('region', { name: 'Branches and sections' })
    .getByRole('list')
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'bot-page-en');

  await page.goto('/docs/api');
  await page.waitForLoadState('networkidle');
  await shoot(page, 'bot-api-reference');
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}
