import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { codeSentTo, refreshCookieOf, uniqueIp, uniquePhone } from './support/auth-helpers.js';
import { createTestApp, TEST_API_KEY } from './support/test-app.js';
import { createTestDatabaseStore, openTestDatabase } from './support/test-database.js';

describe('health', () => {
  it('answers /healthz, and /readyz only while the database answers', async () => {
    const database = await openTestDatabase();
    let reachable = true;
    const t = await createTestApp({
      database: {
        ...database,
        ping: async () => {
          if (!reachable) throw new Error('connection refused');
          await database.ping();
        },
      },
    });
    try {
      expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
      reachable = false;
      const notReady = await t.app.inject({ url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'قاعدة البيانات غير متاحة حاليًا',
      });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('requests', () => {
  it('carry a request id, echoed back', async () => {
    const t = await createTestApp();
    try {
      const given = await t.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'abc-123-def' },
      });
      expect(given.headers['x-request-id']).toBe('abc-123-def');
      const generated = await t.app.inject({ url: '/healthz' });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const hostile = await t.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'x\nforged log line' },
      });
      expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(given.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });

  it('hide the internals of unexpected failures', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
      beforeReady: (app) => {
        app.get('/api/v1/test-failure', async () => {
          throw new Error('connection string postgres://admin:hunter2@db');
        });
      },
    });
    try {
      const response = await t.app.inject({
        url: '/api/v1/test-failure',
        headers: { 'x-api-key': TEST_API_KEY },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'INTERNAL',
        message: 'حدث خطأ غير متوقع في الخادم، حاول مرة أخرى لاحقًا',
      });
      expect(lines.join('')).toContain('hunter2');
    } finally {
      await t.close();
    }
  });
});

describe('shutting down', () => {
  it('answers a request that arrives during the drain at once with the contract’s 503', async () => {
    let releaseDrain = () => {};
    let drainStarted = () => {};
    const started = new Promise<void>((resolve) => {
      drainStarted = resolve;
    });
    const t = await createTestApp({
      // Stands for whatever the drain is still waiting for (webhook attempts, open streams).
      beforeReady: (app) =>
        app.addHook('preClose', async () => {
          drainStarted();
          await new Promise<void>((resolve) => {
            releaseDrain = resolve;
          });
        }),
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const closed = t.close();
    await started;
    try {
      // The listener is still open: a load balancer may not have noticed the shutdown yet.
      const response = await fetch(`${base}/api/v1/auth/getme`, {
        headers: { 'x-api-key': TEST_API_KEY },
        signal: AbortSignal.timeout(5_000),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/[\u0600-\u06FF]/),
      });
    } finally {
      releaseDrain();
      await closed;
    }
  });
});

describe('a signal', () => {
  it('turns readiness and new requests to 503 while the listener stays open for the drain delay', async () => {
    const t = await createTestApp();
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const closed = t.app.drainAndClose(1_500);
    try {
      const ready = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) });
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      const call = await fetch(`${base}/api/v1/auth/getme`, {
        headers: { 'x-api-key': TEST_API_KEY },
        signal: AbortSignal.timeout(5_000),
      });
      expect(call.status).toBe(503);
      expect(call.headers.get('retry-after')).toBe('5');
      expect(call.headers.get('connection')).toBe('close');
      // Liveness: the process is fine, only leaving.
      const alive = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) });
      expect(alive.status).toBe(200);
    } finally {
      await closed;
      await t.gateway.close();
    }
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });
});

describe('logs', () => {
  it('never contain codes, tokens, cookies or the API key', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const phone = uniquePhone();
      const ip = uniqueIp();
      await t.api.post(
        '/api/v1/auth/registeradmin',
        { username: 'شركة السجل', email: 'log@x.example', phone },
        { ip },
      );
      const activationCode = codeSentTo(t, phone);
      await t.api.post('/api/v1/auth/activate', { phone, otp: activationCode }, { ip });
      await t.api.post('/api/v1/auth/login', { phone }, { ip });
      const loginCode = codeSentTo(t, phone);
      const verified = await t.api.post('/api/v1/auth/verify', { phone, otp: loginCode }, { ip });
      const accessToken = verified.json<{ accessToken: string }>().accessToken;
      const refreshed = await t.api.get('/api/v1/auth/refresh-token', {
        refreshCookie: refreshCookieOf(verified),
      });
      await t.api.get('/api/v1/auth/getme', { token: accessToken });
      await t.app.inject({ url: '/api/v1/notifications/stream?token=stream-secret-value' });

      const log = lines.join('');
      // Each of the seven requests above is logged, once, with its request id.
      expect(lines.filter((line) => line.includes('"request completed"'))).toHaveLength(7);
      expect(log).toContain('"reqId"');
      for (const secret of [
        accessToken,
        refreshCookieOf(verified),
        refreshCookieOf(refreshed),
        TEST_API_KEY,
        'stream-secret-value',
      ]) {
        expect(log).not.toContain(secret);
      }
      // A 4-digit code could appear by chance inside a uuid or timestamp; the field names cannot.
      expect(log).not.toMatch(new RegExp(`"(otp|code)":"?(${activationCode}|${loginCode})`));
      expect(log).not.toContain(`تسعير: ${loginCode}`);
    } finally {
      await t.close();
    }
  });
});

describe('the configured superadmin', () => {
  it('is created once, however many times the server starts', async () => {
    const store = await createTestDatabaseStore();
    try {
      for (let start = 0; start < 2; start += 1) {
        const t = await createTestApp({ database: await store.open() });
        await t.close();
      }
      const handle = await store.open();
      try {
        const rows = await handle.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'superadmin'));
        expect(rows).toHaveLength(1);
      } finally {
        await handle.close();
      }
    } finally {
      await store.destroy();
    }
  });
});
