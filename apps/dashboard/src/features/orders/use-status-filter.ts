import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { OrderStatus } from '@taseer/api';
import { changeStatusFilter, readStatusFilter } from './status-filter';

/** The orders list's status filter, kept in the URL beside page and size (Back undoes it). */
export function useStatusFilter() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const status = useMemo(() => readStatusFilter(search), [search]);
  const setStatus = useCallback(
    (next: OrderStatus | undefined) => {
      const current = window.location.search;
      const query = changeStatusFilter(current, next);
      if (query === new URLSearchParams(current).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [path, navigate],
  );
  return { status, setStatus };
}
