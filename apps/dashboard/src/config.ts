/**
 * Where the API lives. The server serves this app on the same port as the API, so the default base
 * URL is same-origin; `VITE_API_URL` points a build at another host. The API key is sent with every
 * call and ships inside the bundle, so it identifies this client rather than guarding a secret; the
 * fallback matches the server's development default (apps/server/src/config.ts).
 */
export const apiBaseUrl: string = import.meta.env.VITE_API_URL ?? '';
export const apiKey: string = import.meta.env.VITE_API_KEY ?? 'taseer-dev-api-key';
