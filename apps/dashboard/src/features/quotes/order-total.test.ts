import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-total';

const piece = (_id: string, price: number | null, quantity = 1) => ({ _id, price, quantity });

describe('the order total', () => {
  it('adds unit price × quantity over the pieces', () => {
    expect(orderTotal([piece('a', 350, 2), piece('b', 12.5, 4)])).toBe(750);
  });

  it('leaves out pieces without a price', () => {
    expect(orderTotal([piece('a', 100), piece('b', null, 3)])).toBe(100);
    expect(orderTotal([piece('a', null), piece('b', null)])).toBe(0);
    expect(orderTotal([])).toBe(0);
  });

  it('counts prices being typed in place of the stored ones', () => {
    const pieces = [piece('a', null, 2), piece('b', null, 1), piece('c', 5, 1)];
    expect(orderTotal(pieces, { a: 10.25 })).toBe(25.5);
    expect(orderTotal(pieces, { a: 10.25, b: 0.1, c: undefined })).toBe(25.6);
  });

  it('keeps halalas exact where floating point would drift', () => {
    expect(orderTotal([piece('a', 0.1), piece('b', 0.2)])).toBe(0.3);
    expect(orderTotal([piece('a', 19.99, 3)])).toBe(59.97);
  });
});
