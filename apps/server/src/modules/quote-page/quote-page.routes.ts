import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serveBuild } from '../web-app/index.js';

/**
 * The customer's quote page (apps/quote-page), on the API's port under /q/. Its HTML is the same
 * for every link and holds no data: the page asks the API with the token from its address. It is
 * never cached, kept out of search engines, and sends no referrer (the address is the credential).
 */
export async function quotePageRoutes(
  app: FastifyInstance,
  options: { quotePageDir: string },
): Promise<void> {
  const indexFile = join(options.quotePageDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { quotePageDir: options.quotePageDir },
      'no built quote page here (run `pnpm --filter @taseer/quote-page build`); /q/ links answer 404',
    );
    return;
  }
  const html = readFileSync(indexFile, 'utf8');

  await serveBuild(app, {
    root: options.quotePageDir,
    prefix: '/q/',
    index: false,
    decorateReply: false,
  });

  app.get('/q/:token', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html),
  );
}
