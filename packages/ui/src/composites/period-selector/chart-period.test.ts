import { describe, expect, it } from 'vitest';
import { aggregateByPeriod, formatPeriodKey, periodTotal } from './chart-period';

const data = [
  { date: '2025-03-09', value: 4 },
  { date: '2025-02-28', value: 2 },
  { date: '2025-03-01', value: 5 },
  { date: null, value: 100 },
  { date: '', value: 100 },
  { date: '2024-12-31', value: 1 },
];

describe('aggregateByPeriod', () => {
  it('daily keeps only the entries that have a date, in date order', () => {
    expect(aggregateByPeriod(data, 'daily')).toEqual([
      { x: '2024-12-31', value: 1 },
      { x: '2025-02-28', value: 2 },
      { x: '2025-03-01', value: 5 },
      { x: '2025-03-09', value: 4 },
    ]);
  });

  it('monthly sums by year-month', () => {
    expect(aggregateByPeriod(data, 'monthly')).toEqual([
      { x: '2024-12', value: 1 },
      { x: '2025-02', value: 2 },
      { x: '2025-03', value: 9 },
    ]);
  });

  it('yearly sums by year', () => {
    expect(aggregateByPeriod(data, 'yearly')).toEqual([
      { x: '2024', value: 1 },
      { x: '2025', value: 11 },
    ]);
  });

  it('draws nothing and totals 0 for a caller without orders', () => {
    for (const period of ['daily', 'monthly', 'yearly'] as const) {
      expect(aggregateByPeriod([], period)).toEqual([]);
    }
    expect(periodTotal(aggregateByPeriod([], 'monthly'))).toBe(0);
  });

  it('makes one point of a single day in every period', () => {
    const oneDay = [{ date: '2026-01-31', value: 3 }];
    expect(aggregateByPeriod(oneDay, 'daily')).toEqual([{ x: '2026-01-31', value: 3 }]);
    expect(aggregateByPeriod(oneDay, 'monthly')).toEqual([{ x: '2026-01', value: 3 }]);
    expect(aggregateByPeriod(oneDay, 'yearly')).toEqual([{ x: '2026', value: 3 }]);
  });

  it('keeps the same month of different years apart', () => {
    const januaries = [
      { date: '2026-01-05', value: 2 },
      { date: '2024-01-20', value: 1 },
      { date: '2025-01-01', value: 4 },
      { date: '2026-01-28', value: 6 },
    ];
    expect(aggregateByPeriod(januaries, 'monthly')).toEqual([
      { x: '2024-01', value: 1 },
      { x: '2025-01', value: 4 },
      { x: '2026-01', value: 8 },
    ]);
    expect(aggregateByPeriod(januaries, 'yearly')).toEqual([
      { x: '2024', value: 1 },
      { x: '2025', value: 4 },
      { x: '2026', value: 8 },
    ]);
    // Whatever the period, the total counts every order once.
    for (const period of ['daily', 'monthly', 'yearly'] as const) {
      expect(periodTotal(aggregateByPeriod(januaries, period))).toBe(13);
    }
  });

  it('treats a value that is not a number as 0', () => {
    expect(aggregateByPeriod([{ date: '2025-01-01', value: Number.NaN }], 'yearly')).toEqual([
      { x: '2025', value: 0 },
    ]);
  });
});

describe('periodTotal', () => {
  it('sums the selected values', () => {
    expect(periodTotal(aggregateByPeriod(data, 'monthly'))).toBe(12);
    expect(periodTotal([])).toBe(0);
  });
});

describe('formatPeriodKey', () => {
  it('writes days and months with Gregorian month names and Western digits', () => {
    expect(formatPeriodKey('2025-03-09', 'daily')).toBe('9 مارس');
    expect(formatPeriodKey('2025-03', 'monthly')).toBe('مارس 2025');
    expect(formatPeriodKey('2025-03-09', 'daily', 'en')).toBe('Mar 9');
    expect(formatPeriodKey('2025', 'yearly')).toBe('2025');
  });

  it('keeps the calendar day of a full timestamp key', () => {
    expect(formatPeriodKey('2025-03-09T00:00:00.000Z', 'daily')).toBe('9 مارس');
  });

  it('returns a key it cannot read unchanged', () => {
    expect(formatPeriodKey('soon', 'daily')).toBe('soon');
  });
});
