import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { refreshCookieOf, registerActiveCompany, signIn } from './support/auth-helpers.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface ErrorBody {
  message: string;
}

const refresh = (refreshCookie?: string) =>
  t.api.get('/api/v1/auth/refresh-token', refreshCookie === undefined ? {} : { refreshCookie });
const getMe = (token: string) => t.api.get('/api/v1/auth/getme', { token });

describe('access tokens', () => {
  it('expire after ACCESS_TOKEN_TTL and are renewed with the refresh cookie', async () => {
    const session = await signIn(t, await registerActiveCompany(t));
    t.clock.advance(15 * 60 - 1);
    expect((await getMe(session.accessToken)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await getMe(session.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<ErrorBody>().message).toBe('انتهت صلاحية جلسة الدخول');

    const renewed = await refresh(session.refreshCookie);
    expect(renewed.statusCode).toBe(200);
    expect((await getMe(renewed.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);
  });

  it('are refused when signed with another secret', async () => {
    const session = await signIn(t, await registerActiveCompany(t));
    const [, payload] = session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      sub: string;
      sid: string;
    };
    const forged = await new SignJWT({ role: 'superadmin', companyId: null, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('an-attacker-guess-of-the-secret-key-value'));
    expect((await getMe(forged)).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh', async () => {
    const session = await signIn(t, await registerActiveCompany(t));
    const first = await refresh(session.refreshCookie);
    const second = await refresh(refreshCookieOf(first));
    expect(second.statusCode).toBe(200);
    const cookies = [session.refreshCookie, refreshCookieOf(first), refreshCookieOf(second)];
    expect(new Set(cookies).size).toBe(3);
    const cookie = second.cookies.find((c) => c.name === 'refreshToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
  });

  it('revoke the whole family when an old one is replayed', async () => {
    const session = await signIn(t, await registerActiveCompany(t));
    const rotated = await refresh(session.refreshCookie);
    const newest = refreshCookieOf(rotated);
    const newestAccess = rotated.json<{ accessToken: string }>().accessToken;

    const replay = await refresh(session.refreshCookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json<ErrorBody>().message).toBe('انتهت جلسة الدخول، يرجى تسجيل الدخول من جديد');

    expect((await refresh(newest)).statusCode).toBe(400);
    expect((await getMe(newestAccess)).statusCode).toBe(401);
  });

  it('end with their family after REFRESH_FAMILY_TTL, however often they are rotated', async () => {
    const session = await signIn(t, await registerActiveCompany(t));
    let cookie = session.refreshCookie;
    for (let day = 1; day <= 6; day += 1) {
      t.clock.advance(86_400);
      const rotated = await refresh(cookie);
      expect(rotated.statusCode).toBe(200);
      cookie = refreshCookieOf(rotated);
    }
    t.clock.advance(86_400);
    expect((await refresh(cookie)).statusCode).toBe(400);
  });

  it('answer 400 when the cookie is missing or unknown, and clear it', async () => {
    expect((await refresh()).statusCode).toBe(400);
    const unknown = await refresh('bm90LWEtcmVhbC10b2tlbg');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.cookies.find((c) => c.name === 'refreshToken')?.value).toBe('');
  });
});

describe('logout', () => {
  it('ends that session at once and leaves the user’s other sessions alone', async () => {
    const phone = await registerActiveCompany(t);
    const laptop = await signIn(t, phone);
    t.clock.advance(600);
    const phoneApp = await signIn(t, phone);

    const logout = await t.api.post('/api/v1/auth/logout', undefined, {
      refreshCookie: laptop.refreshCookie,
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'تم تسجيل الخروج بنجاح' });

    expect((await getMe(laptop.accessToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshCookie)).statusCode).toBe(400);
    expect((await getMe(phoneApp.accessToken)).statusCode).toBe(200);
    expect((await refresh(phoneApp.refreshCookie)).statusCode).toBe(200);
  });

  it('also ends the bearer token’s session when only that is sent', async () => {
    const session = await signIn(t, await registerActiveCompany(t));
    const logout = await t.api.post('/api/v1/auth/logout', undefined, {
      token: session.accessToken,
    });
    expect(logout.statusCode).toBe(200);
    expect((await refresh(session.refreshCookie)).statusCode).toBe(400);
  });

  it('answers 200 and clears the cookie even without a session', async () => {
    const logout = await t.api.post('/api/v1/auth/logout', undefined, { token: 'stale' });
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'refreshToken');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/v1/auth');
  });
});
