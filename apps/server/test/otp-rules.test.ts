import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges, users } from '../src/db/schema.js';
import type { Phone } from '../src/lib/phone.js';
import {
  codeSentTo,
  registerActiveCompany,
  signIn,
  uniqueIp,
  uniquePhone,
} from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OTP_TTL_SECONDS: '30' } });
});
afterAll(async () => t?.close());

interface ErrorBody {
  message: string;
}

/** Any 4-digit code other than the right one. */
const wrongCode = (right: string) => (right === '0000' ? '1111' : '0000');

async function requestLoginCode(phone: Phone, ip = uniqueIp()): Promise<string> {
  const response = await t.api.post('/api/v1/auth/login', { phone }, { ip });
  expect(response.statusCode).toBe(200);
  return codeSentTo(t, phone);
}

const verify = (phone: Phone, otp: string, ip = uniqueIp()) =>
  t.api.post('/api/v1/auth/verify', { phone, otp }, { ip });

describe('one-time codes', () => {
  it('say how long they stay valid, and expire after OTP_TTL_SECONDS', async () => {
    const phone = await registerActiveCompany(t);
    const login = await t.api.post('/api/v1/auth/login', { phone }, { ip: uniqueIp() });
    expect(login.json()).toMatchObject({ otpExpires: 30 });
    const code = codeSentTo(t, phone);

    t.clock.advance(30);
    const expired = await verify(phone, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ErrorBody>().message).toBe('انتهت صلاحية رمز التحقق، اطلب رمزًا جديدًا');
  });

  it('are 4 random digits and are never stored in clear', async () => {
    const phone = await registerActiveCompany(t);
    const codes = [await requestLoginCode(phone), await requestLoginCode(phone)];
    for (const code of codes) expect(code).toMatch(/^[0-9]{4}$/);

    const stored = await t.database.db
      .select({ codeHash: otpChallenges.codeHash })
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneNumber, phone.number));
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      for (const code of codes) expect(row.codeHash).not.toContain(code);
      expect(row.codeHash.length).toBeGreaterThan(20);
    }
  });

  it('work once', async () => {
    const phone = await registerActiveCompany(t);
    const code = await requestLoginCode(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const reused = await verify(phone, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorBody>().message).toBe('تم استخدام رمز التحقق من قبل، اطلب رمزًا جديدًا');
  });

  it('die after 5 wrong tries, even for the right code', async () => {
    const phone = await registerActiveCompany(t);
    const code = await requestLoginCode(phone);
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(phone, wrongCode(code));
      expect(response.statusCode).toBe(400);
      messages.push(response.json<ErrorBody>().message);
    }
    expect(messages[0]).toBe('رمز التحقق غير صحيح، تبقى لديك 4 محاولات');
    expect(messages[3]).toBe('رمز التحقق غير صحيح، تبقى لديك محاولة واحدة');
    expect(messages[4]).toBe('تجاوزت عدد المحاولات المسموح بها لهذا الرمز، اطلب رمزًا جديدًا');

    const right = await verify(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json<ErrorBody>().message).toMatch(/تجاوزت عدد المحاولات/);

    const fresh = await requestLoginCode(phone);
    expect((await verify(phone, fresh)).statusCode).toBe(200);
  });

  it('retire earlier codes when a new one is sent', async () => {
    const phone = await registerActiveCompany(t);
    const first = await requestLoginCode(phone);
    const resent = await t.api.post('/api/v1/auth/resend-otp', { phone }, { ip: uniqueIp() });
    expect(resent.statusCode).toBe(200);
    const second = codeSentTo(t, phone);
    if (first !== second) expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('are bound to their purpose: an activation code does not sign in', async () => {
    const phone = uniquePhone();
    await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'شركة الغرض', email: `p${phone.number}@x.example`, phone },
      { ip: uniqueIp() },
    );
    const activationCode = codeSentTo(t, phone);
    const asLogin = await verify(phone, activationCode);
    expect(asLogin.statusCode).toBe(403);

    const activated = await t.api.post('/api/v1/auth/activate', { phone, otp: activationCode });
    expect(activated.statusCode).toBe(200);
    const noLoginCode = await verify(phone, activationCode);
    expect(noLoginCode.statusCode).toBe(400);
  });

  it('let exactly one of 20 simultaneous correct submissions sign in', async () => {
    const phone = await registerActiveCompany(t);
    const code = await requestLoginCode(phone);
    const ip = uniqueIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(phone, code, ip)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
  });
});

describe('resend-otp', () => {
  it('sends an activation code before activation and a sign-in code after', async () => {
    const phone = uniquePhone();
    await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'شركة الإعادة', email: `r${phone.number}@x.example`, phone },
      { ip: uniqueIp() },
    );
    const resent = await t.api.post('/api/v1/auth/resend-otp', { phone }, { ip: uniqueIp() });
    expect(resent.statusCode).toBe(200);
    expect(
      (await t.api.post('/api/v1/auth/activate', { phone, otp: codeSentTo(t, phone) })).statusCode,
    ).toBe(200);

    await t.api.post('/api/v1/auth/resend-otp', { phone }, { ip: uniqueIp() });
    expect((await verify(phone, codeSentTo(t, phone))).statusCode).toBe(200);
  });

  it('answers 404 for an unknown number', async () => {
    const response = await t.api.post(
      '/api/v1/auth/resend-otp',
      { phone: uniquePhone() },
      { ip: uniqueIp() },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message).toBe('لا يوجد حساب مسجل بهذا الرقم');
  });
});

describe('sign-up rules', () => {
  it('updates a pending sign-up and sends a fresh code; refuses numbers and e-mails in use', async () => {
    const phone = uniquePhone();
    const email = `u${phone.number}@x.example`;
    const first = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'الاسم الأول', email, phone },
      { ip: uniqueIp() },
    );
    expect(first.statusCode).toBe(201);
    const again = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'الاسم الثاني', email, phone },
      { ip: uniqueIp() },
    );
    expect(again.statusCode).toBe(201);
    expect(
      (await t.api.post('/api/v1/auth/activate', { phone, otp: codeSentTo(t, phone) })).statusCode,
    ).toBe(200);
    const session = await signIn(t, phone);
    const me = await t.api.get('/api/v1/auth/getme', { token: session.accessToken });
    expect(me.json()).toMatchObject({ user: { username: 'الاسم الثاني' } });

    const samePhone = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'منافس', email: 'other@x.example', phone },
      { ip: uniqueIp() },
    );
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json<ErrorBody>().message).toBe('رقم الجوال مسجل مسبقًا');

    const sameEmail = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'منافس', email: email.toUpperCase(), phone: uniquePhone() },
      { ip: uniqueIp() },
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<ErrorBody>().message).toBe('البريد الإلكتروني مسجل مسبقًا');
  });

  it('lets a confirmed sign-up take an e-mail an unconfirmed one was holding', async () => {
    const email = 'shared@x.example';
    const squatter = uniquePhone();
    await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'غير مؤكد', email, phone: squatter },
      { ip: uniqueIp() },
    );
    const owner = uniquePhone();
    const taken = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'المالك', email, phone: owner },
      { ip: uniqueIp() },
    );
    expect(taken.statusCode).toBe(201);
    const login = await t.api.post('/api/v1/auth/resend-otp', { phone: squatter });
    expect(login.statusCode).toBe(404);
  });

  it('never overwrites or frees the number and e-mail of a company that was once active', async () => {
    const phone = await registerActiveCompany(t);
    // A company switched off later (no endpoint does it yet; the rule must already hold).
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.phoneNumber, phone.number));
    const samePhone = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'مستولٍ', email: 'taker@x.example', phone },
      { ip: uniqueIp() },
    );
    expect(samePhone.statusCode).toBe(409);
    const sameEmail = await t.api.post(
      '/api/v1/auth/registeradmin',
      { username: 'مستولٍ', email: `c${phone.number}@parts.example`, phone: uniquePhone() },
      { ip: uniqueIp() },
    );
    expect(sameEmail.statusCode).toBe(409);
    const [kept] = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.phoneNumber, phone.number));
    expect(kept?.username).toBe(`شركة ${phone.number}`);
  });

  it('answers activate with 400 for an account that is already active', async () => {
    const phone = await registerActiveCompany(t);
    const response = await t.api.post('/api/v1/auth/activate', { phone, otp: '1234' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe('الحساب مفعّل بالفعل، يمكنك تسجيل الدخول');
  });

  it('answers login with 404 for an unknown number', async () => {
    const response = await t.api.post('/api/v1/auth/login', { phone: uniquePhone() });
    expect(response.statusCode).toBe(404);
  });
});
