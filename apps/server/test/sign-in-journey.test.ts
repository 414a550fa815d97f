import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toInternational } from '../src/lib/phone.js';
import { codeSentTo, refreshCookieOf, uniqueIp, uniquePhone } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a company signs up and signs in with SMS codes', () => {
  it('goes register → activate → login → verify → getme → refresh → logout', async () => {
    const phone = uniquePhone();
    const ip = uniqueIp();

    const registered = await t.api.post(
      '/api/v1/auth/registeradmin',
      // The dashboard sends the phone as JSON text.
      { username: 'شركة الرياض', email: 'Info@Riyadh.example', phone: JSON.stringify(phone) },
      { ip },
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ otpExpires: 60 });
    const activationSms = t.gateway.received.at(-1);
    expect(activationSms?.to).toBe(toInternational(phone));
    expect(activationSms?.to).toBe(`+966${phone.number.slice(1)}`);
    expect(activationSms?.text).toMatch(/^رمز التحقق الخاص بك في تسعير: \d{4}/);
    expect(activationSms?.authorization).toBe('Bearer gateway-token');

    const tooEarly = await t.api.post('/api/v1/auth/login', { phone }, { ip });
    expect(tooEarly.statusCode).toBe(403);

    const activated = await t.api.post(
      '/api/v1/auth/activate',
      { phone, otp: codeSentTo(t, phone) },
      { ip },
    );
    expect(activated.statusCode).toBe(200);

    const login = await t.api.post('/api/v1/auth/login', { phone }, { ip });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ otpExpires: 60 });

    const verified = await t.api.post(
      '/api/v1/auth/verify',
      { phone, otp: codeSentTo(t, phone) },
      { ip },
    );
    expect(verified.statusCode).toBe(200);
    const session = verified.json<{ accessToken: string; user: Record<string, unknown> }>();
    expect(session.user).toMatchObject({
      username: 'شركة الرياض',
      email: 'Info@Riyadh.example',
      phone,
      role: 'admin',
      isActive: true,
      defaultEmployeeCost: 200,
      companyId: session.user._id,
      companyName: 'شركة الرياض',
    });
    const cookie = verified.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.secure).toBeFalsy();

    const me = await t.api.get('/api/v1/auth/getme', { token: session.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: session.user });

    const refreshed = await t.api.get('/api/v1/auth/refresh-token', {
      refreshCookie: refreshCookieOf(verified),
    });
    expect(refreshed.statusCode).toBe(200);
    const rotatedCookie = refreshCookieOf(refreshed);
    expect(rotatedCookie).not.toBe(refreshCookieOf(verified));
    const renewed = refreshed.json<{ accessToken: string }>();
    expect((await t.api.get('/api/v1/auth/getme', { token: renewed.accessToken })).statusCode).toBe(
      200,
    );

    const logout = await t.api.post('/api/v1/auth/logout', undefined, {
      refreshCookie: rotatedCookie,
    });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'refreshToken');
    expect(cleared?.value).toBe('');

    const afterLogout = await t.api.get('/api/v1/auth/refresh-token', {
      refreshCookie: rotatedCookie,
    });
    expect(afterLogout.statusCode).toBe(400);
    const staleAccess = await t.api.get('/api/v1/auth/getme', { token: renewed.accessToken });
    expect(staleAccess.statusCode).toBe(401);
  });

  it('lets the configured superadmin sign in without signing up', async () => {
    const phone = { dialCode: '+966', number: '0500000001' };
    const login = await t.api.post('/api/v1/auth/login', { phone }, { ip: uniqueIp() });
    expect(login.statusCode).toBe(200);
    const verified = await t.api.post(
      '/api/v1/auth/verify',
      { phone, otp: codeSentTo(t, phone) },
      { ip: uniqueIp() },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      user: { role: 'superadmin', companyId: null, companyName: null, isActive: true },
    });
  });
});
