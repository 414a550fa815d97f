import { describe, expect, it } from 'vitest';
import { ROLES } from '@taseer/api';
import { translate } from '../../i18n/translate';
import { homeReadsTaxProfile, missingFieldsText, taxProfileIncomplete } from './tax-profile-query';

describe('the home’s "tax profile is incomplete" notice', () => {
  it('is read by the company only: the profile answers 403 to every other role, which never asks', () => {
    expect(ROLES.filter(homeReadsTaxProfile)).toEqual(['admin']);
    expect(homeReadsTaxProfile(null)).toBe(false);
  });

  it('shows while an invoice still lacks something, for a company charging VAT', () => {
    const vat = { vatRateBasisPoints: 1500 };
    expect(taxProfileIncomplete({ missing: ['vatNumber'] }, vat)).toBe(true);
    expect(taxProfileIncomplete({ missing: [] }, vat)).toBe(false);
    // No VAT, no tax invoice: nothing to ask of a company not registered for VAT.
    expect(taxProfileIncomplete({ missing: ['vatNumber'] }, { vatRateBasisPoints: 0 })).toBe(false);
  });

  it('names what is missing as the form names its boxes, in its order', () => {
    const ar = (key: Parameters<typeof translate>[1]) => translate('ar', key);
    const en = (key: Parameters<typeof translate>[1]) => translate('en', key);
    expect(missingFieldsText(['legalNameAr', 'vatNumber', 'address.postalCode'], ar)).toBe(
      'الاسم القانوني بالعربية، الرقم الضريبي، الرمز البريدي',
    );
    expect(missingFieldsText(['address.city'], en)).toBe('City');
  });
});
