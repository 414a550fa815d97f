import { describe, expect, it } from 'vitest';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { priceOfferSchema, priceSchema, typedPrice } from './price.schemas';

const PIECE_A = '1c7a5b9f-3d2e-4f40-8b8c-6d7e8f9a0b1c';
const PIECE_B = '2d8b6c0a-4e3f-4a51-9c9d-7e8f9a0b1c2d';

function priceError(text: string | undefined) {
  const result = priceSchema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('a piece price as typed', () => {
  it.each([
    ['350', 350],
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['0.01', 0.01],
    [' 99 ', 99],
    ['999999999', 999_999_999],
    ['٣٥٠', 350],
    ['۱۲٫۵', 12.5],
  ])('accepts %j as %d SAR', (text, price) => {
    expect(priceSchema.parse(text)).toBe(price);
  });

  it('asks for a price when the box is missing or blank', () => {
    expect(priceError(undefined)).toBe('offers.validation.priceRequired');
    expect(priceError('')).toBe('offers.validation.priceRequired');
    expect(priceError('   ')).toBe('offers.validation.priceRequired');
  });

  it.each(['abc', '12,5', '-5', '+5', '1e3', '12.', '.5', '1.2.3', '12 5'])(
    'asks for figures only in %j',
    (text) => {
      expect(priceError(text)).toBe('offers.validation.priceNumber');
    },
  );

  it('refuses more than two decimals', () => {
    expect(priceError('12.345')).toBe('offers.validation.priceDecimals');
    expect(priceError('0.001')).toBe('offers.validation.priceDecimals');
  });

  it('refuses zero', () => {
    expect(priceError('0')).toBe('offers.validation.pricePositive');
    expect(priceError('0.00')).toBe('offers.validation.pricePositive');
  });

  it('refuses more than 9 characters', () => {
    expect(priceError('1234567890')).toBe('offers.validation.priceMax');
    expect(priceError('123456.789')).toBe('offers.validation.priceMax');
  });

  it('gives the live total only valid prices', () => {
    expect(typedPrice('45.25')).toBe(45.25);
    expect(typedPrice('45.255')).toBeUndefined();
    expect(typedPrice('')).toBeUndefined();
    expect(typedPrice(undefined)).toBeUndefined();
  });
});

describe('the price offer form', () => {
  it('sends every piece with its price as a number', () => {
    const result = submitForm(priceOfferSchema, {
      'pieces[0].id': PIECE_A,
      'pieces[0].price': '350',
      'pieces[1].id': PIECE_B,
      'pieces[1].price': '12.75',
    });
    expect(result.status).toBe('success');
    expect(result.value).toEqual({
      pieces: [
        { id: PIECE_A, price: 350 },
        { id: PIECE_B, price: 12.75 },
      ],
    });
  });

  it('requires a price for every piece and names each box that lacks one', () => {
    const result = submitForm(priceOfferSchema, {
      'pieces[0].id': PIECE_A,
      'pieces[0].price': '',
      'pieces[1].id': PIECE_B,
      'pieces[1].price': '0',
    });
    expect(result.status).toBe('error');
    expect(result.errors).toEqual({
      'pieces[0].price': 'offers.validation.priceRequired',
      'pieces[1].price': 'offers.validation.pricePositive',
    });
  });
});
