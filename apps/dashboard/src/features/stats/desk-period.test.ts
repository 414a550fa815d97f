import { describe, expect, it } from 'vitest';
import { deskPeriod } from './desk-period';

describe('deskPeriod', () => {
  it('covers the last 30 days for the daily tab, as its chart does', () => {
    expect(deskPeriod('daily', '2026-11-26')).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(deskPeriod('daily', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('covers this month and this year so far for the other tabs', () => {
    expect(deskPeriod('monthly', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(deskPeriod('yearly', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-11-26' });
  });

  it('never asks for more than the 366 days the server allows', () => {
    const days = (from: string, to: string) =>
      (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    const { from, to } = deskPeriod('yearly', '2028-12-31');
    expect(days(from, to)).toBe(366);
    expect(days(from, to)).toBeLessThanOrEqual(366);
  });
});
