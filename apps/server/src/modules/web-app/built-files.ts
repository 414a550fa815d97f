import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under `assets/` after its content, so a URL there never changes meaning. */
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the few unhashed files (favicon…) are revalidated so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Serves a Vite build under `prefix`, with the .br and .gz copies the build writes beside each
 * file (scripts/precompress.mjs): the hashed `assets/` folder by one route, cached for a year, and
 * the few files beside index.html by one route each, revalidated. A route per file of the whole
 * build (hundreds: a flag per country) was 0.3 s of every start.
 */
export async function serveBuild(
  app: FastifyInstance,
  options: { root: string; prefix: string; index: boolean; decorateReply: boolean },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: options.prefix,
    wildcard: false,
    globIgnore: ['assets/**'],
    ...(options.index ? {} : { index: false }),
    decorateReply: options.decorateReply,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', REVALIDATE),
  });
  await app.register(fastifyStatic, {
    root: join(options.root, 'assets'),
    prefix: `${options.prefix}assets/`,
    wildcard: true,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', HASHED_ASSETS_CACHE),
  });
}
