import { describe, expect, it } from 'vitest';
import { decideRedirect } from './decide-redirect';

const user = { _id: 'b3c1', username: 'مؤسسة النخبة لقطع الغيار', role: 'admin' };
const activateState = {
  username: 'مؤسسة النخبة لقطع الغيار',
  email: 'sales@nokhba.sa',
  phone: { dialCode: '+966', number: '0551234567' },
  otpExpires: 60,
};
const verifyState = { phone: { dialCode: '+966', number: '0551234567' }, otpExpires: 45 };

const privatePaths = [
  '/',
  '/dashboard',
  '/company',
  '/branches',
  '/sections',
  '/admin',
  '/employees',
  '/ai',
  '/offers',
  '/orders',
  '/stats',
  '/profile',
  '/salary',
  '/settings',
  '/quote-settings',
  '/webhooks',
  '/notifications',
  '/no-such-page',
];

describe('decideRedirect', () => {
  it.each(privatePaths)('sends a visitor without a stored user from %s to /login', (path) => {
    expect(decideRedirect(path, null, null)).toBe('/login');
  });

  it.each(privatePaths)('lets a signed-in user open %s', (path) => {
    expect(decideRedirect(path, user, null)).toBeNull();
  });

  it.each(['/login', '/register'])('sends a signed-in user from %s to /dashboard', (path) => {
    expect(decideRedirect(path, user, null)).toBe('/dashboard');
  });

  it.each(['/login', '/register'])('lets a visitor open %s', (path) => {
    expect(decideRedirect(path, null, null)).toBeNull();
  });

  it('opens /activate with the sign-up values and the code expiry', () => {
    expect(decideRedirect('/activate', null, activateState)).toBeNull();
  });

  it('opens /activate with only the phone and the code expiry (login of a number never confirmed)', () => {
    expect(decideRedirect('/activate', null, verifyState)).toBeNull();
  });

  it.each([
    ['no state', null],
    ['a state without expiry', { ...activateState, otpExpires: undefined }],
    ['a state with a name that is not text', { ...activateState, username: 7 }],
    ['a state with a bare phone string', { ...activateState, phone: '0551234567' }],
  ])('sends /activate with %s to /register', (_label, state) => {
    expect(decideRedirect('/activate', null, state)).toBe('/register');
  });

  it('opens /verifyPhone with the phone and the code expiry', () => {
    expect(decideRedirect('/verifyPhone', null, verifyState)).toBeNull();
  });

  it.each([
    ['no state', undefined],
    ['a state without phone', { otpExpires: 60 }],
    ['a string state', 'verify'],
  ])('sends /verifyPhone with %s to /login', (_label, state) => {
    expect(decideRedirect('/verifyPhone', null, state)).toBe('/login');
  });

  it('follows the rules to the end: a signed-in user on /activate without state lands on /dashboard', () => {
    expect(decideRedirect('/activate', user, null)).toBe('/dashboard');
    expect(decideRedirect('/verifyPhone', user, null)).toBe('/dashboard');
  });

  it('treats a trailing slash like the route itself', () => {
    expect(decideRedirect('/login/', user, null)).toBe('/dashboard');
    expect(decideRedirect('/login/', null, null)).toBeNull();
    expect(decideRedirect('/orders/', null, null)).toBe('/login');
  });
});
