import { describe, expect, it } from 'vitest';
import { gaugePercent } from './gauge-percent';

describe('gaugePercent', () => {
  it('rounds the share to a whole percentage', () => {
    expect(gaugePercent(1, 3)).toBe(33);
    expect(gaugePercent(2, 3)).toBe(67);
    expect(gaugePercent(40, 40)).toBe(100);
  });

  it('is 0 for nothing of nothing', () => {
    expect(gaugePercent(0, 0)).toBe(0);
    expect(gaugePercent(5, 0)).toBe(0);
  });

  it('stays within 0 and 100', () => {
    expect(gaugePercent(-2, 10)).toBe(0);
    expect(gaugePercent(12, 10)).toBe(100);
    expect(gaugePercent(Number.NaN, 10)).toBe(0);
  });
});
