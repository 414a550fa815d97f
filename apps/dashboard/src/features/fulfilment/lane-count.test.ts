import { describe, expect, it } from 'vitest';
import { COUNT_PAGE_SIZE, laneCount, lastPageToRead } from './lane-count';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('a lane’s count from the orders list', () => {
  it('counts the rows of a lane that fits one page', () => {
    const first = { orders: rows(7), totalPages: 1 };
    expect(lastPageToRead(first)).toBeNull();
    expect(laneCount(first, undefined)).toEqual({ count: 7, atLeast: false });
    expect(laneCount({ orders: [], totalPages: 0 }, undefined)).toEqual({
      count: 0,
      atLeast: false,
    });
  });

  it('adds the last page to the full ones before it', () => {
    const first = { orders: rows(COUNT_PAGE_SIZE), totalPages: 3 };
    expect(lastPageToRead(first)).toBe(3);
    expect(laneCount(first, undefined)).toBeUndefined();
    expect(laneCount(first, { orders: rows(4) })).toEqual({ count: 64, atLeast: false });
  });

  it('says "at least" when the server stopped counting pages', () => {
    const first = { orders: rows(COUNT_PAGE_SIZE), totalPages: 100, totalPagesCapped: true };
    expect(laneCount(first, { orders: rows(COUNT_PAGE_SIZE) })).toEqual({
      count: 3000,
      atLeast: true,
    });
  });

  it('knows nothing before the first page is in', () => {
    expect(laneCount(undefined, undefined)).toBeUndefined();
    expect(lastPageToRead(undefined)).toBeNull();
  });
});
