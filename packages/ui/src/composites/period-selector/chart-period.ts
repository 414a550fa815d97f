import { LOCALE_TAGS, type UiLocale } from '../../lib/format';

/** The chart card's periods. */
export type ChartPeriod = 'daily' | 'monthly' | 'yearly';
export const CHART_PERIODS: readonly ChartPeriod[] = ['daily', 'monthly', 'yearly'];

export interface DatedValue {
  date: string | null | undefined;
  value: number;
}

export interface PeriodPoint {
  /** 'YYYY-MM-DD…' (daily, as given), 'YYYY-MM' (monthly) or 'YYYY' (yearly). */
  x: string;
  value: number;
}

// The spec: "the first 4 characters of date are the year, the first 7 the year-month".
const KEY_LENGTH: Record<Exclude<ChartPeriod, 'daily'>, number> = { monthly: 7, yearly: 4 };

/**
 * The spec's chart periods: daily keeps the entries that have a date; monthly sums the values by
 * year-month and yearly by year. Points come out in date order.
 */
export function aggregateByPeriod(data: readonly DatedValue[], period: ChartPeriod): PeriodPoint[] {
  const dated = data.filter(
    (entry): entry is { date: string; value: number } =>
      typeof entry.date === 'string' && entry.date !== '',
  );
  if (period === 'daily') {
    return dated
      .map((entry) => ({ x: entry.date, value: safe(entry.value) }))
      .sort((a, b) => a.x.localeCompare(b.x));
  }
  const sums = new Map<string, number>();
  for (const entry of dated) {
    const key = entry.date.slice(0, KEY_LENGTH[period]);
    sums.set(key, (sums.get(key) ?? 0) + safe(entry.value));
  }
  return [...sums].map(([x, value]) => ({ x, value })).sort((a, b) => a.x.localeCompare(b.x));
}

/** The period's total shown above the chart: the sum of the selected values. */
export function periodTotal(points: readonly { value: number }[]): number {
  return points.reduce((sum, point) => sum + safe(point.value), 0);
}

/**
 * A point's x as people read it: '9 مارس' for a day, 'مارس 2025' for a month, '2025' for a year.
 * Keys are calendar dates, so they are read and written in UTC to keep the day they name.
 */
export function formatPeriodKey(key: string, period: ChartPeriod, locale: UiLocale = 'ar'): string {
  if (period === 'yearly') return key.slice(0, 4);
  const date = new Date(period === 'monthly' ? `${key.slice(0, 7)}-01T00:00:00Z` : key);
  if (Number.isNaN(date.getTime())) return key;
  const options: Intl.DateTimeFormatOptions =
    period === 'monthly'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options).format(date);
}

const safe = (value: number) => (Number.isFinite(value) ? value : 0);
