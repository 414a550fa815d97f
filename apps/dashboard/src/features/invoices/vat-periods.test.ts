import { describe, expect, it } from 'vitest';
import { currentPeriodKey, quarterOf, vatYears } from './vat-periods';

describe('the VAT summary’s periods', () => {
  it('marks the month or the quarter today falls in, as the rows name them', () => {
    expect(currentPeriodKey('month', '2026-11-28')).toBe('2026-11');
    expect(currentPeriodKey('quarter', '2026-11-28')).toBe('2026-Q4');
    expect(currentPeriodKey('quarter', '2026-01-01')).toBe('2026-Q1');
    expect(currentPeriodKey('quarter', '2026-03-31')).toBe('2026-Q1');
    expect(currentPeriodKey('quarter', '2026-04-01')).toBe('2026-Q2');
  });

  it('reads a quarter’s number from its key, and none from a month’s', () => {
    expect(quarterOf('2026-Q3')).toBe(3);
    expect(quarterOf('2026-09')).toBeNull();
  });

  it('offers this year first and five before it, never before the contract’s 2020', () => {
    expect(vatYears('2026-11-28')).toEqual(['2026', '2025', '2024', '2023', '2022', '2021']);
    expect(vatYears('2022-02-01')).toEqual(['2022', '2021', '2020']);
  });
});
