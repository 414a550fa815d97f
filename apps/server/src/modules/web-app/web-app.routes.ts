import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveBuild } from './built-files.js';

/**
 * Serves the built dashboard on the API's port (built-files.ts); any other browser navigation
 * outside the API gets index.html so the app's router handles deep links such as /company after
 * a reload.
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

  // `reply.sendFile` (below) answers from the dashboard's folder.
  await serveBuild(app, { root, prefix: '/', index: true, decorateReply: true });

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
