import { describe, expect, it } from 'vitest';
import { MAX_X_TICKS, MAX_Y_TICKS, niceYTicks, pickEvenly } from './chart-ticks';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('pickEvenly (x ticks)', () => {
  it('keeps every point when there are at most 12', () => {
    expect(pickEvenly(range(12))).toEqual(range(12));
    expect(pickEvenly(range(3))).toEqual([0, 1, 2]);
  });

  it('never returns more than 12 ticks, whatever the number of points', () => {
    for (const n of [13, 24, 30, 31, 100, 365, 1000]) {
      const ticks = pickEvenly(range(n));
      expect(ticks.length).toBeLessThanOrEqual(MAX_X_TICKS);
      expect(ticks.length).toBeGreaterThanOrEqual(MAX_X_TICKS / 2);
      expect(ticks[0]).toBe(0);
    }
  });

  it('spaces the ticks evenly', () => {
    const ticks = pickEvenly(range(31));
    const gaps = ticks.slice(1).map((t, i) => t - (ticks[i] ?? 0));
    expect(new Set(gaps).size).toBe(1);
  });

  it('handles empty lists and tiny limits', () => {
    expect(pickEvenly([])).toEqual([]);
    expect(pickEvenly(range(5), 1)).toEqual([0]);
    expect(pickEvenly(range(5), 0)).toEqual([]);
  });
});

describe('niceYTicks', () => {
  it('covers the largest value from 0 with round steps', () => {
    expect(niceYTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceYTicks(87)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceYTicks(4200)).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('never returns more than 6 ticks', () => {
    for (const max of [1, 3, 7, 11, 26, 99, 101, 999, 12345, 987654]) {
      const ticks = niceYTicks(max);
      expect(ticks.length).toBeLessThanOrEqual(MAX_Y_TICKS);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
    }
  });

  it('uses whole steps for counts', () => {
    expect(niceYTicks(3)).toEqual([0, 1, 2, 3]);
    for (const tick of niceYTicks(7)) expect(Number.isInteger(tick)).toBe(true);
  });

  it('allows fractional steps when asked', () => {
    expect(niceYTicks(0.5, 6, false)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('still draws an axis for an empty or all-zero series', () => {
    expect(niceYTicks(0)).toEqual([0, 1]);
    expect(niceYTicks(Number.NaN)).toEqual([0, 1]);
  });
});
