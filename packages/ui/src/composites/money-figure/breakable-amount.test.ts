import { describe, expect, it } from 'vitest';
import { formatHalalas } from '../../lib/format';
import { breakableAmount } from './breakable-amount';

describe('breakableAmount', () => {
  it('lets a large amount wrap between its figure and its currency, in both languages', () => {
    const arabic = breakableAmount(formatHalalas(123_456_789, { locale: 'ar' }));
    expect(arabic).toContain('1,234,567.89 ر.س.');
    expect(arabic).not.toContain('\u00a0');
    expect(breakableAmount(formatHalalas(123_456_789, { locale: 'en' }))).toBe('SAR 1,234,567.89');
  });

  it('keeps the figure itself whole: its digits, separators and halalas', () => {
    expect(breakableAmount(formatHalalas(5, { locale: 'en' }))).toBe('SAR 0.05');
    expect(breakableAmount(formatHalalas(null))).toBe('—');
  });
});
