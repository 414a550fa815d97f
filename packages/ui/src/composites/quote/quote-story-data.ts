import type { QuoteLineView, QuoteTotalsView } from './quote-types';

/** A Riyadh shop's quote for a Camry, the data every quote story draws from. */

export const STORY_NOW = '2026-11-24T09:00:00.000Z';
export const STORY_ISSUED = '2026-11-24T07:30:00.000Z';
export const STORY_VALID_UNTIL = '2026-11-26T07:30:00.000Z';

export const PRICE_LINE: QuoteLineView = {
  id: 'oil-filter',
  name: 'فلتر زيت',
  partNumber: '04152-YZZA1',
  quantity: 2,
  state: 'priced',
  note: null,
  options: [{ kind: null, unitHalalas: 3550, lineHalalas: 7100, brand: null, deliveryDays: null }],
};

export const ALTERNATIVES_LINE: QuoteLineView = {
  id: 'compressor',
  name: 'كمبروسر مكيف',
  partNumber: '88320-06290',
  quantity: 1,
  state: 'priced',
  note: null,
  options: [
    {
      kind: 'original',
      unitHalalas: 185000,
      lineHalalas: 185000,
      brand: 'Toyota Genuine',
      deliveryDays: 3,
    },
    { kind: 'commercial', unitHalalas: 98000, lineHalalas: 98000, brand: 'Denso', deliveryDays: 1 },
    { kind: 'used', unitHalalas: 45000, lineHalalas: 45000, brand: null, deliveryDays: 0 },
  ],
};

export const UNAVAILABLE_LINE: QuoteLineView = {
  id: 'mirror',
  name: 'مرآة جانبية يمين كهربائية مع إشارة',
  partNumber: null,
  quantity: 1,
  state: 'unavailable',
  note: 'نفدت الكمية، ونتوقع وصولها خلال أسبوعين',
  options: [],
};

export const LONG_NAME_LINE: QuoteLineView = {
  id: 'pads',
  name: 'فحمات فرامل أمامية سيراميك أصلية مع حساسات التآكل ومجموعة التركيب الكاملة',
  partNumber: '04465-33450',
  quantity: 4,
  state: 'priced',
  note: null,
  options: [
    {
      kind: 'original',
      unitHalalas: 42000,
      lineHalalas: 168000,
      brand: 'Akebono',
      deliveryDays: 2,
    },
    {
      kind: 'commercial',
      unitHalalas: 19500,
      lineHalalas: 78000,
      brand: 'Brembo',
      deliveryDays: 12,
    },
  ],
};

const MORE: QuoteLineView[] = [
  ['plugs', 'بواجي إيريديوم', 4, 3725],
  ['air-filter', 'فلتر هواء', 1, 6500],
  ['cabin-filter', 'فلتر مكيف', 1, 4500],
  ['wipers', 'مساحات زجاج أمامية', 2, 3000],
  ['belt', 'سير مكينة', 1, 12000],
].map(([id, name, quantity, unit]) => ({
  id: String(id),
  name: String(name),
  partNumber: null,
  quantity: Number(quantity),
  state: 'priced' as const,
  note: null,
  options: [
    {
      kind: null,
      unitHalalas: Number(unit),
      lineHalalas: Number(unit) * Number(quantity),
      brand: null,
      deliveryDays: null,
    },
  ],
}));

export const FEW_LINES = [PRICE_LINE, ALTERNATIVES_LINE, UNAVAILABLE_LINE];
export const MANY_LINES = [...FEW_LINES, LONG_NAME_LINE, ...MORE];

/** 71.00 + 1,850.00 = 1,921.00; 15 % = 288.15; total 2,209.15. */
export const TOTALS: QuoteTotalsView = {
  subtotalHalalas: 192100,
  deliveryHalalas: 0,
  vatHalalas: 28815,
  totalHalalas: 220915,
  vatRateBasisPoints: 1500,
  pricesIncludeVat: false,
};

/** With a 25.00 delivery fee: (1,921.00 + 25.00) × 15 % = 291.90. */
export const TOTALS_WITH_DELIVERY: QuoteTotalsView = {
  ...TOTALS,
  deliveryHalalas: 2500,
  vatHalalas: 29190,
  totalHalalas: 223790,
};

/** Prices entered with VAT: 1,921.00 holds 250.57 of VAT. */
export const TOTALS_INCLUSIVE: QuoteTotalsView = {
  subtotalHalalas: 192100,
  deliveryHalalas: 0,
  vatHalalas: 25057,
  totalHalalas: 192100,
  vatRateBasisPoints: 1500,
  pricesIncludeVat: true,
};

/** The customer took the filter and the commercial compressor: 71.00 + 980.00, + 15 %. */
export const ACCEPTED_TOTALS: QuoteTotalsView = {
  ...TOTALS,
  subtotalHalalas: 105100,
  vatHalalas: 15765,
  totalHalalas: 120865,
};

export const TERMS =
  'الأسعار شاملة التركيب في فروعنا. الضمان على القطع الأصلية سنة، وعلى التجارية ستة أشهر، ولا ضمان على المستعمل.\nيُستلم الطلب خلال 3 أيام من تأكيده، وإلا أُلغي.';
