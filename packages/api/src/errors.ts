import type { ApiError } from './types';

/** True for an answer body shaped like the API's `{ message }` error. */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** The server's message for a failed call, or `fallback` when the body carries none. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message.trim() !== '' ? error.message : fallback;
}
