import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_SIZE } from '../src/modules/orders/export-orders.service.js';
import { generateVolume } from '../src/seed/volume-data.js';
import { signIn } from './support/auth-helpers.js';
import { SUPERADMIN_PHONE } from './support/org-fixtures.js';
import { answeredInTurn, rawGet } from './support/raw-http.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * PGlite is one connection on the main thread: an export that held it from its first batch to
 * its last made every other request wait for the whole file. Requests made while a large export
 * streams must be answered while it still streams. Order of events is asserted, never a time.
 * PGlite only (vitest.config.ts): on PostgreSQL the export has a connection of its own.
 */

const ORDERS = 40 * EXPORT_BATCH_SIZE;

let t: TestApp;
let token: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  await generateVolume(t.database.db, {
    companies: 2,
    orders: ORDERS,
    now: t.clock.now(),
    seed: 7,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 300_000);

afterAll(async () => {
  await t?.close();
});

const get = (path: string) => rawGet(port, token, path);
const answered = (path: string, events: string[], name: string) =>
  answeredInTurn(port, token, path, events, name);

describe('a large export', () => {
  it('lets other requests through while it streams', { timeout: 300_000 }, async () => {
    const events: string[] = [];
    let bytesAfterOthers = 0;
    let othersDone = false;
    const exportResponse = await get('/api/v1/orders/exports/');
    expect(exportResponse.statusCode).toBe(200);
    let started: () => void = () => {};
    const firstBytes = new Promise<void>((resolve) => (started = resolve));
    const exportDone = (async () => {
      let lines = 0;
      for await (const chunk of exportResponse as AsyncIterable<Buffer>) {
        started();
        if (othersDone) bytesAfterOthers += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      events.push('export ended');
      return lines;
    })();
    await firstBytes;
    events.push('export started');

    await Promise.all([
      answered('/api/v1/common/stats', events, 'stats answered'),
      answered('/api/v1/orders/?page=1&limit=10', events, 'list answered'),
    ]);
    othersDone = true;
    const lines = await exportDone;

    expect(events[0]).toBe('export started');
    expect(events.slice(1, 3).sort()).toEqual(['list answered', 'stats answered']);
    expect(events[3]).toBe('export ended');
    // The file kept coming after the other answers, and it is whole.
    expect(bytesAfterOthers).toBeGreaterThan(0);
    expect(lines).toBeGreaterThanOrEqual(ORDERS + 1);
  });
});
