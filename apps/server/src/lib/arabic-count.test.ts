import { describe, expect, it } from 'vitest';
import { retryWording } from '../errors.js';
import { ATTEMPTS, countOf, MINUTES } from './arabic-count.js';

describe('Arabic counting', () => {
  it('uses the dual, the plural from 3 to 10 and the singular from 11', () => {
    expect(countOf(1, MINUTES)).toBe('دقيقة واحدة');
    expect(countOf(2, MINUTES)).toBe('دقيقتين');
    expect(countOf(3, MINUTES)).toBe('3 دقائق');
    expect(countOf(10, MINUTES)).toBe('10 دقائق');
    expect(countOf(11, MINUTES)).toBe('11 دقيقة');
    expect(countOf(103, MINUTES)).toBe('103 دقائق');
    expect(countOf(4, ATTEMPTS)).toBe('4 محاولات');
  });

  it('rounds waiting times up to the unit a person acts on', () => {
    expect(retryWording(45)).toBe('45 ثانية');
    expect(retryWording(61)).toBe('دقيقتين');
    expect(retryWording(540)).toBe('9 دقائق');
    expect(retryWording(86_000)).toBe('24 ساعة');
  });
});
