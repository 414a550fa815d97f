import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Vite names every file under `assets/` after its content, so a URL there never changes meaning. */
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the few unhashed files (favicon…) are revalidated so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built dashboard on the API's port. Files are listed once at start (the build does
 * not change under a running server); any other browser navigation outside the API gets
 * index.html so the app's router handles deep links such as /company after a reload.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  options: { dashboardDir: string },
): Promise<void> {
  const root = options.dashboardDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(
      { dashboardDir: root },
      'no built dashboard here (run `pnpm --filter @taseer/dashboard build`); serving the API only',
    );
    return;
  }

  const assetsDir = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // The build writes .br and .gz beside each file (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.startsWith(assetsDir) ? HASHED_ASSETS_CACHE : REVALIDATE,
      );
    },
  });

  app.get('/*', async (request, reply) => {
    if (!isAppNavigation(request)) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}

function isAppNavigation(request: FastifyRequest): boolean {
  const [path = ''] = request.url.split('?');
  if (path === '/api' || path.startsWith('/api/')) return false;
  // A missing hashed file is a stale page asking for an old build: a 404, not the app's HTML.
  if (path.startsWith('/assets/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
