import { describe, expect, it } from 'vitest';
import type { Piece, Quote } from '@taseer/api';
import {
  checkDraft,
  draftFor,
  priceText,
  quoteFormKey,
  serverFieldOf,
  withMode,
  withoutLineErrors,
  withReusedPrice,
} from './quote-draft';
import { draftSubtotalHalalas } from './draft-preview';

const piece = (id: string, quantity = 1): Piece => ({
  _id: id,
  name_ar: `قطعة ${id}`,
  name_en: null,
  serial: null,
  quantity,
  price: null,
  status: 'pending',
});

const pieces = [piece('a', 2), piece('b'), piece('c')];

describe('checkDraft', () => {
  it('turns a price, alternatives and an unavailable part into the request', () => {
    const [a, b, c] = draftFor(pieces);
    const result = checkDraft([
      { ...a!, price: '١٢٫٥' },
      {
        ...withMode(b!, 'alternatives'),
        alternatives: [
          { kind: 'original', price: '300', brand: ' Denso ', deliveryDays: '3' },
          { kind: 'used', price: '120', brand: '', deliveryDays: '' },
        ],
      },
      { ...withMode(c!, 'unavailable'), note: ' نفدت ' },
    ]);
    expect(result).toEqual({
      ok: true,
      lines: [
        { pieceId: 'a', options: [{ price: 12.5 }] },
        {
          pieceId: 'b',
          options: [
            { kind: 'original', price: 300, brand: 'Denso', deliveryDays: 3 },
            { kind: 'used', price: 120 },
          ],
        },
        { pieceId: 'c', unavailable: true, note: 'نفدت' },
      ],
    });
  });

  it('names every box that is wrong', () => {
    const [a, b] = draftFor(pieces);
    const result = checkDraft([
      { ...a!, price: '' },
      {
        ...withMode(b!, 'alternatives'),
        alternatives: [
          { kind: 'original', price: '10.555', brand: '', deliveryDays: 'x' },
          { kind: 'original', price: '5', brand: '', deliveryDays: '' },
        ],
      },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: {
        'a.price': 'offers.validation.priceRequired',
        'b.alternatives.0.price': 'offers.validation.priceDecimals',
        'b.alternatives.0.days': 'offers.validation.deliveryDays',
        'b.alternatives.1.kind': 'offers.validation.kindRepeated',
      },
    });
  });

  it('refuses an offer where nothing is priced', () => {
    const draft = draftFor(pieces).map((line) => withMode(line, 'unavailable'));
    expect(checkDraft(draft)).toEqual({
      ok: false,
      errors: { form: 'offers.validation.nonePriced' },
    });
  });
});

describe('draftFor', () => {
  it('starts a new version from the newest one', () => {
    const quote = {
      lines: [
        {
          pieceId: 'a',
          state: 'priced',
          note: null,
          options: [
            { kind: null, unitHalalas: 1250, lineHalalas: 2500, brand: null, deliveryDays: null },
          ],
        },
        {
          pieceId: 'b',
          state: 'priced',
          note: null,
          options: [
            {
              kind: 'original',
              unitHalalas: 30000,
              lineHalalas: 30000,
              brand: 'Denso',
              deliveryDays: 2,
            },
            {
              kind: 'commercial',
              unitHalalas: 9000,
              lineHalalas: 9000,
              brand: null,
              deliveryDays: null,
            },
          ],
        },
        { pieceId: 'c', state: 'unavailable', note: 'نفدت', options: [] },
      ],
    } as unknown as Quote;
    const draft = draftFor(pieces, quote);
    expect(draft.map((line) => line.mode)).toEqual(['price', 'alternatives', 'unavailable']);
    expect(draft[0]?.price).toBe('12.50');
    expect(draft[1]?.alternatives[0]).toEqual({
      kind: 'original',
      price: '300',
      brand: 'Denso',
      deliveryDays: '2',
    });
    expect(draft[2]?.note).toBe('نفدت');
  });
});

describe('draftSubtotalHalalas', () => {
  it('adds the first option of each priced line, times its quantity, exactly', () => {
    const [a, b, c] = draftFor(pieces);
    const draft = [
      { ...a!, price: '0.1' },
      {
        ...withMode(b!, 'alternatives'),
        alternatives: [{ kind: 'original' as const, price: '0.2', brand: '', deliveryDays: '' }],
      },
      { ...c!, price: 'abc' },
    ];
    expect(draftSubtotalHalalas(draft, pieces)).toBe(2 * 10 + 20);
  });
});

describe('serverFieldOf', () => {
  it('puts a server error under the box it is about', () => {
    const [a, b] = draftFor(pieces);
    const draft = [a!, withMode(b!, 'alternatives')];
    expect(serverFieldOf(draft, 'lines.0.options.0.price')).toBe('a.price');
    expect(serverFieldOf(draft, 'lines.1.options.1.price')).toBe('b.alternatives.1.price');
    expect(serverFieldOf(draft, 'lines.1.options.0.kind')).toBe('b.alternatives.0.kind');
    expect(serverFieldOf(draft, 'lines')).toBe('form');
    expect(serverFieldOf(draft, 'lines.9.options.0.price')).toBe('form');
  });
});

describe('withoutLineErrors', () => {
  it('takes a refused part’s errors away once it is edited, so its box is no longer red', () => {
    const refused = {
      'a.price': 'سعر القطعة رقم 1: يجب أن يكون السعر أكبر من صفر',
      'b.alternatives.1.price': 'سعر القطعة رقم 2، البديل 2: يجب أن يكون السعر أكبر من صفر',
      form: 'بيانات عرض السعر غير صالحة',
    };
    expect(withoutLineErrors(refused, 'a')).toEqual({
      'b.alternatives.1.price': refused['b.alternatives.1.price'],
      form: refused.form,
    });
    expect(withoutLineErrors(refused, 'b')).toEqual({
      'a.price': refused['a.price'],
      form: refused.form,
    });
  });
});

describe('priceText', () => {
  it('writes halalas as riyals the price box reads back exactly', () => {
    expect(priceText(45_000)).toBe('450');
    expect(priceText(12_345)).toBe('123.45');
    expect(priceText(12_340)).toBe('123.40');
    expect(priceText(5)).toBe('0.05');
    expect(priceText(0)).toBe('0');
    for (const halalas of [1, 99, 100, 12_345, 99_999_999]) {
      const [line] = draftFor([piece('x')]);
      const result = checkDraft([{ ...line!, price: priceText(halalas) }]);
      const option = result.ok ? result.lines[0] : undefined;
      expect(option && 'options' in option ? option.options?.[0]?.price : undefined).toBe(
        halalas / 100,
      );
    }
  });
});

describe('withReusedPrice', () => {
  it('fills the unit price of a line priced once', () => {
    const [line] = draftFor([piece('a')]);
    expect(withReusedPrice({ ...line!, price: '12' }, 39_050)).toMatchObject({
      mode: 'price',
      price: '390.50',
    });
  });

  it('fills the first alternative, leaving the others', () => {
    const [line] = draftFor([piece('a')]);
    const alternatives = withMode(line!, 'alternatives');
    const reused = withReusedPrice(alternatives, 45_000);
    expect(reused.mode).toBe('alternatives');
    expect(reused.alternatives.map((alternative) => alternative.price)).toEqual(['450', '']);
    expect(reused.alternatives[0]?.kind).toBe('original');
  });

  it('brings a line marked unavailable back to one price', () => {
    const [line] = draftFor([piece('a')]);
    expect(withReusedPrice(withMode(line!, 'unavailable'), 100)).toMatchObject({
      mode: 'price',
      price: '1',
    });
  });
});

describe('quoteFormKey', () => {
  it('stays the same when only the claim or the update time changed', () => {
    expect(quoteFormKey(pieces, 0)).toBe(
      quoteFormKey(
        pieces.map((each) => ({ ...each })),
        0,
      ),
    );
  });

  it('changes with a new version or a piece priced or canceled', () => {
    const base = quoteFormKey(pieces, 1);
    expect(quoteFormKey(pieces, 2)).not.toBe(base);
    expect(quoteFormKey([{ ...pieces[0]!, price: 35.5 }, ...pieces.slice(1)], 1)).not.toBe(base);
    expect(quoteFormKey([{ ...pieces[0]!, status: 'canceled' }, ...pieces.slice(1)], 1)).not.toBe(
      base,
    );
  });
});
