import { aggregateByPeriod, type ChartPeriod } from '@taseer/ui';

/**
 * The daily view covers the last 30 days. The statistics hold three years of days (contract:
 * `chartData`, `quoteChartData`) and a day's label names no year, so plotting them all drew two
 * years of unreadable, year-less days; the contract has no range to ask for, so the window is
 * taken here. Monthly and yearly keep every day.
 */
export const RECENT_DAYS = 30;

const DAY_MS = 86_400_000;
// Riyadh keeps UTC+3 all year (no daylight saving): the server's days are Riyadh days.
const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** Today as the server counts days: the Riyadh calendar day, 'YYYY-MM-DD'. */
export function riyadhToday(now: Date = new Date()): string {
  return new Date(now.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The `count` calendar days ending with `today` ('YYYY-MM-DD'), oldest first. */
export function recentDays(today: string, count: number = RECENT_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(end)) return [];
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Whether `date` ('YYYY-MM-DD…') is one of the last 30 days up to `today`. */
export function isRecentDay(date: string | null | undefined, today: string): boolean {
  const first = recentDays(today)[0];
  const day = (date ?? '').slice(0, 10);
  return first !== undefined && day >= first && day <= today;
}

interface DatedValue {
  date: string | null | undefined;
  value: number;
}

/**
 * The orders chart's points for a period: daily is each of the last 30 days, a day without
 * orders at 0 so the line does not leap over quiet days; monthly and yearly group all the data
 * (`aggregateByPeriod`).
 */
export function chartPoints(
  data: readonly DatedValue[],
  period: ChartPeriod,
  today: string,
): { x: string; value: number }[] {
  if (period !== 'daily') return aggregateByPeriod(data, period);
  const byDay = new Map<string, number>();
  for (const point of aggregateByPeriod(data, 'daily')) {
    const day = point.x.slice(0, 10);
    byDay.set(day, (byDay.get(day) ?? 0) + point.value);
  }
  return recentDays(today).map((day) => ({ x: day, value: byDay.get(day) ?? 0 }));
}
