import { describe, expect, it } from 'vitest';
import { goToPage, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are at most three', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('shows first, last and current ± 1 with ellipses on both sides in the middle', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('needs no leading ellipsis near the start', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
  });

  it('needs no trailing ellipsis near the end', () => {
    expect(pageWindow(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(pageWindow(8, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('hides even a single skipped page behind an ellipsis, as the spec says', () => {
    expect(pageWindow(4, 10)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 5)).toEqual(pageWindow(1, 5));
    expect(pageWindow(99, 5)).toEqual(pageWindow(5, 5));
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('goToPage', () => {
  it('accepts every page from 1 to the total', () => {
    expect(goToPage(1, 7)).toBe(1);
    expect(goToPage(4, 7)).toBe(4);
    expect(goToPage(7, 7)).toBe(7);
  });

  it('refuses page 0 and the page after the last', () => {
    expect(goToPage(0, 7)).toBeNull();
    expect(goToPage(8, 7)).toBeNull();
  });

  it('refuses anything that is not a whole page', () => {
    expect(goToPage(2.5, 7)).toBeNull();
    expect(goToPage(Number.NaN, 7)).toBeNull();
    expect(goToPage(-1, 7)).toBeNull();
  });

  it('refuses every page when there are none', () => {
    expect(goToPage(1, 0)).toBeNull();
    expect(goToPage(1, 0, true)).toBeNull();
  });

  it('goes one page past the last counted one when counting stopped', () => {
    expect(goToPage(1001, 1000, true)).toBe(1001);
    expect(goToPage(1000, 1000, true)).toBe(1000);
    expect(goToPage(1002, 1000, true)).toBeNull();
    expect(goToPage(0, 1000, true)).toBeNull();
  });
});
