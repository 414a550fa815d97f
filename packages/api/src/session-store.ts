import type { User } from './types';

/** Where the client reads and keeps the signed-in session. */
export interface SessionStore {
  getAccessToken(): string | null;
  setAccessToken(token: string): void;
  /** Called with the user a refresh answers, when it answers one. */
  setUser?(user: User): void;
  /** Forget the session (the access token and the user). */
  clear(): void;
}

/** The keys are part of the product's contract with existing browsers: keep them. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const USER_KEY = 'user';

export interface LocalStorageSession extends SessionStore {
  setUser(user: User): void;
  getUser(): User | null;
}

/**
 * A session kept in `localStorage`: the token under `accessToken`, the user as JSON under
 * `user`. `clear()` removes those two keys only; the app decides about the rest.
 */
export function localStorageSession(
  storage: Storage = globalThis.localStorage,
): LocalStorageSession {
  return {
    getAccessToken: () => storage.getItem(ACCESS_TOKEN_KEY),
    setAccessToken: (token) => storage.setItem(ACCESS_TOKEN_KEY, token),
    setUser: (user) => storage.setItem(USER_KEY, JSON.stringify(user)),
    getUser: () => parseUser(storage.getItem(USER_KEY)),
    clear: () => {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(USER_KEY);
    },
  };
}

// A hand-edited or truncated value must not break start-up: treat it as signed out.
function parseUser(text: string | null): User | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as User) : null;
  } catch {
    return null;
  }
}
