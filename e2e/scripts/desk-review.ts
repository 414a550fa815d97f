/**
 * Only the pricing desk's pictures (desk-screens.ts), on their own demo server: quicker than every
 * picture when reviewing the desk (claims, price memory, history, pricing figures, branch hours).
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/desk-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { API_KEY } from '../support/server-process.js';
import { deskScreens } from './desk-screens.js';
import { OUT_DIR, startDemo } from './shots.js';

const { server, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  await deskScreens(browser, { url: server.url, apiKey: API_KEY }, inbox);
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}
