import { isApiError } from '@taseer/api';
import { shownLangAtom } from '../i18n/i18n';
import { translateErrorCode, type ErrorCode } from '../i18n/translate';
import { sessionStore } from '../session/session.atoms';

/**
 * What a failed call tells the user. The server answers every failure with `{ code, message }`,
 * the message in Arabic (specification, section 8); a request that never reached it has no body
 * to show. Programs branch on the code, never on the text, and the English screens translate by
 * it (see translateErrorCode).
 */

/** The language on screen, read from the app's one store so code outside React agrees with it. */
function shownLang() {
  return sessionStore.get(shownLangAtom);
}

/**
 * Codes about a value someone else holds: their field error repeats the body's message (the
 * contract names the field), so it reads in the shown language like the toast beside it.
 */
const TAKEN_VALUE_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'PHONE_TAKEN',
  'EMAIL_TAKEN',
  'BRANCH_HAS_MANAGER',
  'MANAGER_RUNS_ANOTHER_BRANCH',
]);

/** Thrown by the mutations so callers can tell a refused request (with a status) from a lost one. */
export class ApiRequestError extends Error {
  readonly #errors: readonly { field: string; message: string }[];

  constructor(
    readonly status: number,
    message: string,
    /** The server's per-field problems of a refused request (validation failures). */
    errors: readonly { field: string; message: string }[] = [],
    /** What went wrong as the server names it (`OTP_LOCKED`…), when it said. */
    readonly code?: string,
    /** How long the server asked to wait before trying again (its Retry-After), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.#errors = errors;
  }

  /**
   * The per-field problems, a taken value's in the language on screen when it is read (the form
   * reads them as the failure arrives); validation messages stay as the server wrote them.
   */
  get errors(): readonly { field: string; message: string }[] {
    const code = this.code;
    if (code === undefined || !TAKEN_VALUE_CODES.has(code)) return this.#errors;
    const text = translateErrorCode(shownLang(), code);
    if (text === undefined) return this.#errors;
    return this.#errors.map((error) => ({ field: error.field, message: text }));
  }
}

/** Returns the data of an openapi-fetch answer, or throws the server's message with the status. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    const message = isApiError(result.error) ? result.error.message : '';
    const errors = isApiError(result.error) ? (result.error.errors ?? []) : [];
    throw new ApiRequestError(
      result.response.status,
      message,
      errors,
      codeIn(result.error),
      retryAfterIn(result.response.headers),
    );
  }
  return result.data as T;
}

/** Retry-After in seconds, given as a number or as a date; absent when unreadable or past. */
function retryAfterIn(headers: Headers): number | undefined {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return undefined;
  const seconds = /^\d+$/.test(raw) ? Number(raw) : (Date.parse(raw) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The text for an error toast. In Arabic, the server's message when there is one; in another
 * language, the sentence its catalogue has for the answer's code (with the wait the server asked
 * for, when it said). A code newer than this build or an answer without one shows the fallback
 * the caller translated rather than Arabic on an English screen. `fetch` rejects with a TypeError
 * when the server cannot be reached.
 */
export function errorMessage(
  error: unknown,
  fallbacks: { network: string; generic: string },
): string {
  if (error instanceof TypeError) return fallbacks.network;
  const lang = shownLang();
  if (lang !== 'ar') {
    const code = errorCode(error);
    const retryAfter = error instanceof ApiRequestError ? error.retryAfterSeconds : undefined;
    return (code && translateErrorCode(lang, code, retryAfter)) || fallbacks.generic;
  }
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
 * Codes meaning the order moved on since the screen was drawn: a colleague claimed, was given,
 * priced or canceled it, or the customer answered its quote. The screen then shows it as it now is.
 */
const ORDER_MOVED_ON_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'ORDER_NOT_PENDING',
  'ORDER_CLAIMED',
  'ORDER_ASSIGNED',
  'QUOTE_ALREADY_ACCEPTED',
  'QUOTE_CLOSED',
]);

/**
 * Whether a refused change to an order means it changed meanwhile. Decided by the code; a refusal
 * without one (an older server) is judged by its status, as the contract asks.
 */
export function orderMovedOn(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.code ? ORDER_MOVED_ON_CODES.has(error.code) : error.status === 409;
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
