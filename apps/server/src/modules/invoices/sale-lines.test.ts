import { chosenTotals } from '@taseer/money';
import { describe, expect, it } from 'vitest';
import type { QuoteRow } from '../quotes/index.js';
import { DELIVERY_LINE_NAME, saleLinesOf, shares } from './sale-lines.js';

function acceptedQuote(pricesIncludeVat: boolean, deliveryHalalas: number): QuoteRow {
  const lines: QuoteRow['lines'] = [
    {
      pieceId: 'a',
      nameAr: 'فلتر زيت',
      nameEn: null,
      serial: null,
      quantity: 3,
      state: 'priced',
      note: null,
      options: [
        { kind: 'original', unitHalalas: 3_333, brand: 'تويوتا', deliveryDays: null },
        { kind: 'commercial', unitHalalas: 1_999, brand: null, deliveryDays: null },
      ],
    },
    {
      pieceId: 'b',
      nameAr: 'فحمات فرامل أمامية',
      nameEn: null,
      serial: null,
      quantity: 1,
      state: 'priced',
      note: null,
      options: [{ kind: null, unitHalalas: 10_001, brand: null, deliveryDays: null }],
    },
    {
      pieceId: 'c',
      nameAr: 'مساعدات',
      nameEn: null,
      serial: null,
      quantity: 2,
      state: 'unavailable',
      note: null,
      options: [],
    },
  ];
  const chosen = [
    { pieceId: 'a', option: 1 },
    { pieceId: 'b', option: 0 },
  ];
  const totals = chosenTotals(lines, chosen, {
    vatRateBasisPoints: 1500,
    pricesIncludeVat,
    deliveryHalalas,
  });
  return {
    id: 'q',
    companyId: 'c',
    orderId: 'o',
    version: 1,
    status: 'accepted',
    lines,
    vatRateBasisPoints: 1500,
    pricesIncludeVat,
    vatNumber: '310122393500003',
    terms: null,
    deliveryHalalas,
    subtotalHalalas: 0,
    vatHalalas: 0,
    totalHalalas: 0,
    validUntil: new Date(),
    createdBy: null,
    createdAt: new Date(),
    sharedAt: null,
    viewedAt: null,
    closedAt: null,
    answer: { decision: 'accepted', lines: chosen },
    acceptedSubtotalHalalas: totals.subtotalHalalas,
    acceptedVatHalalas: totals.vatHalalas,
    acceptedTotalHalalas: totals.totalHalalas,
    paymentOption: null,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the invoice lines of an accepted quote', () => {
  it('takes the chosen options and delivery, at the totals the customer accepted', () => {
    const quote = acceptedQuote(false, 2_500);
    const sale = saleLinesOf(quote);
    expect(sale.lines.map((line) => [line.name, line.quantity, line.netHalalas])).toEqual([
      ['فلتر زيت — تجاري', 3, 5_997],
      ['فحمات فرامل أمامية', 1, 10_001],
      [DELIVERY_LINE_NAME, 1, 2_500],
    ]);
    expect(sale.totalHalalas).toBe(quote.acceptedTotalHalalas);
    expect(sale.vatHalalas).toBe(quote.acceptedVatHalalas);
    expect(sale.netHalalas).toBe(sum(sale.lines.map((line) => line.netHalalas)));
    expect(sale.netHalalas + sale.vatHalalas).toBe(sale.totalHalalas);
    // Each line's VAT is its own rounding of 15 %.
    expect(sale.lines.map((line) => line.vatHalalas)).toEqual([900, 1_500, 375]);
  });

  it('splits the net of VAT-inclusive prices over the lines to the halala', () => {
    const quote = acceptedQuote(true, 1_000);
    const sale = saleLinesOf(quote);
    expect(sale.totalHalalas).toBe(quote.acceptedTotalHalalas);
    expect(sale.totalHalalas).toBe(5_997 + 10_001 + 1_000);
    expect(sale.vatHalalas).toBe(quote.acceptedVatHalalas);
    expect(sum(sale.lines.map((line) => line.netHalalas))).toBe(sale.netHalalas);
    // What each line costs the customer is unchanged: its net and its VAT add up to it.
    expect(sale.lines.map((line) => line.netHalalas + line.vatHalalas)).toEqual([
      5_997, 10_001, 1_000,
    ]);
    expect(sale.lines[0]?.unitNetHalalas).toBeCloseTo(sale.lines[0]!.netHalalas / 3, 10);
  });

  it('refuses a version that was not accepted', () => {
    expect(() => saleLinesOf({ ...acceptedQuote(false, 0), answer: null })).toThrow();
  });
});

describe('shares', () => {
  it('splits a whole in proportion, adding up exactly', () => {
    expect(shares(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shares(14_781, [5_997, 10_001, 1_000])).toSatisfy(
      (parts: number[]) => sum(parts) === 14_781,
    );
    expect(shares(0, [0, 0])).toEqual([0, 0]);
  });
});
