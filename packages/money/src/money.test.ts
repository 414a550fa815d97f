import { describe, expect, it } from 'vitest';
import {
  basisPointsOfPercent,
  chosenTotals,
  halalasOf,
  offeredTotals,
  percentOfBasisPoints,
  sarText,
  totalsOf,
} from './money.js';

describe('halalasOf', () => {
  it('reads up to two decimals exactly, without float error', () => {
    expect(halalasOf(0.1)).toBe(10);
    expect(halalasOf(19.99)).toBe(1999);
    expect(halalasOf(1.005 * 100)).toBeNull(); // 100.49999999999999: more than two decimals
    expect(halalasOf(250)).toBe(25000);
    expect(halalasOf(1234567.8)).toBe(123456780);
  });

  it('refuses negatives, more decimals and non-numbers', () => {
    expect(halalasOf(-1)).toBeNull();
    expect(halalasOf(1.234)).toBeNull();
    expect(halalasOf(Number.NaN)).toBeNull();
    expect(halalasOf(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('sarText', () => {
  it('writes halalas as a two-decimal amount', () => {
    expect(sarText(0)).toBe('0.00');
    expect(sarText(5)).toBe('0.05');
    expect(sarText(123456)).toBe('1234.56');
  });
});

describe('basisPointsOfPercent', () => {
  it('reads a typed percent of up to two decimals exactly', () => {
    expect(basisPointsOfPercent('15')).toBe(1500);
    expect(basisPointsOfPercent('5.5')).toBe(550);
    expect(basisPointsOfPercent('5.55')).toBe(555); // 5.55 × 100 = 554.9999999999999 in floats
    expect(basisPointsOfPercent('0.05')).toBe(5);
    expect(basisPointsOfPercent('0')).toBe(0);
    expect(basisPointsOfPercent('100')).toBe(10000);
    expect(basisPointsOfPercent(' 015.10 ')).toBe(1510);
  });

  it('refuses signs, a third decimal, more than 100 and non-figures', () => {
    for (const text of ['', '-1', '15.125', '100.01', '150', '1e2', '15%', '.5', '5.', 'x']) {
      expect(basisPointsOfPercent(text)).toBeNull();
    }
  });
});

describe('percentOfBasisPoints', () => {
  it('writes basis points as the percent people type, without trailing zeros', () => {
    expect(percentOfBasisPoints(1500)).toBe('15');
    expect(percentOfBasisPoints(550)).toBe('5.5');
    expect(percentOfBasisPoints(555)).toBe('5.55');
    expect(percentOfBasisPoints(5)).toBe('0.05');
    expect(percentOfBasisPoints(0)).toBe('0');
    expect(percentOfBasisPoints(10000)).toBe('100');
  });

  it('turns every rate back into the same basis points', () => {
    for (let basisPoints = 0; basisPoints <= 10_000; basisPoints += 1) {
      expect(basisPointsOfPercent(percentOfBasisPoints(basisPoints))).toBe(basisPoints);
    }
  });
});

describe('totalsOf', () => {
  const exclusive = { vatRateBasisPoints: 1500, pricesIncludeVat: false, deliveryHalalas: 0 };
  const inclusive = { ...exclusive, pricesIncludeVat: true };

  it('adds 15 % on top when prices exclude VAT', () => {
    expect(totalsOf([10000, 5000], exclusive)).toEqual({
      subtotalHalalas: 15000,
      deliveryHalalas: 0,
      vatHalalas: 2250,
      totalHalalas: 17250,
    });
  });

  it('finds the VAT inside the prices when they include it', () => {
    // 115.00 including 15 % is 100.00 + 15.00.
    expect(totalsOf([11500], inclusive)).toEqual({
      subtotalHalalas: 11500,
      deliveryHalalas: 0,
      vatHalalas: 1500,
      totalHalalas: 11500,
    });
  });

  it('rounds VAT half up to the halala, once on the sum', () => {
    // 0.03 × 15 % = 0.0045 → 0.00; 0.10 × 15 % = 0.015 → 0.02 (half up).
    expect(totalsOf([3], exclusive).vatHalalas).toBe(0);
    expect(totalsOf([10], exclusive).vatHalalas).toBe(2);
    // Per line 0.45 + 0.45 would round each line; on the sum 3 × 0.03 × 15 % = 0.0135 → 0.01.
    expect(totalsOf([3, 3, 3], exclusive).vatHalalas).toBe(1);
    // Inclusive: 1.00 × 15/115 = 0.1304… → 0.13.
    expect(totalsOf([100], inclusive).vatHalalas).toBe(13);
  });

  it('charges VAT on the delivery fee as well', () => {
    const withDelivery = { ...exclusive, deliveryHalalas: 2500 };
    expect(totalsOf([10000], withDelivery)).toEqual({
      subtotalHalalas: 10000,
      deliveryHalalas: 2500,
      vatHalalas: 1875,
      totalHalalas: 14375,
    });
    expect(totalsOf([9000], { ...inclusive, deliveryHalalas: 2500 })).toEqual({
      subtotalHalalas: 9000,
      deliveryHalalas: 2500,
      vatHalalas: 1500,
      totalHalalas: 11500,
    });
  });

  it('stays exact on large amounts and a zero rate', () => {
    const big = totalsOf([999_999_999_99, 999_999_999_99], exclusive);
    expect(big.subtotalHalalas).toBe(1_999_999_999_98);
    // 15 % of 1,999,999,999.98 SAR is 299,999,999.997 SAR: half up to 300,000,000.00.
    expect(big.vatHalalas).toBe(30_000_000_000);
    expect(totalsOf([12345], { ...exclusive, vatRateBasisPoints: 0 }).totalHalalas).toBe(12345);
  });
});

describe('chosenTotals', () => {
  const terms = { vatRateBasisPoints: 1500, pricesIncludeVat: false, deliveryHalalas: 2500 };
  const lines = [
    {
      pieceId: 'a',
      quantity: 2,
      state: 'priced' as const,
      options: [{ unitHalalas: 10000 }, { unitHalalas: 6000 }],
    },
    { pieceId: 'b', quantity: 1, state: 'priced' as const, options: [{ unitHalalas: 4550 }] },
    { pieceId: 'c', quantity: 1, state: 'unavailable' as const, options: [] },
  ];

  it('adds the chosen options times their quantity, then delivery and VAT on the sum', () => {
    // 2 × 60.00 + 45.50 = 165.50, + 25.00 delivery = 190.50; VAT 28.575 → 28.58 (half up).
    expect(
      chosenTotals(
        lines,
        [
          { pieceId: 'a', option: 1 },
          { pieceId: 'b', option: 0 },
        ],
        terms,
      ),
    ).toEqual({
      subtotalHalalas: 16550,
      deliveryHalalas: 2500,
      vatHalalas: 2858,
      totalHalalas: 21908,
    });
  });

  it('charges no delivery when nothing is chosen, and ignores unknown lines and options', () => {
    expect(chosenTotals(lines, [], terms).totalHalalas).toBe(0);
    expect(
      chosenTotals(
        lines,
        [
          { pieceId: 'x', option: 0 },
          { pieceId: 'b', option: 5 },
        ],
        terms,
      ),
    ).toEqual({ subtotalHalalas: 0, deliveryHalalas: 0, vatHalalas: 0, totalHalalas: 0 });
  });
});

describe('offeredTotals', () => {
  it('takes every priced line at its first option, with delivery', () => {
    const terms = { vatRateBasisPoints: 1500, pricesIncludeVat: false, deliveryHalalas: 1000 };
    const lines = [
      { pieceId: 'a', quantity: 3, state: 'priced' as const, options: [{ unitHalalas: 2000 }] },
      { pieceId: 'b', quantity: 1, state: 'unavailable' as const, options: [] },
    ];
    // 3 × 20.00 + 10.00 = 70.00; VAT 10.50.
    expect(offeredTotals(lines, terms)).toEqual({
      subtotalHalalas: 6000,
      deliveryHalalas: 1000,
      vatHalalas: 1050,
      totalHalalas: 8050,
    });
  });
});
