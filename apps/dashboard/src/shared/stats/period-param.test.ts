import { describe, expect, it } from 'vitest';
import { changePeriod, readPeriod } from './period-param';

describe('the chart period in the address', () => {
  it('is read from ?period=, with or without the leading question mark', () => {
    expect(readPeriod('?period=monthly')).toBe('monthly');
    expect(readPeriod('period=yearly&page=2')).toBe('yearly');
    expect(readPeriod('?period=daily')).toBe('daily');
  });

  it('falls back to daily when missing or not a period the screens offer', () => {
    for (const search of ['', '?period=', '?period=weekly', '?period=Monthly', '?period=1']) {
      expect(readPeriod(search)).toBe('daily');
    }
  });

  it('is written beside the other parameters, daily (the default) left out', () => {
    expect(changePeriod('', 'monthly')).toBe('period=monthly');
    expect(changePeriod('?lang=en&period=monthly', 'yearly')).toBe('lang=en&period=yearly');
    expect(changePeriod('?period=yearly&lang=en', 'daily')).toBe('lang=en');
    expect(changePeriod('?period=weekly', 'daily')).toBe('');
  });
});
