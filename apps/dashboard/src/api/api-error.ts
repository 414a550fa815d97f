import { isApiError } from '@taseer/api';

/**
 * What a failed call tells the user. The server answers every failure with `{ code, message }`,
 * the message in Arabic (specification, section 8); a request that never reached it has no body
 * to show. Programs branch on the code, never on the text.
 */

/** Thrown by the mutations so callers can tell a refused request (with a status) from a lost one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's per-field problems of a refused request (validation failures). */
    readonly errors: readonly { field: string; message: string }[] = [],
    /** What went wrong as the server names it (`OTP_LOCKED`…), when it said. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Returns the data of an openapi-fetch answer, or throws the server's message with the status. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    const message = isApiError(result.error) ? result.error.message : '';
    const errors = isApiError(result.error) ? (result.error.errors ?? []) : [];
    throw new ApiRequestError(result.response.status, message, errors, codeIn(result.error));
  }
  return result.data as T;
}

/**
 * The text for an error toast: the server's message when there is one, otherwise the fallback the
 * caller translated. `fetch` rejects with a TypeError when the server cannot be reached.
 */
export function errorMessage(
  error: unknown,
  fallbacks: { network: string; generic: string },
): string {
  if (error instanceof TypeError) return fallbacks.network;
  if (isApiError(error) && error.message.trim() !== '') return error.message;
  return fallbacks.generic;
}

function codeIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code } = body as { code?: unknown };
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** The server's name for what went wrong (`ACCOUNT_NOT_ACTIVATED`…), when the failure carries one. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : codeIn(error);
}

/**
 * The toast kind of news about the one-time code: wrong with n tries left, used up, expired, a
 * new one sent, the code accepted. Each supersedes the last, so one toast shows the latest.
 */
export const CODE_TOAST_KIND = 'otp';

/**
 * The kind of a failure, which its error toast is filed under: a newer toast of the same kind
 * replaces the older one instead of contradicting it beside it.
 */
export function errorKind(error: unknown): string {
  if (error instanceof TypeError) return 'network';
  const code = errorCode(error);
  if (code?.startsWith('OTP_')) return CODE_TOAST_KIND;
  if (code) return code;
  return error instanceof ApiRequestError ? `status-${error.status}` : 'unknown';
}
