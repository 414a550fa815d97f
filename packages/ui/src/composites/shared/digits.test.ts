import { describe, expect, it } from 'vitest';
import { digitsOnly, toWesternDigits } from './digits';

describe('toWesternDigits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Western digits', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('leaves letters and Western digits alone', () => {
    expect(toWesternDigits('رمز 12')).toBe('رمز 12');
  });
});

describe('digitsOnly', () => {
  it('keeps only the digits', () => {
    expect(digitsOnly('٠٥٠ 12-3')).toBe('050123');
    expect(digitsOnly('abc')).toBe('');
  });
});
