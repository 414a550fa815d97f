import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isInternalAddress, RefusedAddressError } from './webhook-target.js';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What one attempt came to, as the delivery log shows it. */
export interface AttemptOutcome {
  ok: boolean;
  statusCode: number | null;
  latencyMs: number;
  error: 'timeout' | 'connection' | 'redirect' | 'refused-address' | 'unreadable-secret' | null;
  responseExcerpt: string | null;
}

export interface SendOptions {
  timeoutMs: number;
  publicOnly: boolean;
  /** Aborts the attempt (the process is stopping); it then counts as not made. */
  signal?: AbortSignal;
}

const EXCERPT_CHARS = 200;
/** Enough of the answer for the excerpt; the rest is not read. */
const READ_BYTES = 2048;

/**
 * POSTs one webhook. Success is a 2xx within the time limit; redirects are never followed (a
 * 3xx is a failure: the target must be the URL the company gave); the answer's first characters
 * are kept for the log and the rest is discarded unread.
 */
export function sendWebhook(
  request: WebhookRequest,
  options: SendOptions,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (options.publicOnly && isIP(host) && isInternalAddress(host)) {
    return Promise.resolve(failure('refused-address', elapsed()));
  }
  const client = url.protocol === 'https:' ? https : http;

  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(request.body),
          'user-agent': 'Taseer-Webhooks/1',
        },
        agent: false,
        ...(options.publicOnly ? { lookup: guardedLookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const statusCode = response.statusCode ?? null;
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const redirected = statusCode !== null && statusCode >= 300 && statusCode < 400;
          settle({
            ok: statusCode !== null && statusCode >= 200 && statusCode < 300,
            statusCode,
            latencyMs: elapsed(),
            error: redirected ? 'redirect' : null,
            responseExcerpt: excerpt || null,
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= READ_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      settle(failure('timeout', elapsed()));
      outgoing.destroy();
    }, options.timeoutMs);
    const onAbort = () => {
      settle(failure('connection', elapsed()));
      outgoing.destroy();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    outgoing.on('error', (error) => {
      settle(
        failure(
          error instanceof RefusedAddressError ||
            (error as { cause?: unknown }).cause instanceof RefusedAddressError
            ? 'refused-address'
            : 'connection',
          elapsed(),
        ),
      );
    });
    outgoing.end(request.body);
  });
}

function failure(error: NonNullable<AttemptOutcome['error']>, latencyMs: number): AttemptOutcome {
  return { ok: false, statusCode: null, latencyMs, error, responseExcerpt: null };
}
