import { describe, expect, it } from 'vitest';
import type { QuoteTerms } from '@taseer/api';
import { toWesternDigits } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';
import { submitForm } from '../../shared/forms/form-test-helpers';
import {
  quoteTermsFormValues,
  quoteTermsSchema,
  sameQuoteTerms,
  typedVatWithoutNumber,
  unknownPlaceholders,
  type QuoteTermsValues,
} from './quote-terms.schemas';

const DEFAULT_TEMPLATE =
  'مرحبًا {customer}، عرض سعر طلبك {ref} جاهز: الإجمالي {total} شامل الضريبة، صالح حتى {validUntil}. اطّلع على التفاصيل واختر ما يناسبك من هنا: {link}';

const saved: QuoteTerms = {
  vatRateBasisPoints: 1500,
  vatNumber: null,
  pricesIncludeVat: false,
  validityHours: 48,
  deliveryFee: 0,
  terms: null,
  messageTemplate: DEFAULT_TEMPLATE,
  defaultMessageTemplate: DEFAULT_TEMPLATE,
  commercialRegistration: null,
  contactPhone: null,
  whatsappPhone: null,
};

/** The form as a company leaves it after opening it: the saved terms. */
const filled = quoteTermsFormValues(saved);

function submit(change: Record<string, string | undefined>) {
  return submitForm(quoteTermsSchema, { ...filled, ...change });
}

function refuses(field: string, typed: string, key: MessageKey, arabic: string) {
  expect(submit({ [field]: typed }).errors[field]).toBe(key);
  expect(translate('ar', key)).toBe(arabic);
}

describe('quote terms form', () => {
  it('starts from the saved terms and sends them back as the contract has them', () => {
    expect(filled).toEqual({
      vatRateBasisPoints: '15',
      vatNumber: '',
      commercialRegistration: '',
      contactPhone: '',
      whatsappPhone: '',
      pricesIncludeVat: 'excluded',
      validityHours: '48',
      deliveryFee: '',
      terms: '',
      messageTemplate: DEFAULT_TEMPLATE,
    });
    expect(submit({})).toEqual({
      status: 'success',
      value: {
        vatRateBasisPoints: 1500,
        vatNumber: null,
        commercialRegistration: null,
        contactPhone: null,
        whatsappPhone: null,
        pricesIncludeVat: false,
        validityHours: 48,
        deliveryFee: 0,
        terms: null,
        messageTemplate: DEFAULT_TEMPLATE,
      },
      errors: {},
    });
  });

  it('reads every term typed, Arabic-Indic digits included', () => {
    expect(
      submit({
        vatRateBasisPoints: '٥٫٥',
        vatNumber: ' 3101 2345 6700 003 ',
        commercialRegistration: '١٠١٠ ١٢٣٤٥٦',
        contactPhone: '011 234 5678',
        whatsappPhone: '٠٥٠١٢٣٤٥٦٧',
        pricesIncludeVat: 'included',
        validityHours: '٧٢',
        deliveryFee: '17.50',
        terms: '  الضمان سنة على القطع الأصلية  ',
        messageTemplate: ' {customer}، عرضك هنا: {link} ',
      }).value,
    ).toEqual({
      vatRateBasisPoints: 550,
      vatNumber: '310123456700003',
      commercialRegistration: '1010123456',
      contactPhone: '+966112345678',
      whatsappPhone: '+966501234567',
      pricesIncludeVat: true,
      validityHours: 72,
      deliveryFee: 17.5,
      terms: 'الضمان سنة على القطع الأصلية',
      messageTemplate: '{customer}، عرضك هنا: {link}',
    });
  });

  describe('VAT rate', () => {
    it.each([
      ['0', 0],
      ['100', 10000],
      ['15', 1500],
      ['12.75', 1275],
      // 5.55 × 100 is 554.999… in floating point: the figures are read, not multiplied.
      ['5.55', 555],
      ['0.07', 7],
      ['٠٫٠٥', 5],
      ['100.00', 10000],
    ])('takes %j as a percent and sends it in basis points (%d)', (typed, basisPoints) => {
      expect(submit({ vatRateBasisPoints: typed }).value).toMatchObject({
        vatRateBasisPoints: basisPoints,
      });
    });

    it.each([
      [0, '0'],
      [1500, '15'],
      [550, '5.5'],
      [555, '5.55'],
      [5, '0.05'],
      [10000, '100'],
    ])(
      'shows %d saved basis points as the percent %j, which sends them back unchanged',
      (basisPoints, shown) => {
        const form = quoteTermsFormValues({ ...saved, vatRateBasisPoints: basisPoints });
        expect(form.vatRateBasisPoints).toBe(shown);
        expect(submitForm(quoteTermsSchema, form).value).toMatchObject({
          vatRateBasisPoints: basisPoints,
        });
      },
    );

    it.each([
      [
        '',
        'quoteTerms.validation.vatRateRequired',
        'نسبة الضريبة مطلوبة، وتُكتب 0 إن لم تكن الشركة مسجّلة في الضريبة',
      ],
      ['15%', 'quoteTerms.validation.vatRateNumber', 'أدخل النسبة أرقامًا فقط، مثل 15 أو 5.5'],
      ['-1', 'quoteTerms.validation.vatRateNumber', 'أدخل النسبة أرقامًا فقط، مثل 15 أو 5.5'],
      ['15.125', 'quoteTerms.validation.vatRateDecimals', 'يجب ألا تتجاوز النسبة خانتين عشريتين'],
      ['100.01', 'quoteTerms.validation.vatRateMax', 'يجب ألا تتجاوز النسبة 100%'],
    ])('refuses %j', (typed, key, arabic) => {
      refuses('vatRateBasisPoints', typed, key as MessageKey, arabic);
    });
  });

  describe('VAT number', () => {
    it('is optional', () => {
      expect(submit({ vatNumber: '   ' }).value).toMatchObject({ vatNumber: null });
    });

    it.each(['300000000000003', '399999999999993', '٣١٠١٢٣٤٥٦٧٠٠٠٠٣'])(
      'takes %s, 15 digits starting and ending with 3',
      (typed) => {
        expect(submit({ vatNumber: typed }).status).toBe('success');
      },
    );

    it.each([
      ['30000000000003', 'fourteen digits'],
      ['3000000000000003', 'sixteen digits'],
      ['100000000000003', 'a first digit other than 3'],
      ['300000000000001', 'a last digit other than 3'],
      ['3000000000000O3', 'a letter'],
    ])('refuses %s (%s) with one clear message', (typed) => {
      refuses(
        'vatNumber',
        typed,
        'quoteTerms.validation.vatNumber',
        'الرقم الضريبي 15 رقمًا يبدأ بالرقم 3 وينتهي به، مثل 310123456700003',
      );
    });
  });

  describe('commercial registration', () => {
    it('is optional: an empty box clears it', () => {
      expect(submit({ commercialRegistration: '  ' }).value).toMatchObject({
        commercialRegistration: null,
      });
    });

    it.each(['1010123456', '7001234567', ' 1010 123 456 ', '١٠١٠١٢٣٤٥٦'])(
      'takes %j, 10 digits',
      (typed) => {
        expect(submit({ commercialRegistration: typed }).value).toMatchObject({
          commercialRegistration: toWesternDigits(typed).replace(/\s/g, ''),
        });
      },
    );

    it.each([
      ['101012345', 'nine digits'],
      ['10101234567', 'eleven digits'],
      ['1010-123456', 'a dash'],
      ['CR1010123456', 'letters'],
    ])('refuses %s (%s), as the server would', (typed) => {
      refuses(
        'commercialRegistration',
        typed,
        'quoteTerms.validation.commercialRegistration',
        'رقم السجل التجاري 10 أرقام، مثل 1010123456',
      );
    });
  });

  describe.each(['contactPhone', 'whatsappPhone'])('%s', (field) => {
    it('is optional: an empty box clears it (the company’s own number, or the contact number)', () => {
      expect(submit({ [field]: ' ' }).value).toMatchObject({ [field]: null });
    });

    it.each([
      ['0501234567', '+966501234567'],
      ['0112345678', '+966112345678'],
      ['501234567', '+966501234567'],
      ['+966 50 123 4567', '+966501234567'],
      ['00966501234567', '+966501234567'],
      ['(011) 234-5678', '+966112345678'],
      ['920012345', '920012345'],
      ['+971501234567', '+971501234567'],
      ['٠٥٠١٢٣٤٥٦٧', '+966501234567'],
    ])('takes %j and sends it as the server saves it, %s', (typed, sent) => {
      expect(submit({ [field]: typed }).value).toMatchObject({ [field]: sent });
    });

    it.each([
      ['050123456', 'a local number one digit short'],
      ['0201234567', 'no Saudi mobile or landline prefix'],
      ['+96605012345', 'the trunk 0 after the dial code'],
      ['+1234567', 'seven digits abroad'],
      ['92001234', 'a unified number one digit short'],
      ['0501234567 ext 2', 'words'],
    ])('refuses %j (%s), as the server would', (typed) => {
      refuses(
        field,
        typed,
        'quoteTerms.validation.phone',
        'اكتب رقمًا سعوديًا مثل 0501234567 أو 0112345678 أو 920012345، أو رقمًا دوليًا يبدأ بـ +',
      );
    });
  });

  it('asks how prices are entered when neither is chosen', () => {
    expect(submit({ pricesIncludeVat: undefined }).errors.pricesIncludeVat).toBe(
      'quoteTerms.validation.pricesRequired',
    );
    expect(submit({ pricesIncludeVat: 'maybe' }).errors.pricesIncludeVat).toBe(
      'quoteTerms.validation.pricesRequired',
    );
  });

  describe('validity', () => {
    it.each([
      ['1', 1],
      ['720', 720],
    ])('takes %s hours', (typed, hours) => {
      expect(submit({ validityHours: typed }).value).toMatchObject({ validityHours: hours });
    });

    it.each([
      ['', 'quoteTerms.validation.validityRequired', 'مدة الصلاحية مطلوبة'],
      ['48.5', 'quoteTerms.validation.validityNumber', 'أدخل عدد الساعات رقمًا صحيحًا، مثل 48'],
      ['يومان', 'quoteTerms.validation.validityNumber', 'أدخل عدد الساعات رقمًا صحيحًا، مثل 48'],
      [
        '0',
        'quoteTerms.validation.validityRange',
        'مدة الصلاحية من ساعة واحدة إلى 720 ساعة (30 يومًا)',
      ],
      [
        '721',
        'quoteTerms.validation.validityRange',
        'مدة الصلاحية من ساعة واحدة إلى 720 ساعة (30 يومًا)',
      ],
    ])('refuses %j', (typed, key, arabic) => {
      refuses('validityHours', typed, key as MessageKey, arabic);
    });
  });

  describe('delivery fee', () => {
    it.each([
      ['', 0],
      ['0', 0],
      ['25', 25],
      ['17.5', 17.5],
      ['99999', 99_999],
    ])('takes %j as %d SAR (empty is free delivery)', (typed, fee) => {
      expect(submit({ deliveryFee: typed }).value).toMatchObject({ deliveryFee: fee });
    });

    it.each([
      [
        '25 ريال',
        'quoteTerms.validation.deliveryNumber',
        'أدخل رسوم التوصيل أرقامًا فقط، مثل 25 أو 17.50',
      ],
      [
        '12.345',
        'quoteTerms.validation.deliveryDecimals',
        'يجب ألا تتجاوز رسوم التوصيل خانتين عشريتين',
      ],
      ['100000', 'quoteTerms.validation.deliveryMax', 'يجب ألا تتجاوز رسوم التوصيل 99,999 ريال'],
    ])('refuses %j', (typed, key, arabic) => {
      refuses('deliveryFee', typed, key as MessageKey, arabic);
    });
  });

  it('takes terms of 2000 characters and no more', () => {
    expect(submit({ terms: 'ش'.repeat(2000) }).status).toBe('success');
    refuses(
      'terms',
      'ش'.repeat(2001),
      'quoteTerms.validation.termsMax',
      'يجب ألا تتجاوز الشروط 2000 حرف',
    );
  });

  describe('chat message', () => {
    it('takes 1000 characters with the link, and no more', () => {
      const link = ' {link}';
      expect(submit({ messageTemplate: 'ر'.repeat(1000 - link.length) + link }).status).toBe(
        'success',
      );
      refuses(
        'messageTemplate',
        'ر'.repeat(1001 - link.length) + link,
        'quoteTerms.validation.messageMax',
        'يجب ألا تتجاوز الرسالة 1000 حرف',
      );
    });

    it('is required', () => {
      refuses(
        'messageTemplate',
        '  ',
        'quoteTerms.validation.messageRequired',
        'اكتب نص الرسالة، أو استعد النص الافتراضي',
      );
    });

    it('must carry the link, or the customer cannot open the quote', () => {
      refuses(
        'messageTemplate',
        'مرحبًا {customer}، عرضك جاهز بإجمالي {total}',
        'quoteTerms.validation.messageLink',
        'يجب أن تتضمن الرسالة {link} ليصل رابط العرض إلى العميل',
      );
    });

    it('refuses a placeholder the server does not fill, which the customer would see as is', () => {
      refuses(
        'messageTemplate',
        'مرحبًا {name}، عرضك هنا: {link}',
        'quoteTerms.validation.messageUnknown',
        'في الرسالة متغير غير معروف. المتاح فقط: {customer} {ref} {total} {validUntil} {link}',
      );
      expect(unknownPlaceholders('{Customer} {ref} { link } {} {link}')).toEqual([
        'Customer',
        ' link ',
        '',
      ]);
      expect(unknownPlaceholders(DEFAULT_TEMPLATE)).toEqual([]);
    });
  });
});

describe('whether a save changes anything', () => {
  const asSaved = submit({}).value as QuoteTermsValues;

  it('nothing when the form holds the saved terms', () => {
    expect(sameQuoteTerms(saved, asSaved)).toBe(true);
    expect(sameQuoteTerms({ ...saved, terms: '  ' }, asSaved)).toBe(true);
  });

  it('nothing when a number saved in international form is shown back as it was saved', () => {
    const withSeller: QuoteTerms = {
      ...saved,
      commercialRegistration: '1010123456',
      contactPhone: '+966112345678',
      whatsappPhone: '920012345',
    };
    const shownBack = submitForm(quoteTermsSchema, quoteTermsFormValues(withSeller));
    expect(sameQuoteTerms(withSeller, shownBack.value as QuoteTermsValues)).toBe(true);
    // Typed again in local form, it is the same number.
    const retyped = submitForm(quoteTermsSchema, {
      ...quoteTermsFormValues(withSeller),
      contactPhone: '0112345678',
    });
    expect(sameQuoteTerms(withSeller, retyped.value as QuoteTermsValues)).toBe(true);
  });

  it.each([
    ['vatRateBasisPoints', 500],
    ['vatNumber', '310123456700003'],
    ['commercialRegistration', '1010123456'],
    ['contactPhone', '+966112345678'],
    ['whatsappPhone', '+966501234567'],
    ['pricesIncludeVat', true],
    ['validityHours', 72],
    ['deliveryFee', 20],
    ['terms', 'الضمان سنة'],
    ['messageTemplate', 'عرضك هنا: {link}'],
  ])('something when %s changed', (field, value) => {
    expect(sameQuoteTerms(saved, { ...asSaved, [field]: value })).toBe(false);
  });
});

describe('the warning of VAT charged without a VAT number, as the form is typed', () => {
  it.each([
    ['15', ''],
    ['15', '   '],
    ['٥٫٥', ''],
    ['0.01', ''],
  ])('warns at a rate of %j with the VAT number box %j', (rate, vatNumber) => {
    expect(typedVatWithoutNumber(rate, vatNumber)).toBe(true);
  });

  it.each([
    ['0', '', 'no VAT'],
    ['0.00', '', 'no VAT'],
    ['15', '310123456700003', 'a VAT number'],
    ['15', '3101', 'a VAT number being typed (its own message says what is wrong)'],
    ['', '', 'a rate not typed yet'],
    ['15%', '', 'a rate that cannot be read'],
    [undefined, undefined, 'boxes the form has not filled'],
  ])('does not warn at %j with %j (%s)', (rate, vatNumber, _reason) => {
    expect(typedVatWithoutNumber(rate, vatNumber)).toBe(false);
  });

  it('does not stop the save', () => {
    expect(submit({ vatRateBasisPoints: '15', vatNumber: '' }).status).toBe('success');
  });
});
