import { get } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth-helpers.js';
import { issueIntegrationKey, placeOrder } from './support/order-fixtures.js';
import { createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { TEST_API_KEY, createTestApp, type TestApp } from './support/test-app.js';

/** A built script as Vite writes it, with the copies scripts/precompress.mjs writes beside it. */
const SCRIPT = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${i}"`).join(',')}];`;
const SCRIPT_BR = brotliCompressSync(SCRIPT, {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
});
const SCRIPT_GZ = gzipSync(SCRIPT, { level: constants.Z_BEST_COMPRESSION });
const HTML = '<!doctype html><html dir="rtl" lang="ar"><body><div id="root"></div></body></html>';

let dashboardDir: string;
let t: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  dashboardDir = await mkdtemp(join(tmpdir(), 'taseer-compressed-'));
  await mkdir(join(dashboardDir, 'assets'));
  await writeFile(join(dashboardDir, 'index.html'), HTML);
  const script = join(dashboardDir, 'assets', 'index-a1b2c3.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, SCRIPT_BR);
  await writeFile(`${script}.gz`, SCRIPT_GZ);
  t = await createTestApp({ env: { DASHBOARD_DIR: dashboardDir } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const superadmin = await signIn(t, SUPERADMIN_PHONE);
  const org: Org = await createOrg(t, superadmin.accessToken);
  admin = org.company.token;
});

afterAll(async () => {
  await t?.close();
  await rm(dashboardDir, { recursive: true, force: true });
});

describe('built files go out compressed as the build wrote them', () => {
  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy to a browser that takes brotli, still cached for a year', async () => {
    const response = await asset('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's own copy, byte for byte: nothing is compressed again per request.
    expect(response.rawPayload.equals(SCRIPT_BR)).toBe(true);
    expect(response.headers['content-length']).toBe(String(SCRIPT_BR.length));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that takes only gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(SCRIPT_GZ)).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that takes neither', async () => {
    const response = await asset();
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });
});

describe('API answers are compressed above 1 kB when the client asks', () => {
  const listOrders = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/?page=1',
      headers: {
        'x-api-key': TEST_API_KEY,
        authorization: `Bearer ${admin}`,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  beforeAll(async () => {
    const key = await issueIntegrationKey(t, admin);
    for (let i = 0; i < 5; i += 1) await placeOrder(t, key);
  });

  it('compresses a page of orders with brotli or gzip, the same JSON once decoded', async () => {
    const plain = await listOrders();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await listOrders('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzipped = await listOrders('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('never compresses the live notification stream, whose frames must arrive at once', async () => {
    const ticket = await t.api.post('/api/v1/notifications/stream-ticket', undefined, {
      token: admin,
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const url = `${base}/api/v1/notifications/stream?token=${ticket.json<{ ticket: string }>().ticket}`;
    const { encoding, firstChunk } = await new Promise<{ encoding?: string; firstChunk: string }>(
      (resolve, reject) => {
        const request = get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve({
              encoding: response.headers['content-encoding'],
              firstChunk: chunk.toString('utf8'),
            });
            request.destroy();
          });
        });
        request.on('error', reject);
      },
    );
    expect(encoding).toBeUndefined();
    // Readable as it comes: a comment or an event line, not compressed bytes.
    expect(firstChunk).toMatch(/^(:|event:|data:|retry:|id:)/m);
  });
});
