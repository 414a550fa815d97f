import { isApiError } from '@taseer/api';

/**
 * What a failed call tells the user. The server answers every failure with `{ message }` in
 * Arabic (specification, section 8); a request that never reached it has no body to show.
 */

/** Thrown by the mutations so callers can tell a refused request (with a status) from a lost one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's per-field problems of a refused request (validation failures). */
    readonly errors: readonly { field: string; message: string }[] = [],
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
    throw new ApiRequestError(result.response.status, message, errors);
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
