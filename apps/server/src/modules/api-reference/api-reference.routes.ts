import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_CONTRACT_FILE } from '../../openapi/contract.js';
import { contentSecurityPolicy } from '../../plugins/content-security-policy.js';

export const API_REFERENCE_PATH = '/docs/api';
export const CONTRACT_JSON_PATH = '/api/openapi.json';

/** The script's URL carries a hash of its content, so a new Redoc is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Redoc 2's standalone bundle asks for its "API docs by Redocly" logo from Redocly's CDN, which
 * this offline, `img-src 'self'` page must not (and the browser would log a CSP violation for).
 * An empty `data:` image fails to load and Redoc then hides the logo; the link text stays.
 */
const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/**
 * The API reference for integrators (the chat-bot developer), served by the product itself so it
 * works offline:
 * - `/api/openapi.json` is the bundled contract the routes are built from (read once at start,
 *   `no-cache` + ETag). It is outside `/api/v1`, so the API-key guard leaves it alone, like the
 *   page: the contract is not a secret, the data behind it is.
 * - `/docs/api` is a static page rendering it with Redoc's standalone bundle, taken from
 *   node_modules (resolved from this file, so tsx's src/ and the built dist/ both find pnpm's
 *   copy) and kept in memory. Redoc 2.x: 3.0 depends on a package version the npm registry does
 *   not have here (`@redocly/redoc-opentelemetry@^0.5.1`) and needs React and router peers.
 * - Only this page gets its own Content-Security-Policy (a route-level helmet option): the site's
 *   policy plus exactly what Redoc needs (see `referencePagePolicy`), so tightening the site's
 *   policy cannot break the page and nothing else is loosened for it.
 * The routes are explicit paths, so the dashboard's `/*` catch-all never shadows them.
 */
export async function apiReferenceRoutes(
  app: FastifyInstance,
  options: { isProduction: boolean; contractFile?: string },
): Promise<void> {
  const contractJson = readContract(options.contractFile ?? DEFAULT_CONTRACT_FILE);
  const contractTag = etagOf(contractJson);
  const redoc = readRedocBundle();
  const scriptUrl = `${API_REFERENCE_PATH}/redoc-${redoc.version}-${redoc.hash}.js`;
  const page = referencePage(scriptUrl);

  app.get(CONTRACT_JSON_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', contractTag);
    if (isFresh(request, contractTag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(contractJson);
  });

  app.get(
    API_REFERENCE_PATH,
    { helmet: { contentSecurityPolicy: referencePagePolicy(options.isProduction) } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  // Without this, `/docs/api/` would fall through to the dashboard's catch-all.
  app.get(`${API_REFERENCE_PATH}/`, async (_request, reply) =>
    reply.redirect(API_REFERENCE_PATH, 301),
  );

  app.get(scriptUrl, async (_request, reply) =>
    reply
      .header('cache-control', IMMUTABLE)
      .type('text/javascript; charset=utf-8')
      .send(redoc.script),
  );
}

/**
 * The site's policy (scripts, requests, images only from here, no framing…) with what Redoc needs
 * stated here rather than inherited (the site allows both today, for the dashboard; checked in
 * Chromium that Redoc fails without them): styled-components writes `<style>` elements
 * (`'unsafe-inline'` styles, or Redoc renders nothing), and the search runs in a Worker built
 * from a `blob:` of the bundle's own code (or search finds nothing). No `'unsafe-eval'` and no
 * inline script: the page starts Redoc through its `<redoc spec-url>` element.
 */
export function referencePagePolicy(
  isProduction: boolean,
): Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined> {
  const site = contentSecurityPolicy({ isProduction });
  const directives = typeof site === 'object' ? site.directives : undefined;
  return {
    useDefaults: false,
    directives: {
      ...directives,
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
    },
  };
}

/** An empty `data:` icon spares a favicon request; the only inline code is a style rule. */
function referencePage(scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>Taseer API reference</title>
    <link rel="icon" href="data:," />
    <style>
      body {
        margin: 0;
      }
    </style>
  </head>
  <body>
    <redoc spec-url="${CONTRACT_JSON_PATH}"></redoc>
    <script src="${scriptUrl}"></script>
  </body>
</html>
`;
}

function readContract(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(
      `The OpenAPI bundle ${file} cannot be read; run \`pnpm --filter @taseer/openapi bundle\``,
      { cause },
    );
  }
}

interface RedocBundle {
  version: string;
  script: string;
  /** A short hash of `script`, for its URL. */
  hash: string;
}

/** Read once per process: the installed bundle does not change under a running server. */
let redocBundle: RedocBundle | undefined;

function readRedocBundle(): RedocBundle {
  if (redocBundle) return redocBundle;
  const require = createRequire(import.meta.url);
  const { version } = require('redoc/package.json') as { version: string };
  let script = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8').replace(
    REDOC_CDN_LOGO,
    'data:,',
  );
  // The source map is not served (3.9 MB for a vendor bundle); DevTools would ask for it.
  const lastLine = script.trimEnd().lastIndexOf('\n');
  if (script.startsWith('//# sourceMappingURL=', lastLine + 1)) {
    script = `${script.slice(0, lastLine)}\n`;
  }
  redocBundle = { version, script, hash: etagOf(script).slice(1, 11) };
  return redocBundle;
}

function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim() === etag);
}
