import { describe, expect, it } from 'vitest';
import { ROLES } from '@taseer/api';
import { homeReadsQuoteTerms, vatWithoutNumber } from './vat-number';

describe('VAT charged without a VAT number', () => {
  it.each([
    [1500, null],
    [1500, ''],
    [550, '   '],
    [1, null],
  ])('is warned of at %d basis points with the VAT number %j', (vatRateBasisPoints, vatNumber) => {
    expect(vatWithoutNumber({ vatRateBasisPoints, vatNumber })).toBe(true);
  });

  it.each([
    [0, null, 'no VAT is charged'],
    [1500, '310123456700003', 'the VAT number is there'],
    [0, '310123456700003', 'both'],
  ])('is not at %d basis points with %j (%s)', (vatRateBasisPoints, vatNumber, _reason) => {
    expect(vatWithoutNumber({ vatRateBasisPoints, vatNumber })).toBe(false);
  });
});

describe('who reads the quote terms for the warning on the home', () => {
  it('the company only: the terms answer 403 to every other role, which never asks', () => {
    expect(ROLES.filter(homeReadsQuoteTerms)).toEqual(['admin']);
    expect(homeReadsQuoteTerms(null)).toBe(false);
    expect(homeReadsQuoteTerms(undefined)).toBe(false);
  });
});
