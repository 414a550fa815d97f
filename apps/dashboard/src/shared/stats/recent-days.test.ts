import { describe, expect, it } from 'vitest';
import { chartPoints, isRecentDay, recentDays, riyadhToday } from './recent-days';

/** One order a day for two years up to `today`, as a busy shop's chartData comes. */
function twoYearsOfDays(today: string): { date: string; value: number }[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: 730 }, (_, i) => ({
    date: new Date(end - (729 - i) * 86_400_000).toISOString().slice(0, 10),
    value: 1,
  }));
}

describe('the daily chart', () => {
  it('plots the last 30 days up to today, not two years of days without their year', () => {
    const points = chartPoints(twoYearsOfDays('2026-03-05'), 'daily', '2026-03-05');
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ x: '2026-02-04', value: 1 });
    expect(points.at(-1)).toEqual({ x: '2026-03-05', value: 1 });
  });

  it('shows a day without orders at 0, so the line does not jump over quiet days', () => {
    const points = chartPoints(
      [
        { date: '2025-06-01', value: 9 },
        { date: '2026-01-02', value: 2 },
        { date: '2026-01-05', value: 3 },
      ],
      'daily',
      '2026-01-05',
    );
    expect(points.map((point) => point.x)).toEqual(recentDays('2026-01-05'));
    expect(points.filter((point) => point.value > 0)).toEqual([
      { x: '2026-01-02', value: 2 },
      { x: '2026-01-05', value: 3 },
    ]);
  });

  it('keeps monthly and yearly over all the data', () => {
    const data = twoYearsOfDays('2026-03-05');
    expect(chartPoints(data, 'yearly', '2026-03-05').map((point) => point.x)).toEqual([
      '2024',
      '2025',
      '2026',
    ]);
    expect(chartPoints(data, 'monthly', '2026-03-05')).toHaveLength(25);
  });
});

describe('the last 30 days', () => {
  it('run from 29 days before today to today, across a month and a year', () => {
    const days = recentDays('2026-01-10');
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2025-12-12');
    expect(days.at(-1)).toBe('2026-01-10');
    expect(recentDays('2024-03-01')[28]).toBe('2024-02-29');
  });

  it('include their first day and today, and nothing before or after', () => {
    expect(isRecentDay('2025-12-12', '2026-01-10')).toBe(true);
    expect(isRecentDay('2026-01-10', '2026-01-10')).toBe(true);
    expect(isRecentDay('2025-12-11', '2026-01-10')).toBe(false);
    expect(isRecentDay('2026-01-11', '2026-01-10')).toBe(false);
  });

  it('end on the Riyadh day (UTC+3), which starts at 21:00 UTC', () => {
    expect(riyadhToday(new Date('2026-01-10T20:59:00Z'))).toBe('2026-01-10');
    expect(riyadhToday(new Date('2026-01-10T21:00:00Z'))).toBe('2026-01-11');
  });
});
