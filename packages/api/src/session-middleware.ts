import type { Middleware } from 'openapi-fetch';
import type { SessionStore } from './session-store';
import type { AuthSuccess } from './types';

export const REFRESH_PATH = '/api/v1/auth/refresh-token';

// A 401 from these means "wrong code" or "no session", not "access token expired": refreshing
// would be pointless, and refreshing after the refresh call itself would loop.
const NO_REFRESH_PATHS = new Set([
  '/api/v1/auth/registeradmin',
  '/api/v1/auth/login',
  '/api/v1/auth/activate',
  '/api/v1/auth/resend-otp',
  '/api/v1/auth/verify',
  REFRESH_PATH,
  '/api/v1/auth/logout',
]);

export interface SessionMiddlewareOptions {
  /** Without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  storage: SessionStore;
  /** Called once when the session cannot be refreshed, after the storage was cleared. */
  onLogout: () => void;
  fetch: (input: Request) => Promise<Response>;
}

interface SentRequest {
  /** An unsent copy: the original's body is consumed by fetch. */
  copy: Request;
  /** The access token the request went out with. */
  token: string | null;
}

/**
 * Adds `x-api-key` and the bearer token to every call. On a 401 it refreshes the session once
 * for every request waiting at that moment, then re-sends each of them once with the new token.
 * When the refresh is refused the session is cleared, `onLogout` runs, and the waiting requests
 * resolve with their original 401.
 */
export function createSessionMiddleware(options: SessionMiddlewareOptions): Middleware {
  const { apiKey, storage, fetch } = options;
  const sent = new Map<string, SentRequest>();
  let refreshing: Promise<string | null> | null = null;

  function refreshOnce(): Promise<string | null> {
    refreshing ??= refreshSession(options).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    onRequest({ request, id }) {
      const token = storage.getAccessToken();
      request.headers.set('x-api-key', apiKey);
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      sent.set(id, { copy: request.clone(), token });
      return request;
    },

    async onResponse({ response, schemaPath, id }) {
      const request = sent.get(id);
      sent.delete(id);
      if (response.status !== 401 || !request || NO_REFRESH_PATHS.has(schemaPath)) return;

      // If the token changed since this request went out, the session was already refreshed
      // (use the new token) or ended (keep the 401); only a request sent with the current token
      // needs a refresh, and it joins the one in flight.
      const current = storage.getAccessToken();
      const token = current === request.token ? await refreshOnce() : current;
      if (!token) return;

      await response.body?.cancel();
      request.copy.headers.set('Authorization', `Bearer ${token}`);
      return fetch(request.copy);
    },

    onError({ id }) {
      sent.delete(id);
    },
  };
}

async function refreshSession(options: SessionMiddlewareOptions): Promise<string | null> {
  const { baseUrl, apiKey, storage, onLogout, fetch } = options;
  let response: Response;
  try {
    response = await fetch(
      new Request(`${baseUrl}${REFRESH_PATH}`, {
        method: 'GET',
        headers: { 'x-api-key': apiKey },
        credentials: 'include',
      }),
    );
  } catch {
    // The server could not be reached: the session may still be good, so keep it; the
    // waiting requests end with their 401 and the next call tries again.
    return null;
  }
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<AuthSuccess> | null;
    if (typeof body?.accessToken === 'string' && body.accessToken !== '') {
      storage.setAccessToken(body.accessToken);
      if (body.user) storage.setUser?.(body.user);
      return body.accessToken;
    }
  } else {
    await response.body?.cancel();
    // Only a refused refresh ends the session (the spec's 400; 401 is treated alike). A 5xx
    // during an outage must not sign every user out.
    if (response.status >= 500) return null;
  }
  storage.clear();
  onLogout();
  return null;
}
