import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVolume } from '../src/seed/volume-data.js';
import { signIn } from './support/auth-helpers.js';
import { SUPERADMIN_PHONE } from './support/org-fixtures.js';
import { createTestApp, TEST_API_KEY, type TestApp } from './support/test-app.js';

/**
 * The export of 100,000 orders streams: the server's heap stays flat while the file goes out.
 * Measured with forced collections, so what is compared is memory still held, not garbage not
 * yet collected. The timing is printed for the record, never asserted.
 */

const ORDERS = 100_000;
const HEAP_GROWTH_LIMIT = 64 * 1024 * 1024;
const SAMPLE_EVERY_BYTES = 2 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
});

afterAll(async () => {
  await t?.close();
});

function heapAfterCollection(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe('exporting 100,000 orders', () => {
  it('streams them all with bounded heap growth', { timeout: 600_000 }, async () => {
    const generated = await generateVolume(t.database.db, {
      companies: 4,
      orders: ORDERS,
      now: t.clock.now(),
      seed: 1,
    });
    expect(generated.orders).toBe(ORDERS);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const baseline = heapAfterCollection();
    let peak = baseline;
    let bytes = 0;
    let lines = 0;
    let nextSample = SAMPLE_EVERY_BYTES;
    const started = performance.now();

    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/v1/orders/exports/',
          headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}` },
        },
        resolve,
      ).on('error', reject);
    });
    expect(response.statusCode).toBe(200);
    // Streamed: no length known in advance, sent in chunks.
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['transfer-encoding']).toBe('chunked');

    for await (const chunk of response as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
      if (bytes >= nextSample) {
        peak = Math.max(peak, heapAfterCollection());
        nextSample += SAMPLE_EVERY_BYTES;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const growth = peak - baseline;
    console.log(
      `export of ${ORDERS} orders (${t.database.kind}): ${(bytes / 1024 / 1024).toFixed(1)} MB ` +
        `in ${seconds.toFixed(1)} s (${Math.round(ORDERS / seconds)} rows/s), ` +
        `heap growth at most ${(growth / 1024 / 1024).toFixed(1)} MB; ` +
        `generating the orders took ${(generated.milliseconds / 1000).toFixed(1)} s`,
    );

    // The headings' line and one line per order.
    expect(lines).toBe(ORDERS + 1);
    expect(growth).toBeLessThan(HEAP_GROWTH_LIMIT);
  });
});
