import { describe, expect, it } from 'vitest';
import { offeredTotals, type VatTerms } from '@taseer/money';
import type { Piece } from '@taseer/api';
import {
  draftPreview,
  draftPricedLines,
  draftSubtotalHalalas,
  typedHalalas,
} from './draft-preview';
import { draftFor, withMode, type LineDraft } from './quote-draft';

const piece = (id: string, quantity = 1): Piece => ({
  _id: id,
  name_ar: `قطعة ${id}`,
  name_en: null,
  serial: null,
  quantity,
  price: null,
  status: 'pending',
});

const pieces = [piece('a', 2), piece('b'), piece('c'), piece('d', 3)];

/** A price, alternatives led by a commercial one, an unavailable part and a price still wrong. */
function typedDraft(): LineDraft[] {
  const [a, b, c, d] = draftFor(pieces);
  return [
    { ...a!, price: '٣٥٫٥٠' },
    {
      ...withMode(b!, 'alternatives'),
      alternatives: [
        { kind: 'commercial', price: '1850', brand: 'Denso', deliveryDays: '3' },
        { kind: 'used', price: '980', brand: '', deliveryDays: '' },
      ],
    },
    { ...withMode(c!, 'unavailable'), note: 'نفدت' },
    { ...d!, price: '12.345' },
  ];
}

const VAT_ADDED: VatTerms = {
  vatRateBasisPoints: 1500,
  pricesIncludeVat: false,
  deliveryHalalas: 0,
};
const VAT_INCLUDED_WITH_DELIVERY: VatTerms = {
  vatRateBasisPoints: 1500,
  pricesIncludeVat: true,
  deliveryHalalas: 2_500,
};

describe('draftPreview', () => {
  it('shows what offeredTotals gives for the same lines, prices without VAT', () => {
    const draft = typedDraft();
    const preview = draftPreview(draft, pieces, VAT_ADDED);
    const lines = [
      { pieceId: 'a', quantity: 2, state: 'priced' as const, options: [{ unitHalalas: 3_550 }] },
      { pieceId: 'b', quantity: 1, state: 'priced' as const, options: [{ unitHalalas: 185_000 }] },
    ];
    expect(draftPricedLines(draft, pieces)).toEqual(lines);
    expect(preview.totals).toEqual(offeredTotals(lines, VAT_ADDED));
    // 2 × 35.50 + 1,850.00 = 1,921.00, and 15 % on top: 2,209.15 (the quote journey's figures).
    expect(preview.totals).toEqual({
      subtotalHalalas: 192_100,
      deliveryHalalas: 0,
      vatHalalas: 28_815,
      totalHalalas: 220_915,
    });
  });

  it('shows what offeredTotals gives for prices entered with VAT and a delivery fee', () => {
    const [a, b] = draftFor(pieces);
    const draft = [
      { ...a!, price: '115' },
      { ...b!, price: '0.01' },
    ];
    const two = pieces.slice(0, 2);
    const preview = draftPreview(draft, two, VAT_INCLUDED_WITH_DELIVERY);
    expect(preview.totals).toEqual(
      offeredTotals(
        [
          { pieceId: 'a', quantity: 2, state: 'priced', options: [{ unitHalalas: 11_500 }] },
          { pieceId: 'b', quantity: 1, state: 'priced', options: [{ unitHalalas: 1 }] },
        ],
        VAT_INCLUDED_WITH_DELIVERY,
      ),
    );
    // 230.00 + 0.01 + 25.00 delivery = 255.01, of which VAT 255.01 × 15 / 115 = 33.26 (half up).
    expect(preview.totals).toEqual({
      subtotalHalalas: 23_001,
      deliveryHalalas: 2_500,
      vatHalalas: 3_326,
      totalHalalas: 25_501,
    });
    expect(preview).toMatchObject({ pricedCount: 2, toPriceCount: 2 });
  });

  it('leaves out lines with an empty or invalid price and counts what it covers', () => {
    const preview = draftPreview(typedDraft(), pieces, VAT_INCLUDED_WITH_DELIVERY);
    // a and b are priced; c is unavailable (nothing to price); d's price has three decimals.
    expect(preview).toMatchObject({ pricedCount: 2, toPriceCount: 3 });
    const empty = draftPreview(draftFor(pieces), pieces, VAT_INCLUDED_WITH_DELIVERY);
    expect(empty).toMatchObject({ pricedCount: 0, toPriceCount: 4 });
    expect(empty.totals).toEqual(offeredTotals([], VAT_INCLUDED_WITH_DELIVERY));
  });

  it('counts alternatives at the first one, as the customer starts from it', () => {
    const [, b] = draftFor(pieces);
    const draft = [
      {
        ...withMode(b!, 'alternatives'),
        alternatives: [
          { kind: 'original' as const, price: '', brand: '', deliveryDays: '' },
          { kind: 'used' as const, price: '980', brand: '', deliveryDays: '' },
        ],
      },
    ];
    // The first alternative has no price yet: the line is not counted at the second's.
    expect(draftPricedLines(draft, pieces)).toEqual([]);
  });

  it('agrees with the parts subtotal shown while the terms load', () => {
    const draft = typedDraft();
    expect(draftSubtotalHalalas(draft, pieces)).toBe(
      draftPreview(draft, pieces, VAT_ADDED).totals.subtotalHalalas,
    );
  });
});

describe('typedHalalas', () => {
  it('reads a typed price exactly, in Arabic or Western digits', () => {
    expect(typedHalalas('0.1')).toBe(10);
    expect(typedHalalas('١٢٫٣٤')).toBe(1_234);
    expect(typedHalalas('999999.99')).toBe(99_999_999);
    expect(typedHalalas('')).toBeNull();
    expect(typedHalalas('0')).toBeNull();
    expect(typedHalalas('1.005')).toBeNull();
    expect(typedHalalas(undefined)).toBeNull();
  });
});
