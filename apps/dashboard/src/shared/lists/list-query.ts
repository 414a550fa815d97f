import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@taseer/ui';

/**
 * The state of a list screen as it lives in the address bar (`?page=2&limit=20&search=تويوتا`),
 * so a reload, a shared link and the back button all land on the same rows. Defaults are left
 * out of the URL, and anything unreadable falls back to them rather than reaching the server.
 */
export interface ListQueryState {
  /** From 1. */
  page: number;
  /** One of 5, 10, 20, 30. */
  limit: PageSize;
  /** The applied filter term, trimmed; '' for none. */
  search: string;
}

export type ListQueryChange = Partial<ListQueryState>;

export const LIST_QUERY_PARAMS = { page: 'page', limit: 'limit', search: 'search' } as const;

/** The contract's bounds: pages up to 100000, free-text filters up to 100 characters. */
export const MAX_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;

export const DEFAULT_LIST_QUERY: ListQueryState = {
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
  search: '',
};

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

function readPage(raw: string | null): number {
  if (raw === null || !/^[0-9]+$/.test(raw)) return DEFAULT_LIST_QUERY.page;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : DEFAULT_LIST_QUERY.page;
}

function readLimit(raw: string | null): PageSize {
  if (raw === null || !/^[0-9]+$/.test(raw)) return DEFAULT_LIST_QUERY.limit;
  const limit = Number(raw);
  return isPageSize(limit) ? limit : DEFAULT_LIST_QUERY.limit;
}

function cleanSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}

/** Reads the list state from a query string (with or without the leading '?'). */
export function readListQuery(search: string): ListQueryState {
  const params = new URLSearchParams(search);
  return {
    page: readPage(params.get(LIST_QUERY_PARAMS.page)),
    limit: readLimit(params.get(LIST_QUERY_PARAMS.limit)),
    search: cleanSearch(params.get(LIST_QUERY_PARAMS.search)),
  };
}

/**
 * The query string after a change. A new search term or page size starts again from page 1
 * (the old page may not exist any more); other parameters of the URL are kept.
 */
export function changeListQuery(search: string, change: ListQueryChange): string {
  const current = readListQuery(search);
  const next: ListQueryState = { ...current };
  if (change.limit !== undefined && isPageSize(change.limit) && change.limit !== current.limit) {
    next.limit = change.limit;
    next.page = 1;
  }
  if (change.search !== undefined) {
    const term = cleanSearch(change.search);
    if (term !== current.search) {
      next.search = term;
      next.page = 1;
    }
  }
  if (change.page !== undefined && next.page === current.page) {
    if (Number.isInteger(change.page) && change.page >= 1 && change.page <= MAX_PAGE) {
      next.page = change.page;
    }
  }

  const params = new URLSearchParams(search);
  const write = (name: string, value: string, isDefault: boolean) => {
    if (isDefault) params.delete(name);
    else params.set(name, value);
  };
  write(LIST_QUERY_PARAMS.page, String(next.page), next.page === DEFAULT_LIST_QUERY.page);
  write(LIST_QUERY_PARAMS.limit, String(next.limit), next.limit === DEFAULT_LIST_QUERY.limit);
  write(LIST_QUERY_PARAMS.search, next.search, next.search === DEFAULT_LIST_QUERY.search);
  return params.toString();
}

/**
 * How a term searched as it is typed enters the history: starting a search and clearing one are
 * steps of their own (Back returns to the list before them), while refining the term in force
 * replaces it, so Back does not replay every pause of one's typing.
 */
export function searchHistoryStep(current: string, change: string): 'push' | 'replace' {
  const from = cleanSearch(current);
  const to = cleanSearch(change);
  return from === '' || to === '' ? 'push' : 'replace';
}
