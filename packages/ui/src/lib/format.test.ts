import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatHalalas,
  formatMoney,
  formatNumber,
  formatPhone,
  formatRelativeTime,
  MISSING_VALUE,
} from './format';

// Intl inserts direction marks (U+200E/U+200F) and no-break spaces; what users see is the rest.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s/g, ' ');
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('formatDate', () => {
  const afternoonInRiyadh = '2025-03-09T14:05:00Z'; // 17:05 in Riyadh

  it('uses the Gregorian calendar with Western digits in Arabic', () => {
    const text = formatDate(afternoonInRiyadh);
    expect(visible(text)).toBe('9 مارس 2025');
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('formats short dates day first', () => {
    expect(visible(formatDate(afternoonInRiyadh, { style: 'short' }))).toBe('09/03/2025');
  });

  it('shows the time in Saudi time by default and in a given zone on request', () => {
    expect(visible(formatDate(afternoonInRiyadh, { style: 'time' }))).toBe('5:05 م');
    expect(visible(formatDate(afternoonInRiyadh, { style: 'time', timeZone: 'UTC' }))).toBe(
      '2:05 م',
    );
  });

  it('crosses the date line with the time zone', () => {
    expect(visible(formatDate('2025-03-09T22:30:00Z'))).toBe('10 مارس 2025');
  });

  it('formats English with the same calendar and digits', () => {
    expect(visible(formatDate(afternoonInRiyadh, { locale: 'en' }))).toBe('March 9, 2025');
  });

  it('shows a placeholder for missing or unreadable dates', () => {
    expect(formatDate(undefined)).toBe(MISSING_VALUE);
    expect(formatDate('')).toBe(MISSING_VALUE);
    expect(formatDate('not a date')).toBe(MISSING_VALUE);
    expect(formatDate(null, { fallback: 'لا توجد بيانات' })).toBe('لا توجد بيانات');
  });
});

describe('formatNumber', () => {
  it('groups thousands with Western digits in Arabic', () => {
    const text = formatNumber(1234567.891);
    expect(visible(text)).toBe('1,234,567.89');
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('keeps zero and negative numbers', () => {
    expect(formatNumber(0)).toBe('0');
    expect(visible(formatNumber(-12))).toBe('-12');
  });

  it('shows a placeholder for missing values and NaN', () => {
    expect(formatNumber(null)).toBe(MISSING_VALUE);
    expect(formatNumber(Number.NaN)).toBe(MISSING_VALUE);
  });
});

describe('formatMoney', () => {
  it('prices in Saudi riyals with two decimals', () => {
    const text = visible(formatMoney(1234.5));
    expect(text).toContain('1,234.50');
    expect(text).toContain('ر.س');
  });

  it('writes the currency code in English', () => {
    expect(visible(formatMoney(200, { locale: 'en' }))).toBe('SAR 200.00');
  });

  it('shows a placeholder for a missing price', () => {
    expect(formatMoney(undefined)).toBe(MISSING_VALUE);
  });
});

describe('formatPhone', () => {
  it('joins the dial code and the number without the trunk 0 dialled only at home', () => {
    expect(formatPhone({ dialCode: '+966', number: '0500000001' })).toBe('+966 500000001');
    expect(formatPhone({ dialCode: '+971', number: '0501234567' })).toBe('+971 501234567');
    expect(formatPhone({ dialCode: '+20', number: '01001234567' })).toBe('+20 1001234567');
  });

  it('keeps a number that has no trunk 0 as it is', () => {
    expect(formatPhone({ dialCode: '+966', number: '5551234567' })).toBe('+966 5551234567');
  });

  it('drops a single 0 only', () => {
    expect(formatPhone({ dialCode: '+966', number: '0055512345' })).toBe('+966 055512345');
  });

  it('keeps the 0 where it is dialled from abroad too (Italy and its plan)', () => {
    expect(formatPhone({ dialCode: '+39', number: '0612345678' })).toBe('+39 0612345678');
    expect(formatPhone({ dialCode: '+378', number: '0549123456' })).toBe('+378 0549123456');
  });

  it('adds the plus sign when the dial code lacks it, and trims', () => {
    expect(formatPhone({ dialCode: ' 971', number: ' 0501234567 ' })).toBe('+971 501234567');
  });

  it('shows the number alone, as written, when there is no dial code', () => {
    expect(formatPhone({ dialCode: '', number: '0500000001' })).toBe('0500000001');
  });

  it('shows a placeholder when there is no number', () => {
    expect(formatPhone(undefined)).toBe(MISSING_VALUE);
    expect(formatPhone(null, 'لا توجد بيانات')).toBe('لا توجد بيانات');
    expect(formatPhone({ dialCode: '+966', number: '' })).toBe(MISSING_VALUE);
    expect(formatPhone({ dialCode: '+966', number: '   ' })).toBe(MISSING_VALUE);
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-03-09T12:00:00Z');

  it('says "now" for the last few seconds', () => {
    expect(formatRelativeTime('2025-03-09T11:59:40Z', now)).toBe('الآن');
  });

  it('counts minutes, hours and days with Western digits', () => {
    expect(formatRelativeTime('2025-03-09T11:55:00Z', now)).toBe('قبل 5 دقائق');
    expect(formatRelativeTime('2025-03-09T09:00:00Z', now)).toBe('قبل 3 ساعات');
    expect(formatRelativeTime('2025-03-08T12:00:00Z', now)).toBe('أمس');
  });

  it('speaks English on request', () => {
    expect(formatRelativeTime('2025-03-09T11:55:00Z', now, { locale: 'en' })).toBe('5 minutes ago');
  });
});

describe('formatHalalas', () => {
  it('writes integer halalas as riyals with two decimals', () => {
    expect(visible(formatHalalas(12345, { locale: 'en' }))).toBe('SAR 123.45');
    expect(visible(formatHalalas(5, { locale: 'en' }))).toBe('SAR 0.05');
    expect(visible(formatHalalas(17250))).toContain('172.50');
  });
  it('shows the missing mark for no amount', () => {
    expect(formatHalalas(null)).toBe('—');
    expect(formatHalalas(Number.NaN, { fallback: '' })).toBe('');
  });
});
