import type { components, OrderStatus, QuoteStatus } from '@taseer/api';
import { LIST_QUERY_PARAMS } from '../lists/list-query';
import type { ClaimTab } from './claim-tab';
import { QUOTE_STATUS_PARAM } from './quote-status-filter';
import { STATUS_PARAM } from './status-filter';
import { readUrlFilter, type UrlFilter } from './url-filter';

/** A work list of the orders list (contract: `OrderQueue`): late, reached no branch, … */
export type OrderQueue = components['schemas']['OrderQueue'];

export const QUEUE_PARAM = 'queue';

// Every value of the contract's enum, once: a value added there fails the build until it is here.
const QUEUE_NAMES: Record<OrderQueue, true> = {
  late: true,
  unrouted: true,
  awaiting_customer: true,
  to_prepare: true,
  ready_for_pickup: true,
  out_for_delivery: true,
  delivered_today: true,
};

/**
 * The offers and orders lists' work list in the address (`?queue=late`): the lists a home panel's
 * «show all» opens. No box chooses it; while it is in force the list says so with a chip that
 * takes it away.
 */
export const QUEUE_FILTER: UrlFilter<OrderQueue> = {
  param: QUEUE_PARAM,
  values: Object.keys(QUEUE_NAMES) as OrderQueue[],
};

/** The work list the address names; a missing or unknown one means none. */
export function readQueueFilter(search: string): OrderQueue | undefined {
  return readUrlFilter(QUEUE_FILTER, search);
}

/**
 * The offers and orders lists' filters beyond a fixed set of values, kept in the address like
 * page and search (`?from=2026-05-01&to=2026-05-31&branchId=…&sort=oldest`): the days of arrival
 * (Riyadh days, as the server counts them), the branch, the section and, on /offers, oldest
 * first. Anything unreadable is left out of the request rather than refused by the server.
 */
export const FILTER_PARAMS = {
  from: 'from',
  to: 'to',
  branchId: 'branchId',
  sectionId: 'sectionId',
  sort: 'sort',
} as const;

export interface OrderFilters {
  /** First and last day of arrival, `YYYY-MM-DD`; open when undefined. */
  from?: string;
  to?: string;
  branchId?: string;
  sectionId?: string;
  /** The longest wait first (`sort=oldest`); newest first otherwise. */
  oldestFirst: boolean;
}

export type OrderFiltersChange = Partial<{
  from: string | undefined;
  to: string | undefined;
  branchId: string | undefined;
  sectionId: string | undefined;
  oldestFirst: boolean;
}>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A calendar day as `YYYY-MM-DD`, of this century. A date box reports every keystroke of the
 * year as a date (0002, 0020, 0202, 2026): only the last is one worth asking about.
 */
export function isDay(value: string | null | undefined): value is string {
  const match = DAY.exec(value ?? '');
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isId(value: string | null | undefined): value is string {
  return ID.test(value ?? '');
}

export function readOrderFilters(search: string): OrderFilters {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const value = params.get(name);
    return isDay(value) ? value : undefined;
  };
  const id = (name: string) => {
    const value = params.get(name);
    return isId(value) ? value : undefined;
  };
  return {
    from: day(FILTER_PARAMS.from),
    to: day(FILTER_PARAMS.to),
    branchId: id(FILTER_PARAMS.branchId),
    sectionId: id(FILTER_PARAMS.sectionId),
    oldestFirst: params.get(FILTER_PARAMS.sort) === 'oldest',
  };
}

/**
 * The query string after a change of filters: back to page 1 when anything changed (the old page
 * may not exist under them). A section belongs to its branch, so another branch drops the
 * section chosen under the old one.
 */
export function changeOrderFilters(search: string, change: OrderFiltersChange): string {
  const params = new URLSearchParams(search);
  const before = params.toString();
  const write = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
    else params.delete(name);
  };
  for (const key of ['from', 'to', 'sectionId'] as const) {
    if (key in change) write(FILTER_PARAMS[key], change[key]);
  }
  if ('branchId' in change && (change.branchId ?? null) !== params.get(FILTER_PARAMS.branchId)) {
    write(FILTER_PARAMS.branchId, change.branchId);
    if (!('sectionId' in change)) params.delete(FILTER_PARAMS.sectionId);
  }
  if (change.oldestFirst !== undefined) {
    write(FILTER_PARAMS.sort, change.oldestFirst ? 'oldest' : undefined);
  }
  if (params.toString() !== before) params.delete(LIST_QUERY_PARAMS.page);
  return params.toString();
}

/** What "clear filters" drops: every filter, and the search. The tab, order and size stay. */
const CLEARED = [
  LIST_QUERY_PARAMS.search,
  STATUS_PARAM,
  QUOTE_STATUS_PARAM,
  QUEUE_PARAM,
  FILTER_PARAMS.from,
  FILTER_PARAMS.to,
  FILTER_PARAMS.branchId,
  FILTER_PARAMS.sectionId,
  LIST_QUERY_PARAMS.page,
];

export function clearOrderFilters(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of CLEARED) params.delete(name);
  return params.toString();
}

/** The filters in force as the lists read them (the tab and the order are not filters). */
export interface AppliedFilters {
  search: string;
  status?: OrderStatus;
  quoteStatus?: QuoteStatus;
  queue?: OrderQueue;
  from?: string;
  to?: string;
  branchId?: string;
  sectionId?: string;
}

export function hasFilters(applied: AppliedFilters): boolean {
  return Object.values(applied).some((value) => value !== undefined && value !== '');
}

/** The filters in force besides the search (which the header shows apart). */
export function countFilters({ search: _search, ...filters }: AppliedFilters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}

/** A first day after the last: said under the box, and nothing is asked of the server. */
export function isRangeReversed(from: string | undefined, to: string | undefined): boolean {
  return from !== undefined && to !== undefined && from > to;
}

/**
 * Whether a new order can appear in the list at all: a new order is pending, held by nobody,
 * unquoted, not yet late, and arrived today (`today`, the Riyadh day); of the work lists it can
 * only be one that reached no branch. Where it cannot, it moves no rows.
 */
export function arrivalsCanShow(
  applied: Pick<AppliedFilters, 'status' | 'quoteStatus' | 'queue' | 'to'> & { claim?: ClaimTab },
  today: string,
): boolean {
  return (
    applied.claim !== 'mine' &&
    (applied.status === undefined || applied.status === 'pending') &&
    applied.quoteStatus === undefined &&
    (applied.queue === undefined || applied.queue === 'unrouted') &&
    (applied.to === undefined || applied.to >= today)
  );
}

/**
 * New orders wait in the bar, instead of pushing the rows down, on a later page of a list that
 * shows the newest first and could show them.
 */
export function holdsArrivals(
  list: { page: number; oldestFirst: boolean },
  arrivalsShow: boolean,
): boolean {
  return list.page > 1 && !list.oldestFirst && arrivalsShow;
}
