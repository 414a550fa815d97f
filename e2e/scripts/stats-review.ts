/**
 * Review pictures of the statistics screen on the demo data: the demo company's monthly and daily
 * tabs (quotes with both acceptance rates, and the sale from quote to handover), in Arabic and in
 * English, at 1440 and 390 px. Written to e2e/screenshots/stats-sale-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/stats-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { CONTEXT_OPTIONS, OUT_DIR, shoot, signIn, startDemo } from './shots.js';

/** The demo company's admin (apps/server/src/seed/demo-companies.ts). */
const ADMIN = { dialCode: '+966', number: '0500000002' };

const { server, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await signIn(page, inbox, ADMIN);
  for (const [tab, name] of [
    ['شهري', 'monthly'],
    ['يومي', 'daily'],
  ] as const) {
    await page.goto(`/stats?period=${name}`);
    await page.getByRole('tab', { name: tab, selected: true }).waitFor();
    await page.getByRole('region', { name: 'من العرض إلى التسليم' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shoot(page, `stats-sale-${name}`);
  }
  await page.getByRole('button', { name: /قائمة الحساب/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('region', { name: 'From quote to handover' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'stats-sale-daily-en');
  await context.close();
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}
