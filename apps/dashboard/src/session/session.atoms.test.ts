import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import type { User } from '@taseer/api';

/** A Storage over a Map: Node has no localStorage, and the keys' exact format is what is tested. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const storage = new MemoryStorage();
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

// Imported after the storage exists, as in the browser.
const { accessTokenAtom, authLoadingAtom, signInAtom, signOutAtom, userAtom } =
  await import('./session.atoms');

/** The atoms read localStorage when the page loads their module: load it afresh. */
async function loadPage() {
  vi.resetModules();
  const atoms = await import('./session.atoms');
  return { atoms, store: createStore() };
}

const user: User = {
  _id: '7d0f5a64-1c1e-4a43-9a55-0d6c1b2f9e10',
  username: 'شركة الجزيرة لقطع الغيار',
  email: 'info@jazeera-parts.sa',
  phone: { dialCode: '+966', number: '0551234567' },
  role: 'admin',
  image: null,
  description: null,
  defaultEmployeeCost: 200,
  companyId: null,
  companyName: null,
  branch: null,
  branchName: null,
  section: null,
  sectionName: null,
  isActive: true,
  createdAt: '2025-01-01T09:00:00.000Z',
};

beforeEach(() => storage.clear());

describe('session storage', () => {
  it('signing in writes `user` as JSON and `accessToken` as plain text and ends loading', () => {
    const store = createStore();
    store.set(signInAtom, { user, accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.sig' });
    expect(JSON.parse(storage.getItem('user') ?? 'null')).toEqual(user);
    expect(storage.getItem('accessToken')).toBe('eyJhbGciOiJIUzI1NiJ9.e30.sig');
    expect(store.get(authLoadingAtom)).toBe(false);
  });

  it('a new page reads the stored session back', async () => {
    storage.setItem('user', JSON.stringify(user));
    storage.setItem('accessToken', 'token-from-last-visit');
    const { atoms, store } = await loadPage();
    expect(store.get(atoms.userAtom)).toEqual(user);
    expect(store.get(atoms.accessTokenAtom)).toBe('token-from-last-visit');
    expect(store.get(atoms.authLoadingAtom)).toBe(true);
  });

  it.each([
    ['truncated JSON', '{"username":'],
    ['an object that is no user', JSON.stringify({ name: 'x' })],
    ['a bare string', '"admin"'],
  ])('a stored `user` holding %s reads as signed out', async (_label, raw) => {
    storage.setItem('user', raw);
    storage.setItem('accessToken', 'token');
    const { atoms, store } = await loadPage();
    expect(store.get(atoms.userAtom)).toBeNull();
  });

  it('signing out clears the session and everything else stored, but keeps the language', () => {
    storage.setItem('lang', 'en');
    storage.setItem('someCachedList', '[]');
    const store = createStore();
    store.set(signInAtom, { user, accessToken: 'token' });
    store.set(signOutAtom);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    expect(storage.getItem('accessToken')).toBeNull();
    expect(storage.getItem('someCachedList')).toBeNull();
    expect(storage.getItem('lang')).toBe('en');
  });
});
