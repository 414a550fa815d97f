import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Role } from '@taseer/api';
import { changeClaimTab, readClaimTab, type ClaimTab } from './claim-tab';
import {
  changeOrderFilters,
  clearOrderFilters,
  QUEUE_FILTER,
  readOrderFilters,
  type OrderFiltersChange,
} from './order-filters';
import { useUrlFilter } from './use-status-filter';

/**
 * Moves to another query string of the same screen, built from the live one (two changes in one
 * tick build on each other); each is a history entry, so Back undoes it.
 */
export function useQueryChange() {
  const [path, navigate] = useLocation();
  return useCallback(
    (next: (search: string) => string) => {
      const current = window.location.search;
      const query = next(current);
      if (query === new URLSearchParams(current).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [path, navigate],
  );
}

/** The days, branch, section and order of the offers and orders lists, in the address. */
export function useOrderFilters() {
  const search = useSearch();
  const go = useQueryChange();
  const filters = useMemo(() => readOrderFilters(search), [search]);
  const change = useCallback(
    (delta: OrderFiltersChange) => go((current) => changeOrderFilters(current, delta)),
    [go],
  );
  /** Every filter and the search go; the tab, the order and the page size stay. */
  const clear = useCallback(() => go(clearOrderFilters), [go]);
  return { filters, change, clear };
}

/** The offers queue's tab (`?claim=`), the role's default when the address names none. */
export function useClaimTab(role: Role | null | undefined) {
  const search = useSearch();
  const go = useQueryChange();
  const tab = readClaimTab(search, role);
  const setTab = useCallback(
    (next: ClaimTab) => go((current) => changeClaimTab(current, next, role)),
    [go, role],
  );
  return [tab, setTab] as const;
}

/**
 * The work list a home panel's «show all» opened (`?queue=late`): read from the address, and
 * taken away by its chip (or "clear filters"), back to page 1 like every filter.
 */
export function useQueueFilter() {
  const [queue, setQueue] = useUrlFilter(QUEUE_FILTER);
  const clearQueue = useCallback(() => setQueue(undefined), [setQueue]);
  return { queue, clearQueue };
}
