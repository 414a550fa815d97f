/**
 * Only the pricing desk's queue pictures (queue-screens.ts), on their own demo server: quicker
 * than every picture when reviewing a change to /offers or the orders filters.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/queue-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { API_KEY } from '../support/server-process.js';
import { queueScreens } from './queue-screens.js';
import { OUT_DIR, startDemo } from './shots.js';

const { server, inbox, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  await queueScreens(browser, { url: server.url, apiKey: API_KEY }, inbox);
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}
