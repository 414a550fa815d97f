/**
 * Review pictures of WhatsApp on the demo data: the company's conversations (its list and an open
 * thread, in Arabic and English), one handed to staff, one whose 24-hour window has closed, a
 * manager's view, and the WhatsApp settings page; at 1440 and 390 px. A customer first writes
 * through the stand-in so the assistant's lists and buttons are fresh. Written to
 * e2e/screenshots/conversations-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/conversations-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { PlatformApi } from '../support/platform-api.js';
import { API_KEY } from '../support/server-process.js';
import { openSignedIn } from '../support/session.js';
import { CONTEXT_OPTIONS, OUT_DIR, settled, shoot, startDemo } from './shots.js';

/** The first demo company (its number is the local stand-in's) and a manager of it. */
const COMPANY = { dialCode: '+966', number: '0500000002' };
const MANAGER = { dialCode: '+966', number: '0500000011' };

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const api = { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY };
  const platform = new PlatformApi(api);
  const companyToken = await platform.signIn(COMPANY);
  const managerToken = await platform.signIn(MANAGER);
  const channels = (await (await fetch(`${server.url}/local-whatsapp/phone/channels`)).json()) as {
    channels: { phoneNumberId: string }[];
  };
  const number = channels.channels[0]?.phoneNumberId;
  if (!number) throw new Error('the demo company has no local WhatsApp number');
  const say = async (message: Record<string, unknown>) => {
    await fetch(`${server.url}/local-whatsapp/phone/${number}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '966555000123', name: 'عبدالله القرني', ...message }),
    });
    await new Promise((resolve) => setTimeout(resolve, 600));
  };
  await say({ text: 'السلام عليكم، أبي تسعيرة لقطع كامري' });
  await say({ choice: { id: 'menu:order', title: 'طلب تسعير قطع', list: true } });
  await say({ choice: { id: 'make:toyota', title: 'تويوتا', list: true } });
  await say({ text: 'كامري 2020' });
  await say({
    text: 'فلتر زيت أصلي\n2 فحمات فرامل أمامية\nمساعدات خلفية يمين ويسار مع الكفرات والجلد الخاصة بها',
  });
  await say({ location: { latitude: 24.7136, longitude: 46.6753, name: 'ورشة العليا' } });

  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  const threadOf = async (name: string) => {
    await page
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await page.getByRole('log').waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
  };

  await openSignedIn(page, platform, companyToken, '/conversations');
  await page
    .getByRole('button', { name: /عبدالله القرني/ })
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'conversations-list');
  await page.setViewportSize({ width: 1440, height: 900 });
  await threadOf('عبدالله القرني');
  await shoot(page, 'conversations-thread');
  await page.goto('/conversations');
  await threadOf('نورة الشهري');
  await shoot(page, 'conversations-needs-staff');
  await page.goto('/conversations');
  await threadOf('Faisal');
  await shoot(page, 'conversations-window-closed');

  await page.goto('/whatsapp');
  await page.getByRole('heading', { name: 'الرقم المربوط' }).waitFor();
  await shoot(page, 'conversations-settings');

  // The same in English.
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/conversations');
  await threadOf('عبدالله القرني');
  await shoot(page, 'conversations-thread-en');

  const managerPage = await (
    await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS })
  ).newPage();
  await openSignedIn(managerPage, platform, managerToken, '/conversations');
  await managerPage
    .getByRole('button', { name: /نورة الشهري/ })
    .first()
    .waitFor();
  await shoot(managerPage, 'conversations-manager');
} finally {
  await stop();
}
