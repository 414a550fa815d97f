import { expect } from 'vitest';
import { toInternational, type Phone } from '../../src/lib/phone.js';
import type { ApiResponse } from './contract-client.js';
import type { TestApp } from './test-app.js';

// Each test file has its own database, so a per-file counter keeps phones apart. Starting high
// keeps clear of the configured superadmin (0500000001).
let counter = 1000;

/** A phone number no other test in this file uses. */
export function uniquePhone(): Phone {
  counter += 1;
  return { dialCode: '+966', number: `05${String(counter).padStart(8, '0')}` };
}

/** A distinct client address, so per-IP limits of one test do not reach another. */
export function uniqueIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function codeSentTo(t: TestApp, phone: Phone): string {
  return t.gateway.lastCodeFor(toInternational(phone));
}

export function refreshCookieOf(response: ApiResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'refreshToken');
  if (!cookie?.value) throw new Error('no refreshToken cookie was set');
  return cookie.value;
}

/** Signs a company up and confirms its number with the code the gateway received. */
export async function registerActiveCompany(
  t: TestApp,
  phone: Phone = uniquePhone(),
  ip: string = uniqueIp(),
): Promise<Phone> {
  const email = `c${phone.number}@parts.example`;
  const registered = await t.api.post(
    '/api/v1/auth/registeradmin',
    { username: `شركة ${phone.number}`, email, phone },
    { ip },
  );
  expect(registered.statusCode).toBe(201);
  const activated = await t.api.post(
    '/api/v1/auth/activate',
    { phone, otp: codeSentTo(t, phone) },
    { ip },
  );
  expect(activated.statusCode).toBe(200);
  return phone;
}

export interface Session {
  accessToken: string;
  refreshCookie: string;
  userId: string;
}

/** Login + verify with the texted code. */
export async function signIn(t: TestApp, phone: Phone, ip: string = uniqueIp()): Promise<Session> {
  const login = await t.api.post('/api/v1/auth/login', { phone }, { ip });
  expect(login.statusCode).toBe(200);
  const verified = await t.api.post(
    '/api/v1/auth/verify',
    { phone, otp: codeSentTo(t, phone) },
    { ip },
  );
  expect(verified.statusCode).toBe(200);
  const body = verified.json<{ accessToken: string; user: { _id: string } }>();
  return {
    accessToken: body.accessToken,
    refreshCookie: refreshCookieOf(verified),
    userId: body.user._id,
  };
}
