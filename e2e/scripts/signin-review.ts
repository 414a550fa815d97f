/**
 * Review pictures of signing in (issue "Trust and order" §4), at 1440 and 390 px: a local number
 * typed without its 0 (5XXXXXXXX) and accepted, a wrong code said beside the boxes, the same
 * message still there while the next code is typed, and the wrong code in English. Written to
 * e2e/screenshots/signin-*.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/signin-review.ts
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CONTEXT_OPTIONS, OUT_DIR, shoot, startDemo } from './shots.js';

/** The first demo company (apps/server/src/seed/demo-companies.ts), typed without its 0. */
const LOCAL_NUMBER = '500000002';
const WRONG_CODE = '0000';

const { server, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  const context = await browser.newContext({ baseURL: server.url, ...CONTEXT_OPTIONS });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'رقم الجوال' }).fill(LOCAL_NUMBER);
  await shoot(page, 'signin-local-number');
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await page.waitForURL(/\/verifyPhone$/);
  await inbox.waitForCode({ dialCode: '+966', number: `0${LOCAL_NUMBER}` }, 1);
  await typeCode(page, WRONG_CODE);
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  await page.getByRole('alert').first().waitFor();
  await shoot(page, 'signin-wrong-code');
  await typeCode(page, '12');
  await shoot(page, 'signin-wrong-code-next-try');
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('html[lang="en"]').waitFor({ state: 'attached' });
  await shoot(page, 'signin-wrong-code-en');
  await context.close();
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'الرقم 1 من 4' }).click();
  for (let box = 0; box < 4; box += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type(code);
}
