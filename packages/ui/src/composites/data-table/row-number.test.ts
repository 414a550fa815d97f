import { describe, expect, it } from 'vitest';
import { rowNumber } from './row-number';

describe('rowNumber', () => {
  it('counts from 1 on the first page', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(1, 10, 9)).toBe(10);
  });

  it('continues across pages', () => {
    expect(rowNumber(3, 10, 0)).toBe(21);
    expect(rowNumber(2, 30, 4)).toBe(35);
  });

  it('treats a page below 1 as the first page', () => {
    expect(rowNumber(0, 10, 0)).toBe(1);
  });
});
