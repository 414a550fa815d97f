import type { ChartPeriod } from '@taseer/ui';
import { recentDays } from '../../shared/stats/recent-days';

/**
 * The days the pricing desk's figures cover for each tab of /stats (contract: getDeskStats, at
 * most 366 Riyadh days). Daily is the last 30 days, the window the daily chart already shows;
 * monthly is this month so far and yearly this year so far, both well inside the limit.
 */
export interface DeskPeriod {
  from: string;
  to: string;
}

export function deskPeriod(period: ChartPeriod, today: string): DeskPeriod {
  switch (period) {
    case 'daily':
      return { from: recentDays(today)[0] ?? today, to: today };
    case 'monthly':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'yearly':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}
