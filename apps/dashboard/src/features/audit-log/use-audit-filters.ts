import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  changeAuditFilters,
  clearAuditFilters,
  readAuditFilters,
  type AuditFiltersChange,
} from './audit-filters';

/**
 * The log's person, kind and days, in the address: each change a history entry (Back undoes
 * it), built from the live query string so two changes in one tick build on each other.
 */
export function useAuditFilters() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => readAuditFilters(search), [search]);
  const go = useCallback(
    (next: (current: string) => string) => {
      const current = window.location.search;
      const query = next(current);
      if (query === new URLSearchParams(current).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [path, navigate],
  );
  const change = useCallback(
    (delta: AuditFiltersChange) => go((current) => changeAuditFilters(current, delta)),
    [go],
  );
  const clear = useCallback(() => go(clearAuditFilters), [go]);
  return { filters, change, clear };
}

/** Whether the screen is wide enough for the table (the DataTable's own breakpoint). */
export function useWideScreen(): boolean {
  const query = '(min-width: 48rem)';
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
