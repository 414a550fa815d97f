import { errorCode } from '../../api/api-error';

/**
 * An offer opened over the offers list has an address of its own, `/offers/:id`, so it can be
 * linked (a colleague's link opens the list with that offer) and the browser's Back closes it
 * instead of leaving the list. The list's query string (page, search, filters) goes along, so
 * closing returns to the same rows.
 */

export const OFFERS_PATH = '/offers';
/** The route of an opened offer (wouter pattern). */
export const OFFER_ROUTE = '/offers/:id';

const withQuery = (path: string, search: string) => (search ? `${path}?${search}` : path);

/** The address of the offer `id` over the list of `search` (a query string without '?'). */
export function offerPath(id: string, search: string): string {
  return withQuery(`${OFFERS_PATH}/${encodeURIComponent(id)}`, search);
}

/** The list the offer was opened over. */
export function offersPath(search: string): string {
  return withQuery(OFFERS_PATH, search);
}

// Orders are named by UUIDs (contract: the `Id` path parameter); nothing else is asked for.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(id: string): boolean {
  return UUID.test(id);
}

/**
 * The server's answers that mean "no such order for you": an unknown id, another company's order
 * (answered exactly like an unknown one) or an id it could not read. A lost connection or a
 * server failure is not one: those get a retry.
 */
const MISSING_ORDER_CODES = new Set(['ORDER_NOT_FOUND', 'NOT_FOUND', 'VALIDATION_FAILED']);

export function isMissingOrder(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && MISSING_ORDER_CODES.has(code);
}

/**
 * The history state of an offer opened from its row: the list is the entry before it, so
 * closing goes Back to it (and Forward reopens the offer). An offer opened from a link has none,
 * and closing replaces it with the list.
 */
export const OPENED_FROM_LIST = { offerOpenedFromList: true } as const;

export function openedFromList(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { offerOpenedFromList?: unknown }).offerOpenedFromList === true
  );
}
