import { describe, expect, it } from 'vitest';
import { formatMmSs } from './format-mm-ss';

describe('formatMmSs', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatMmSs(60)).toBe('01:00');
    expect(formatMmSs(59)).toBe('00:59');
    expect(formatMmSs(65)).toBe('01:05');
    expect(formatMmSs(0)).toBe('00:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatMmSs(3600)).toBe('60:00');
    expect(formatMmSs(6001)).toBe('100:01');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatMmSs(-3)).toBe('00:00');
    expect(formatMmSs(9.9)).toBe('00:09');
    expect(formatMmSs(Number.NaN)).toBe('00:00');
  });
});
