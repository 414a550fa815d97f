import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../src/db/schema.js';
import { toInternational, type Phone } from '../src/lib/phone.js';
import {
  codeSentTo,
  registerActiveCompany,
  uniqueIp,
  uniquePhone,
} from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface ErrorBody {
  message: string;
}

async function challengesFor(phone: Phone): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(otpChallenges)
    .where(
      and(eq(otpChallenges.dialCode, phone.dialCode), eq(otpChallenges.phoneNumber, phone.number)),
    );
  return row?.n ?? 0;
}

const login = (phone: Phone) => t.api.post('/api/v1/auth/login', { phone }, { ip: uniqueIp() });

describe('when the SMS gateway fails', () => {
  it('answers 502, keeps no code, and a later retry works and counts once', async () => {
    const phone = await registerActiveCompany(t);
    t.clock.advance(600);
    const before = await challengesFor(phone);

    t.gateway.behave({ kind: 'fail', status: 500 });
    const failed = await login(phone);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<ErrorBody>().message).toBe(
      'تعذر إرسال رسالة رمز التحقق، حاول مرة أخرى بعد قليل',
    );
    expect(await challengesFor(phone)).toBe(before);
    const guess = await t.api.post('/api/v1/auth/verify', { phone, otp: '1234' });
    expect(guess.statusCode).toBe(400);

    t.gateway.behave({ kind: 'accept' });
    // Three codes in ten minutes are allowed: the failed attempt is not one of them.
    for (let i = 0; i < 3; i += 1) expect((await login(phone)).statusCode).toBe(200);
    expect(t.gateway.countFor(toInternational(phone))).toBe(4);
    const verified = await t.api.post('/api/v1/auth/verify', { phone, otp: codeSentTo(t, phone) });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 502 when the gateway refuses the message', async () => {
    const phone = await registerActiveCompany(t);
    t.gateway.behave({ kind: 'fail', status: 401 });
    try {
      expect((await login(phone)).statusCode).toBe(502);
    } finally {
      t.gateway.behave({ kind: 'accept' });
    }
  });

  it('answers 503 when the gateway does not answer in time', async () => {
    // Only the hanging call goes through this app, so its short deadline cannot trip others.
    const impatient = await createTestApp({ env: { SMS_TIMEOUT_MS: '300' } });
    const superadmin = { dialCode: '+966', number: '0500000001' };
    impatient.gateway.behave({ kind: 'hang' });
    try {
      const started = performance.now();
      const response = await impatient.api.post('/api/v1/auth/login', { phone: superadmin });
      expect(response.statusCode).toBe(503);
      expect(response.json<ErrorBody>().message).toMatch(/^خدمة الرسائل غير متاحة حاليًا/);
      expect(performance.now() - started).toBeLessThan(5_000);
      const [row] = await impatient.database.db
        .select({ n: count() })
        .from(otpChallenges)
        .where(eq(otpChallenges.phoneNumber, superadmin.number));
      expect(row?.n).toBe(0);
    } finally {
      await impatient.close();
    }
  });

  it('lets a sign-up be retried after a failed activation SMS', async () => {
    const phone = uniquePhone();
    const signUp = { username: 'شركة المحاولة', email: `s${phone.number}@x.example`, phone };
    t.gateway.behave({ kind: 'fail', status: 503 });
    const failed = await t.api.post('/api/v1/auth/registeradmin', signUp, { ip: uniqueIp() });
    t.gateway.behave({ kind: 'accept' });
    expect(failed.statusCode).toBe(502);
    expect(await challengesFor(phone)).toBe(0);

    const retried = await t.api.post('/api/v1/auth/registeradmin', signUp, { ip: uniqueIp() });
    expect(retried.statusCode).toBe(201);
    const activated = await t.api.post('/api/v1/auth/activate', {
      phone,
      otp: codeSentTo(t, phone),
    });
    expect(activated.statusCode).toBe(200);
  });
});
