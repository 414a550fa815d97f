/**
 * Only the webhooks pictures (webhooks-screens.ts), on their own demo server: quicker than every
 * picture when reviewing a change to /webhooks.
 *
 *   pnpm build && pnpm --filter @taseer/e2e exec tsx scripts/webhooks-review.ts
 */
import { mkdir } from 'node:fs/promises';
import { API_KEY } from '../support/server-process.js';
import { OUT_DIR, startDemo } from './shots.js';
import { webhooksScreens } from './webhooks-screens.js';

const { server, gateway, browser, stop } = await startDemo();
await mkdir(OUT_DIR, { recursive: true });
try {
  await webhooksScreens(browser, { url: server.url, inboxUrl: gateway.inboxUrl, apiKey: API_KEY });
  console.log(`pictures in ${OUT_DIR}`);
} finally {
  await stop();
}
