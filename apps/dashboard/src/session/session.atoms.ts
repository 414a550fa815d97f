import { atom, createStore } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import type { User } from '@taseer/api';
import { jsonStorage, plainStringStorage } from '../lib/local-storage';

/**
 * The signed-in session (specification, sections 3 and 4). `user` (JSON) and `accessToken` (plain
 * text) live in localStorage under exactly these keys, which the API client reads too.
 */

/** Enough of a user to trust a stored copy; the full record is refreshed from getme. */
function isStoredUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record._id === 'string' &&
    typeof record.username === 'string' &&
    typeof record.role === 'string'
  );
}

function isToken(value: string): value is string {
  return value.length > 0;
}

export const userAtom = atomWithStorage<User | null>(
  'user',
  null,
  jsonStorage<User | null>(isStoredUser),
  { getOnInit: true },
);

export const accessTokenAtom = atomWithStorage<string | null>(
  'accessToken',
  null,
  plainStringStorage<string | null>(isToken),
  { getOnInit: true },
);

/**
 * True from page load until the stored session has been checked with the server; the spinner
 * overlay replaces every screen while it is set.
 */
export const authLoadingAtom = atom(true);

/** Keys that outlive a sign-out: the language is a preference of the browser, not of the account. */
const KEYS_KEPT_ON_SIGN_OUT = ['lang'];

export const signInAtom = atom(null, (_get, set, session: { user: User; accessToken: string }) => {
  set(accessTokenAtom, session.accessToken);
  set(userAtom, session.user);
  set(authLoadingAtom, false);
});

/** Forgets the session and everything else the app stored (specification, section 4). */
export const signOutAtom = atom(null, (_get, set) => {
  set(userAtom, RESET);
  set(accessTokenAtom, RESET);
  set(authLoadingAtom, false);
  clearLocalStorageExcept(KEYS_KEPT_ON_SIGN_OUT);
});

function clearLocalStorageExcept(kept: readonly string[]): void {
  try {
    const saved = kept.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of saved) if (value !== null) localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: there is nothing stored to clear.
  }
}

/**
 * One store for the whole app, so code outside React (the API client's token storage and its
 * sign-out on a failed refresh) reads and writes the same atoms the screens render.
 */
export const sessionStore = createStore();
