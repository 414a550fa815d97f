import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { changeUrlFilter, readUrlFilter, type UrlFilter } from './url-filter';
import { STATUS_FILTER } from './status-filter';
import { QUOTE_STATUS_FILTER } from './quote-status-filter';

/** A list's filter kept in the URL beside page and size (Back undoes it). */
export function useUrlFilter<Value extends string>(filter: UrlFilter<Value>) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const value = useMemo(() => readUrlFilter(filter, search), [filter, search]);
  const setValue = useCallback(
    (next: Value | undefined) => {
      // The live address, so two filters changed in one tick build on each other.
      const current = window.location.search;
      const query = changeUrlFilter(filter, current, next);
      if (query === new URLSearchParams(current).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [filter, path, navigate],
  );
  return [value, setValue] as const;
}

/** The orders list's status filter (`?status=`). */
export function useStatusFilter() {
  const [status, setStatus] = useUrlFilter(STATUS_FILTER);
  return { status, setStatus };
}

/** The offers and orders lists' quote status filter (`?quoteStatus=`). */
export function useQuoteStatusFilter() {
  const [quoteStatus, setQuoteStatus] = useUrlFilter(QUOTE_STATUS_FILTER);
  return { quoteStatus, setQuoteStatus };
}
