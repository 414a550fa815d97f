import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerActiveCompany, uniqueIp, uniquePhone } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
}

const login = (body: unknown) => t.api.post('/api/v1/auth/login', body, { ip: uniqueIp() });

describe('phone numbers', () => {
  it('accepts the phone as an object and as JSON text', async () => {
    const phone = await registerActiveCompany(t);
    expect((await login({ phone })).statusCode).toBe(200);
    expect((await login({ phone: JSON.stringify(phone) })).statusCode).toBe(200);
  });

  it.each([
    ['9 digits', '050000001'],
    ['11 digits', '05000000011'],
    ['letters', '05000000ab'],
  ])('refuses a number of %s with a message for phone.number', async (_case, number) => {
    for (const phone of [
      { dialCode: '+966', number },
      JSON.stringify({ dialCode: '+966', number }),
    ]) {
      const response = await login({ phone });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'يجب أن يتكون رقم الجوال من 10 أرقام',
        errors: [{ field: 'phone.number', message: 'يجب أن يتكون رقم الجوال من 10 أرقام' }],
      });
    }
  });

  it('refuses a dial code without its plus', async () => {
    const response = await login({ phone: { dialCode: '966', number: '0500000002' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual([
      { field: 'phone.dialCode', message: expect.stringContaining('كود الدولة') },
    ]);
  });

  it('refuses JSON text that does not hold a phone', async () => {
    for (const phone of ['0500000002', '{"dialCode":"+966"', '[1,2]']) {
      const response = await login({ phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json<ErrorBody>().errors?.[0]?.field).toBe('phone');
    }
  });

  it('names missing parts of the phone', async () => {
    const response = await login({ phone: { dialCode: '+966' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual([
      { field: 'phone.number', message: 'رقم الجوال مطلوب' },
    ]);
  });
});

describe('malformed requests answer 4xx with a message, never 500', () => {
  it('answers 400 to broken JSON', async () => {
    const response = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: '{"phone": {"dialCode": "+966",',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().message).toBe('صيغة البيانات المرسلة غير صحيحة');
  });

  it('answers 400 to a prototype-poisoning body', async () => {
    const response = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: '{"phone":{"dialCode":"+966","number":"0500000002"},"__proto__":{"admin":true}}',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 to an empty JSON body', async () => {
    const response = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: '',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 naming each missing field', async () => {
    const response = await t.api.post('/api/v1/auth/registeradmin', {}, { ip: uniqueIp() });
    expect(response.statusCode).toBe(400);
    const fields = response.json<ErrorBody>().errors?.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['username', 'email', 'phone']));
    expect(response.json<ErrorBody>().errors).toContainEqual({
      field: 'email',
      message: 'البريد الإلكتروني مطلوب',
    });
  });

  it('answers 400 to wrong types', async () => {
    const numericOtp = await t.api.post('/api/v1/auth/verify', {
      phone: uniquePhone(),
      otp: 1234,
    });
    expect(numericOtp.statusCode).toBe(400);
    expect(numericOtp.json<ErrorBody>().errors).toEqual([
      { field: 'otp', message: 'رمز التحقق: يجب أن تكون القيمة نصًا' },
    ]);

    const numericPhone = await login({ phone: 500000001 });
    expect(numericPhone.statusCode).toBe(400);
    expect(numericPhone.json<ErrorBody>().errors?.[0]?.field).toBe('phone');

    const arrayBody = await login([{ phone: uniquePhone() }]);
    expect(arrayBody.statusCode).toBe(400);
  });

  it('answers 400 to codes that are not 4 digits', async () => {
    for (const otp of ['123', '12345', 'abcd', '12 4']) {
      const response = await t.api.post('/api/v1/auth/activate', { phone: uniquePhone(), otp });
      expect(response.statusCode, otp).toBe(400);
      expect(response.json<ErrorBody>().errors?.[0]).toMatchObject({ field: 'otp' });
    }
  });

  it('answers 400 to fields the contract does not know', async () => {
    const response = await login({ phone: uniquePhone(), role: 'superadmin' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors).toEqual([
      { field: 'role', message: 'الدور: حقل غير معروف' },
    ]);
  });

  it('refuses sign-ups outside the contract limits', async () => {
    const phone = uniquePhone();
    const cases = [
      { username: 'ab', email: 'a@b.example', phone },
      { username: 'شركة', email: 'not-an-email', phone },
      { username: 'x'.repeat(31), email: 'a@b.example', phone },
      { username: 'شركة', email: 'a@b.example', phone, role: 'superadmin' },
    ];
    for (const body of cases) {
      const response = await t.api.post('/api/v1/auth/registeradmin', body, { ip: uniqueIp() });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(t.gateway.countFor(`+966${phone.number.slice(1)}`)).toBe(0);
  });

  it('answers 415 to a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.api.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        rawBody: 'phone=0500000002',
        contentType,
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json<ErrorBody>().message).toBe('نوع المحتوى المرسل غير مدعوم');
    }
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: JSON.stringify({ phone: 'x'.repeat(1_100_000) }),
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().message).toBe('حجم البيانات المرسلة أكبر من المسموح');
  });

  it('answers 404 in JSON for unknown routes', async () => {
    const response = await t.api.get('/api/v1/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message).toBe('المسار المطلوب غير موجود');
  });
});

describe('the API key', () => {
  it('is required on every /api/v1 call', async () => {
    const missing = await t.api.post(
      '/api/v1/auth/login',
      { phone: uniquePhone() },
      { apiKey: null },
    );
    expect(missing.statusCode).toBe(401);
    expect(missing.json<ErrorBody>().message).toBe(
      'مفتاح الوصول إلى الواجهة البرمجية مفقود أو غير صحيح',
    );
    const wrong = await t.api.post(
      '/api/v1/auth/login',
      { phone: uniquePhone() },
      { apiKey: 'test-api-key-0123456780' },
    );
    expect(wrong.statusCode).toBe(401);
    const unknownRoute = await t.api.get('/api/v1/no-such-thing', { apiKey: null });
    expect(unknownRoute.statusCode).toBe(401);
  });

  it('is checked before the body is looked at', async () => {
    const response = await t.api.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: '{broken',
      contentType: 'application/json',
      apiKey: null,
    });
    expect(response.statusCode).toBe(401);
  });

  it('is not needed for images, health checks or readiness', async () => {
    const image = await t.api.get('/api/v1/images/7d3c1a52-4f7e-4d8b-9a0c-2b1e5f6a7c8d', {
      apiKey: null,
    });
    expect(image.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('answers 401 without one, with garbage, or with a forged one', async () => {
    expect((await t.api.get('/api/v1/auth/getme')).statusCode).toBe(401);
    expect((await t.api.get('/api/v1/auth/getme', { token: 'not-a-jwt' })).statusCode).toBe(401);
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.' +
      Buffer.from(
        JSON.stringify({ sub: 'x', role: 'superadmin', sid: 'y', companyId: null }),
      ).toString('base64url') +
      '.c2lnbmF0dXJl';
    const response = await t.api.get('/api/v1/auth/getme', { token: forged });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().message).toBe('يجب تسجيل الدخول للوصول إلى هذه الخدمة');
  });
});
