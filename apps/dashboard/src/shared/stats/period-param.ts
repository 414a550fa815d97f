import { CHART_PERIODS, type ChartPeriod } from '@taseer/ui';

/**
 * The chart period of the home and the statistics kept in the address (`?period=monthly`), so a
 * reload, Back and a shared link land on the same period. Daily, the default, is left out of the
 * address; anything else there falls back to it.
 */
export const PERIOD_PARAM = 'period';
export const DEFAULT_PERIOD: ChartPeriod = 'daily';

export function isChartPeriod(value: string | null | undefined): value is ChartPeriod {
  return (CHART_PERIODS as readonly (string | null | undefined)[]).includes(value);
}

/** The period a query string (with or without its '?') asks for. */
export function readPeriod(search: string): ChartPeriod {
  const value = new URLSearchParams(search).get(PERIOD_PARAM);
  return isChartPeriod(value) ? value : DEFAULT_PERIOD;
}

/** The query string with `period` instead of the current one; other parameters are kept. */
export function changePeriod(search: string, period: ChartPeriod): string {
  const params = new URLSearchParams(search);
  if (period === DEFAULT_PERIOD) params.delete(PERIOD_PARAM);
  else params.set(PERIOD_PARAM, period);
  return params.toString();
}
