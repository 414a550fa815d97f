import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './generated/schema';
import { createSessionMiddleware } from './session-middleware';
import type { SessionStore } from './session-store';

export interface ApiClientOptions {
  /** The API host, e.g. `https://api.example.sa`; empty for the same origin. */
  baseUrl: string;
  /** Sent as `x-api-key` on every call. */
  apiKey: string;
  storage: SessionStore;
  /** Called once when the session has ended (the refresh was refused or failed). */
  onLogout: () => void;
  /** Defaults to the global `fetch`. */
  fetch?: (input: Request) => Promise<Response>;
}

/** A typed client of the whole API (`paths` of the contract). */
export type ApiClient = Client<paths>;

/**
 * Creates the API client: every call carries the API key and, when signed in, the bearer
 * token; cookies are sent (`credentials: 'include'`) so the refresh cookie reaches the server;
 * an expired access token is refreshed once and the calls that hit it are retried.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Looked up at call time so the global can be replaced (and is called with the right `this`).
  const fetch = options.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createClient<paths>({ baseUrl, fetch, credentials: 'include' });
  client.use(
    createSessionMiddleware({
      baseUrl,
      apiKey: options.apiKey,
      storage: options.storage,
      onLogout: options.onLogout,
      fetch,
    }),
  );
  return client;
}
