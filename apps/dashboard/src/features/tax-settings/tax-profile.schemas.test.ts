import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import { serverFieldErrors } from '../../shared/forms/server-field-errors';
import type { TaxProfile } from '../../shared/tax-profile/tax-profile-query';
import {
  branchAddressSchema,
  NO_BRANCH,
  sameTaxProfile,
  TAX_PROFILE_FORM_FIELDS,
  taxProfileFormValues,
  taxProfileSchema,
  type TaxProfileUpdate,
} from './tax-profile.schemas';

const BRANCH = '6f1c2b7e-3d4a-4e5b-9c8d-1a2b3c4d5e6f';

/** A company that never filled its profile (what the server answers then). */
const empty: TaxProfile = {
  legalNameAr: null,
  legalNameEn: null,
  vatNumber: null,
  commercialRegistration: null,
  address: {
    buildingNumber: null,
    street: null,
    district: null,
    city: null,
    postalCode: null,
    additionalNumber: null,
  },
  issuingBranchId: null,
  missing: [
    'legalNameAr',
    'vatNumber',
    'commercialRegistration',
    'address.buildingNumber',
    'address.street',
    'address.district',
    'address.city',
    'address.postalCode',
    'address.additionalNumber',
  ],
};

/** A complete profile, its invoices named after one of its branches. */
const complete: TaxProfile = {
  legalNameAr: 'مؤسسة الريان لقطع غيار السيارات',
  legalNameEn: 'Al Rayyan Auto Parts Est.',
  vatNumber: '310123456700003',
  commercialRegistration: '1010123456',
  address: {
    buildingNumber: '1234',
    street: 'طريق الملك فهد',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12211',
    additionalNumber: '5678',
  },
  issuingBranchId: BRANCH,
  missing: [],
};

type Fields = Record<string, string | undefined>;

/** The form as the screen submits it: every box, flattened to its name (`address.city`). */
function boxes(saved: TaxProfile): Fields {
  const { address, ...rest } = taxProfileFormValues(saved);
  return {
    ...rest,
    ...Object.fromEntries(
      Object.entries(address).map(([part, value]) => [`address.${part}`, value]),
    ),
  };
}

function submit(saved: TaxProfile, change: Fields) {
  return submitForm(taxProfileSchema, { ...boxes(saved), ...change });
}

function refuses(change: Fields, field: string, key: MessageKey, arabic: string) {
  expect(submit(complete, change).errors[field]).toBe(key);
  expect(translate('ar', key)).toBe(arabic);
}

describe('tax profile form', () => {
  it('starts empty for a company that never filled it, and saves it empty: nothing is required to save', () => {
    expect(boxes(empty)).toEqual({
      legalNameAr: '',
      legalNameEn: '',
      vatNumber: '',
      commercialRegistration: '',
      'address.buildingNumber': '',
      'address.street': '',
      'address.district': '',
      'address.city': '',
      'address.postalCode': '',
      'address.additionalNumber': '',
      issuingBranchId: NO_BRANCH,
    });
    const answer = submit(empty, {});
    expect(answer.status).toBe('success');
    expect(answer.value).toEqual({
      legalNameAr: null,
      legalNameEn: null,
      vatNumber: null,
      commercialRegistration: null,
      address: {
        buildingNumber: null,
        street: null,
        district: null,
        city: null,
        postalCode: null,
        additionalNumber: null,
      },
      issuingBranchId: null,
    });
    expect(sameTaxProfile(empty, answer.value as TaxProfileUpdate)).toBe(true);
  });

  it('saves part of a profile: what is typed goes, the rest stays missing', () => {
    const answer = submit(empty, { legalNameAr: ' مؤسسة الريان ', 'address.city': 'جدة' });
    expect(answer.status).toBe('success');
    expect(answer.value).toMatchObject({
      legalNameAr: 'مؤسسة الريان',
      vatNumber: null,
      address: { city: 'جدة', street: null },
    });
  });

  it('starts from the saved profile, and a save of it unchanged changes nothing', () => {
    expect(boxes(complete)).toMatchObject({
      vatNumber: '310123456700003',
      'address.postalCode': '12211',
      issuingBranchId: BRANCH,
    });
    const answer = submit(complete, {});
    expect(answer.status).toBe('success');
    expect(sameTaxProfile(complete, answer.value as TaxProfileUpdate)).toBe(true);
    const renamed = submit(complete, { legalNameEn: '' });
    expect(sameTaxProfile(complete, renamed.value as TaxProfileUpdate)).toBe(false);
  });

  it('takes digits typed in Arabic-Indic figures or grouped with spaces, and sends Western ones', () => {
    const answer = submit(empty, {
      vatNumber: '٣١٠١ ٢٣٤٥ ٦٧٠٠ ٠٠٣',
      commercialRegistration: '١٠١٠ ١٢٣٤٥٦',
      'address.buildingNumber': '١٢٣٤',
      'address.postalCode': ' ١٢٢١١ ',
      'address.additionalNumber': '٥٦٧٨',
    });
    expect(answer.status).toBe('success');
    expect(answer.value).toMatchObject({
      vatNumber: '310123456700003',
      commercialRegistration: '1010123456',
      address: { buildingNumber: '1234', postalCode: '12211', additionalNumber: '5678' },
    });
  });

  it('sends no branch as null (the company alone on its invoices), and a branch by its id', () => {
    expect(submit(complete, { issuingBranchId: NO_BRANCH }).value).toMatchObject({
      issuingBranchId: null,
    });
    expect(submit(empty, { issuingBranchId: BRANCH }).value).toMatchObject({
      issuingBranchId: BRANCH,
    });
  });

  it('refuses a VAT number that is not 15 digits starting and ending with 3, as the server does', () => {
    for (const vatNumber of [
      '31012345670000',
      '310123456700004',
      '210123456700003',
      '3101234567O0003',
    ]) {
      refuses(
        { vatNumber },
        'vatNumber',
        'taxSettings.validation.vatNumber',
        'الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به',
      );
    }
  });

  it('refuses a commercial registration that is not 10 digits', () => {
    for (const commercialRegistration of ['101012345', '10101234567', '10101234ab']) {
      refuses(
        { commercialRegistration },
        'commercialRegistration',
        'taxSettings.validation.commercialRegistration',
        'رقم السجل التجاري 10 أرقام',
      );
    }
  });

  it('checks the national address’s numbers: building 4, postal code 5, additional 4 digits', () => {
    refuses(
      { 'address.buildingNumber': '123' },
      'address.buildingNumber',
      'taxSettings.validation.buildingNumber',
      'رقم المبنى 4 أرقام',
    );
    refuses(
      { 'address.postalCode': '1221' },
      'address.postalCode',
      'taxSettings.validation.postalCode',
      'الرمز البريدي 5 أرقام',
    );
    refuses(
      { 'address.additionalNumber': '56789' },
      'address.additionalNumber',
      'taxSettings.validation.additionalNumber',
      'الرقم الإضافي 4 أرقام',
    );
  });

  it('asks for the legal name in Arabic, and keeps names and places within the contract', () => {
    refuses(
      { legalNameAr: 'Al Rayyan Est.' },
      'legalNameAr',
      'taxSettings.validation.legalNameArabic',
      'اكتب الاسم القانوني بالعربية كما في السجل التجاري',
    );
    expect(submit(complete, { legalNameEn: 'A'.repeat(201) }).errors.legalNameEn).toBe(
      'taxSettings.validation.legalNameMax',
    );
    expect(submit(complete, { 'address.city': 'م'.repeat(101) }).errors['address.city']).toBe(
      'taxSettings.validation.cityMax',
    );
    expect(submit(complete, { 'address.street': 'ش'.repeat(200) }).status).toBe('success');
  });
});

describe('the server’s refusals', () => {
  it('go under the box they name, the address’s parts by their dotted names', () => {
    const errors = [
      { field: 'address.city', message: 'المدينة مطلوبة' },
      { field: 'vatNumber', message: 'الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به' },
      { field: 'issuingBranchId', message: 'الفرع المختار غير موجود' },
    ];
    expect(serverFieldErrors(errors, TAX_PROFILE_FORM_FIELDS)).toEqual({
      'address.city': ['المدينة مطلوبة'],
      vatNumber: ['الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به'],
      issuingBranchId: ['الفرع المختار غير موجود'],
    });
  });
});

describe('a branch’s own address', () => {
  it('needs every part, the numbers as ZATCA writes them (Arabic-Indic digits read as Western)', () => {
    expect(
      submitForm(branchAddressSchema, {
        buildingNumber: '٧٤١٢',
        street: ' طريق الملك عبدالعزيز ',
        district: 'الروضة',
        city: 'جدة',
        postalCode: '23435',
        additionalNumber: '3311',
      }),
    ).toMatchObject({
      status: 'success',
      value: {
        buildingNumber: '7412',
        street: 'طريق الملك عبدالعزيز',
        district: 'الروضة',
        city: 'جدة',
        postalCode: '23435',
        additionalNumber: '3311',
      },
    });
    const refused = submitForm(branchAddressSchema, {
      buildingNumber: '74',
      street: '',
      district: 'الروضة',
      city: '   ',
      postalCode: '2343',
      additionalNumber: '3311',
    });
    expect(refused.status).toBe('error');
    // The messages are catalogue keys, worded when shown.
    expect(refused.errors).toEqual({
      buildingNumber: 'taxSettings.validation.buildingNumber',
      street: 'taxSettings.validation.streetRequired',
      city: 'taxSettings.validation.cityRequired',
      postalCode: 'taxSettings.validation.postalCode',
    });
  });
});
