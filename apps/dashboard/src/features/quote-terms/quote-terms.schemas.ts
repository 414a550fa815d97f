import { z } from 'zod';
import type { QuoteTerms, QuoteTermsUpdate } from '@taseer/api';
import { basisPointsOfPercent, percentOfBasisPoints } from '@taseer/money';
import { toWesternDigits } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import {
  decimalPlaces,
  DECIMAL_TEXT,
  message,
  normalizeDecimal,
} from '../../shared/forms/form-rules';
import { vatWithoutNumber } from '../../shared/quote-terms/vat-number';
import { MESSAGE_PLACEHOLDERS } from './message-preview';
import { commercialRegistration, internationalPhone } from './seller-contact';

/**
 * The company's quote terms (contract: `QuoteTermsUpdate`, the server's own checks). Amounts and
 * numbers accept Arabic-Indic digits; the first broken rule of a field is the one reported.
 * The VAT rate is typed as a percent ("15", "5.5") and leaves the form in basis points (1500,
 * 550), converted by its figures (@taseer/money), as the contract carries every rate.
 */
/** In percent, as people type it (the contract's 10000 basis points). */
export const VAT_RATE_MAX = 100;
export const VALIDITY_HOURS_MIN = 1;
export const VALIDITY_HOURS_MAX = 720;
export const DELIVERY_FEE_MAX = 99_999;
export const TERMS_MAX = 2000;
export const MESSAGE_MAX = 1000;
/** "100.00" and "99999.00": the longest rate and fee there are. */
export const VAT_RATE_INPUT_MAX = 6;
export const DELIVERY_FEE_INPUT_MAX = 8;
export const VALIDITY_INPUT_MAX = 3;
/** 15 figures, with room for the spaces people group them with (the spaces are dropped). */
export const VAT_NUMBER_INPUT_MAX = 20;
/** The contract's limit on what is typed for the registration and each number (spaces included). */
export const COMMERCIAL_REGISTRATION_INPUT_MAX = 20;
export const PHONE_INPUT_MAX = 20;

/** A Saudi VAT registration number: 15 digits, starting and ending with 3. */
export const SAUDI_VAT_NUMBER = /^3[0-9]{13}3$/;

/** How prices are typed into a quote, as the form's choice names them. */
export const PRICE_ENTRY = ['excluded', 'included'] as const;
export type PriceEntry = (typeof PRICE_ENTRY)[number];

type Fail = (key: MessageKey) => never;

function failWith(context: z.RefinementCtx): Fail {
  return (key) => {
    context.addIssue({ code: 'custom', message: message(key) });
    return z.NEVER as never;
  };
}

/**
 * An amount of at most two decimals and `max`; an empty box is `empty()`. `read` turns the
 * checked figures into what is sent (the number itself by default).
 */
function amount(
  keys: { number: MessageKey; decimals: MessageKey; max: MessageKey },
  max: number,
  empty: (fail: Fail) => number,
  read: (text: string) => number | null = Number,
) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      const fail = failWith(context);
      const text = normalizeDecimal(raw ?? '');
      if (text === '') return empty(fail);
      if (!DECIMAL_TEXT.test(text)) return fail(keys.number);
      if (decimalPlaces(text) > 2) return fail(keys.decimals);
      if (Number(text) > max) return fail(keys.max);
      return read(text) ?? fail(keys.number);
    });
}

/**
 * An optional box of the seller's details: empty clears it (null), anything else must be what the
 * server takes, sent as it would save it.
 */
function sellerDetail(read: (text: string) => string | null, invalid: MessageKey) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      if ((raw ?? '').trim() === '') return null;
      return read(raw ?? '') ?? failWith(context)(invalid);
    });
}

/** The `{…}` in a message that are not placeholders the server fills (a typo the customer would see). */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{([^{}]*)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name));
}

export const quoteTermsSchema = z.object({
  /** Typed as a percent, sent in basis points. */
  vatRateBasisPoints: amount(
    {
      number: 'quoteTerms.validation.vatRateNumber',
      decimals: 'quoteTerms.validation.vatRateDecimals',
      max: 'quoteTerms.validation.vatRateMax',
    },
    VAT_RATE_MAX,
    (fail) => fail('quoteTerms.validation.vatRateRequired'),
    basisPointsOfPercent,
  ),
  vatNumber: z
    .string()
    .optional()
    .transform((raw, context) => {
      const text = toWesternDigits(raw ?? '').replace(/\s+/g, '');
      if (text === '') return null;
      if (!SAUDI_VAT_NUMBER.test(text)) return failWith(context)('quoteTerms.validation.vatNumber');
      return text;
    }),
  commercialRegistration: sellerDetail(
    commercialRegistration,
    'quoteTerms.validation.commercialRegistration',
  ),
  contactPhone: sellerDetail(internationalPhone, 'quoteTerms.validation.phone'),
  whatsappPhone: sellerDetail(internationalPhone, 'quoteTerms.validation.phone'),
  pricesIncludeVat: z
    .enum(PRICE_ENTRY, { error: message('quoteTerms.validation.pricesRequired') })
    .transform((entry) => entry === 'included'),
  validityHours: z
    .string()
    .optional()
    .transform((raw, context) => {
      const fail = failWith(context);
      const text = toWesternDigits(raw ?? '').trim();
      if (text === '') return fail('quoteTerms.validation.validityRequired');
      if (!/^[0-9]+$/.test(text)) return fail('quoteTerms.validation.validityNumber');
      const hours = Number(text);
      if (hours < VALIDITY_HOURS_MIN || hours > VALIDITY_HOURS_MAX) {
        return fail('quoteTerms.validation.validityRange');
      }
      return hours;
    }),
  deliveryFee: amount(
    {
      number: 'quoteTerms.validation.deliveryNumber',
      decimals: 'quoteTerms.validation.deliveryDecimals',
      max: 'quoteTerms.validation.deliveryMax',
    },
    DELIVERY_FEE_MAX,
    // No fee: delivery is free.
    () => 0,
  ),
  terms: z
    .string()
    .trim()
    .max(TERMS_MAX, message('quoteTerms.validation.termsMax'))
    .optional()
    .transform((text) => text || null),
  messageTemplate: z
    .string({ error: message('quoteTerms.validation.messageRequired') })
    .trim()
    .min(1, message('quoteTerms.validation.messageRequired'))
    .max(MESSAGE_MAX, message('quoteTerms.validation.messageMax'))
    .refine((text) => text.includes('{link}'), message('quoteTerms.validation.messageLink'))
    .refine(
      (text) => unknownPlaceholders(text).length === 0,
      message('quoteTerms.validation.messageUnknown'),
    ),
});

/**
 * Whether the form, as typed, charges VAT with no VAT number: a rate above 0 and an empty VAT
 * number box (a rate that cannot be read yet, or a number being typed, warns of nothing).
 */
export function typedVatWithoutNumber(rate: unknown, vatNumber: unknown): boolean {
  const basisPoints =
    typeof rate === 'string' ? basisPointsOfPercent(normalizeDecimal(rate)) : null;
  if (basisPoints === null) return false;
  return vatWithoutNumber({
    vatRateBasisPoints: basisPoints,
    vatNumber: typeof vatNumber === 'string' ? vatNumber : null,
  });
}

/** What a save sends: every term, the seller's details included (null clears one). */
export type QuoteTermsValues = z.output<typeof quoteTermsSchema> & QuoteTermsUpdate;

/** What the form starts with: the saved terms as text (the rate as a percent), no fee as an empty box. */
export function quoteTermsFormValues(saved: QuoteTerms) {
  return {
    vatRateBasisPoints: percentOfBasisPoints(saved.vatRateBasisPoints),
    vatNumber: saved.vatNumber ?? '',
    commercialRegistration: saved.commercialRegistration ?? '',
    contactPhone: saved.contactPhone ?? '',
    whatsappPhone: saved.whatsappPhone ?? '',
    pricesIncludeVat: (saved.pricesIncludeVat ? 'included' : 'excluded') satisfies PriceEntry,
    validityHours: String(saved.validityHours),
    deliveryFee: saved.deliveryFee === 0 ? '' : String(saved.deliveryFee),
    terms: saved.terms ?? '',
    messageTemplate: saved.messageTemplate,
  };
}

/** Whether the form holds the saved terms, so a save would change nothing. */
export function sameQuoteTerms(saved: QuoteTerms, update: QuoteTermsUpdate): boolean {
  return (
    update.vatRateBasisPoints === saved.vatRateBasisPoints &&
    (update.vatNumber ?? null) === (saved.vatNumber ?? null) &&
    (update.commercialRegistration ?? null) === (saved.commercialRegistration ?? null) &&
    (update.contactPhone ?? null) === (saved.contactPhone ?? null) &&
    (update.whatsappPhone ?? null) === (saved.whatsappPhone ?? null) &&
    update.pricesIncludeVat === saved.pricesIncludeVat &&
    update.validityHours === saved.validityHours &&
    update.deliveryFee === saved.deliveryFee &&
    (update.terms ?? null) === (saved.terms?.trim() || null) &&
    (update.messageTemplate ?? '') === saved.messageTemplate.trim()
  );
}
