import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ChartPeriod } from '@taseer/ui';
import { changePeriod, readPeriod } from './period-param';

/**
 * The chart period of the screen, read from and written to the address: each choice is a history
 * entry, so Back returns to the previous period.
 */
export function usePeriodParam(): [ChartPeriod, (period: ChartPeriod) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const period = readPeriod(search);
  const setPeriod = useCallback(
    (next: ChartPeriod) => {
      const current = window.location.search;
      const query = changePeriod(current, next);
      if (query === new URLSearchParams(current).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [path, navigate],
  );
  return [period, setPeriod];
}
