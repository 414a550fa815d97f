import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';

/**
 * Secrets never reach the log: credentials in headers, cookies, codes in bodies, and the token
 * the notification stream carries in its query string.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-integration-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["x-api-key"]',
  'headers["x-integration-key"]',
  'body.otp',
  'body.code',
  'otp',
  'code',
  'accessToken',
  'refreshToken',
  'token',
];

/** Query strings of these paths carry tokens and are dropped from logged URLs. */
const SECRET_QUERY_PATHS = ['/api/v1/notifications/stream'];

/**
 * A credential in any query string is dropped too: a client that misspells the stream's path
 * (a doubled slash, an encoded letter) still sent its token, and the 404 is logged.
 */
const CREDENTIAL_PARAMETERS = new Set(['token', 'access_token', 'accesstoken', 'ticket']);

/** Paths whose segment after the prefix is a customer's quote-link token. */
const SECRET_PATH_SEGMENTS = [/^(\/q\/)[^/?#]+/, /^(\/api\/v1\/public\/quotes\/)[^/?#]+/];

export function loggableUrl(url: string): string {
  const redactedPath = SECRET_PATH_SEGMENTS.reduce(
    (current, pattern) => current.replace(pattern, '$1[redacted]'),
    url,
  );
  return withoutSecretQuery(redactedPath);
}

/**
 * Query parameters whose values say nothing about a person (paging, filters by status or id) are
 * logged as sent; the values of the others (searches by name, phone or e-mail) are customers' and
 * staff's personal data and are replaced.
 */
const PLAIN_PARAMETERS = new Set([
  'page',
  'limit',
  'status',
  'quotestatus',
  'selectedbranchid',
  'withoutmanager',
  'branchofmanager',
]);

function withoutSecretQuery(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const query = url.slice(mark + 1);
  if (SECRET_QUERY_PATHS.some((secret) => path.startsWith(secret))) return `${path}?[redacted]`;
  if (carriesCredential(query)) return `${path}?[redacted]`;
  const parts = [...new URLSearchParams(query)].map(([name, value]) =>
    PLAIN_PARAMETERS.has(name.toLowerCase())
      ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
      : `${encodeURIComponent(name)}=[redacted]`,
  );
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

function carriesCredential(query: string): boolean {
  for (const name of new URLSearchParams(query).keys()) {
    if (CREDENTIAL_PARAMETERS.has(name.toLowerCase())) return true;
  }
  return false;
}

/** Where log lines go (pino's destination shape); tests pass one to read what was logged. */
export interface LogDestination {
  write(line: string): void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's well-formed `x-request-id` so a request can be followed across services. */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function loggerOptions(
  config: AppConfig,
  stream?: LogDestination,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}

/**
 * One log line per request, written when it is answered (or abandoned by its client): Fastify's
 * own pair (one on arrival, one on completion) wrote each request twice, synchronously, and on
 * a busy list page the second line was as much of the server's time as mapping the rows.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime },
      'request completed',
    );
  });
  app.addHook('onRequestAbort', async (request) => {
    request.log.info({ req: request }, 'request aborted');
  });
}
