import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Phone } from '../src/lib/phone.js';
import {
  codeSentTo,
  registerActiveCompany,
  uniqueIp,
  uniquePhone,
} from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TestClock } from './support/test-clock.js';
import { createTestDatabaseStore } from './support/test-database.js';

const LIMITED_IP = { OTP_IP_SEND_LIMIT: '3', OTP_IP_VERIFY_LIMIT: '4', OTP_IP_WINDOW: '10m' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: LIMITED_IP });
});
afterAll(async () => t?.close());

interface ErrorBody {
  message: string;
}

const login = (app: TestApp, phone: Phone, ip = uniqueIp(), headers?: Record<string, string>) =>
  app.api.post('/api/v1/auth/login', { phone }, { ip, ...(headers ? { headers } : {}) });

function retryAfter(response: { headers: Record<string, unknown> }): number {
  return Number(response.headers['retry-after']);
}

describe('per phone', () => {
  it('sends at most 3 codes in 10 minutes, and says when to retry', async () => {
    const phone = await registerActiveCompany(t);
    t.clock.advance(60);
    expect((await login(t, phone)).statusCode).toBe(200);
    expect((await login(t, phone)).statusCode).toBe(200);

    const refused = await login(t, phone);
    expect(refused.statusCode).toBe(429);
    // The activation code went out 60 s before the first sign-in code.
    expect(retryAfter(refused)).toBe(540);
    expect(refused.json<ErrorBody>().message).toBe(
      'أرسلنا عددًا كبيرًا من رموز التحقق إلى هذا الرقم، حاول مرة أخرى بعد 9 دقائق',
    );
    const resend = await t.api.post('/api/v1/auth/resend-otp', { phone }, { ip: uniqueIp() });
    expect(resend.statusCode).toBe(429);

    t.clock.advance(540);
    expect((await login(t, phone)).statusCode).toBe(200);
  });

  it('holds the limit when requests for one phone arrive together', async () => {
    const phone = await registerActiveCompany(t);
    t.clock.advance(600);
    const answers = await Promise.all(Array.from({ length: 6 }, () => login(t, phone)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('refuses verification after 10 wrong codes in a day, whatever the code', async () => {
    const phone = await registerActiveCompany(t);
    for (let code = 0; code < 2; code += 1) {
      t.clock.advance(600);
      expect((await login(t, phone)).statusCode).toBe(200);
      const right = codeSentTo(t, phone);
      const wrong = right === '0000' ? '1111' : '0000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await t.api.post(
          '/api/v1/auth/verify',
          { phone, otp: wrong },
          { ip: uniqueIp() },
        );
        expect(response.statusCode).toBe(400);
      }
    }

    t.clock.advance(600);
    expect((await login(t, phone)).statusCode).toBe(200);
    const right = codeSentTo(t, phone);
    const refused = await t.api.post(
      '/api/v1/auth/verify',
      { phone, otp: right },
      { ip: uniqueIp() },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().message).toMatch(
      /^تجاوزت عدد المحاولات الخاطئة المسموح بها لهذا الرقم اليوم، حاول مرة أخرى بعد \d+ ساعة$/,
    );
    expect(retryAfter(refused)).toBeGreaterThan(20 * 3600);
    expect(retryAfter(refused)).toBeLessThanOrEqual(86_400);

    t.clock.advance(86_400);
    expect((await login(t, phone)).statusCode).toBe(200);
    const fresh = codeSentTo(t, phone);
    const accepted = await t.api.post(
      '/api/v1/auth/verify',
      { phone, otp: fresh },
      { ip: uniqueIp() },
    );
    expect(accepted.statusCode).toBe(200);
  });
});

describe('per client address', () => {
  it('limits code requests from one address, whatever the numbers', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) {
      // Unknown numbers still count: probing for accounts is what this limit is for.
      expect((await login(t, uniquePhone(), ip)).statusCode).toBe(404);
    }
    const refused = await login(t, uniquePhone(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().message).toMatch(/^طلبات كثيرة لرموز التحقق من هذا الجهاز، /);
    expect((await login(t, uniquePhone(), uniqueIp())).statusCode).toBe(404);

    t.clock.advance(600);
    expect((await login(t, uniquePhone(), ip)).statusCode).toBe(404);
  });

  it('limits verification attempts from one address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 4; i += 1) {
      const response = await t.api.post(
        '/api/v1/auth/verify',
        { phone: uniquePhone(), otp: '1234' },
        { ip },
      );
      expect(response.statusCode).toBe(404);
    }
    const refused = await t.api.post(
      '/api/v1/auth/activate',
      { phone: uniquePhone(), otp: '1234' },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) {
      await login(t, uniquePhone(), ip, { 'x-forwarded-for': `203.0.113.${i}` });
    }
    const spoofed = await login(t, uniquePhone(), ip, { 'x-forwarded-for': '203.0.113.99' });
    expect(spoofed.statusCode).toBe(429);

    const behindProxy = await createTestApp({ env: { ...LIMITED_IP, TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < 5; i += 1) {
        const response = await login(behindProxy, uniquePhone(), '127.0.0.1', {
          'x-forwarded-for': `198.51.100.${i}`,
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await behindProxy.close();
    }
  });
});

describe('counters', () => {
  it('hold across a restart', async () => {
    const store = await createTestDatabaseStore();
    const clock = new TestClock();
    const phone = uniquePhone();
    try {
      const before = await createTestApp({ database: await store.open(), clock });
      await registerActiveCompany(before, phone);
      expect((await login(before, phone)).statusCode).toBe(200);
      expect((await login(before, phone)).statusCode).toBe(200);
      await before.close();

      const after = await createTestApp({ database: await store.open(), clock });
      try {
        expect((await login(after, phone)).statusCode).toBe(429);
      } finally {
        await after.close();
      }
    } finally {
      await store.destroy();
    }
  });
});
