import { z } from 'zod';
import type { components } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';
import { message } from '../../shared/forms/form-rules';
import {
  commercialRegistrationNumber,
  digitsOfLength,
  saudiVatNumber,
} from '../../shared/tax-profile/seller-numbers';
import type { TaxProfile } from '../../shared/tax-profile/tax-profile-query';

/**
 * The company's tax profile (contract: `TaxProfileUpdate`, and the server's own checks in
 * apps/server/src/modules/invoices/tax-profile.service.ts). Every box may be left empty: the
 * profile is saved as far as it goes, and the screen says what an invoice still needs. What is
 * typed must be what the server takes; digits may be typed in Arabic-Indic figures, and leave the
 * form in Western ones. The first broken rule of a box is the one reported.
 */

export type TaxProfileUpdate = components['schemas']['TaxProfileUpdate'];

export const LEGAL_NAME_MAX = 200;
export const STREET_MAX = 200;
export const DISTRICT_MAX = 200;
export const CITY_MAX = 100;
/** 15 figures, with room for the spaces people group them with (the spaces are dropped). */
export const VAT_NUMBER_INPUT_MAX = 20;
export const COMMERCIAL_REGISTRATION_INPUT_MAX = 20;
/** The contract's limit on the building, postal and additional numbers as typed. */
export const ADDRESS_NUMBER_INPUT_MAX = 10;

/** The issuing branch's choice that names no branch: the invoices carry the company alone. */
export const NO_BRANCH = 'company';

/** The server's test for a legal name in Arabic: at least one Arabic letter. */
const ARABIC_LETTER = /[\u0621-\u064A]/;

type Fail = (key: MessageKey) => never;

function failWith(context: z.RefinementCtx): Fail {
  return (key) => {
    context.addIssue({ code: 'custom', message: message(key) });
    return z.NEVER as never;
  };
}

/** A text box: trimmed, empty is none (null), longer than `max` refused. */
function text(max: number, tooLong: MessageKey, check?: (text: string) => MessageKey | null) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      const trimmed = raw?.trim() ?? '';
      if (trimmed === '') return null;
      if (trimmed.length > max) return failWith(context)(tooLong);
      const problem = check?.(trimmed) ?? null;
      return problem ? failWith(context)(problem) : trimmed;
    });
}

/** A number box: empty is none (null); anything else must read as the number `read` takes. */
function number(read: (text: string) => string | null, invalid: MessageKey) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      if ((raw ?? '').trim() === '') return null;
      return read(raw ?? '') ?? failWith(context)(invalid);
    });
}

export const taxProfileSchema = z.object({
  legalNameAr: text(LEGAL_NAME_MAX, 'taxSettings.validation.legalNameMax', (name) =>
    ARABIC_LETTER.test(name) ? null : 'taxSettings.validation.legalNameArabic',
  ),
  legalNameEn: text(LEGAL_NAME_MAX, 'taxSettings.validation.legalNameMax'),
  vatNumber: number(saudiVatNumber, 'taxSettings.validation.vatNumber'),
  commercialRegistration: number(
    commercialRegistrationNumber,
    'taxSettings.validation.commercialRegistration',
  ),
  address: z.object({
    buildingNumber: number(
      (typed) => digitsOfLength(typed, 4),
      'taxSettings.validation.buildingNumber',
    ),
    street: text(STREET_MAX, 'taxSettings.validation.streetMax'),
    district: text(DISTRICT_MAX, 'taxSettings.validation.districtMax'),
    city: text(CITY_MAX, 'taxSettings.validation.cityMax'),
    postalCode: number((typed) => digitsOfLength(typed, 5), 'taxSettings.validation.postalCode'),
    additionalNumber: number(
      (typed) => digitsOfLength(typed, 4),
      'taxSettings.validation.additionalNumber',
    ),
  }),
  issuingBranchId: z
    .string()
    .optional()
    .transform((id) => (!id || id === NO_BRANCH ? null : id)),
}) satisfies z.ZodType<TaxProfileUpdate, unknown>;

/** What the form starts with: the saved profile as boxes, no branch as the company itself. */
export function taxProfileFormValues(saved: TaxProfile) {
  return {
    legalNameAr: saved.legalNameAr ?? '',
    legalNameEn: saved.legalNameEn ?? '',
    vatNumber: saved.vatNumber ?? '',
    commercialRegistration: saved.commercialRegistration ?? '',
    address: {
      buildingNumber: saved.address.buildingNumber ?? '',
      street: saved.address.street ?? '',
      district: saved.address.district ?? '',
      city: saved.address.city ?? '',
      postalCode: saved.address.postalCode ?? '',
      additionalNumber: saved.address.additionalNumber ?? '',
    },
    issuingBranchId: saved.issuingBranchId ?? NO_BRANCH,
  };
}

const ADDRESS_PARTS = [
  'buildingNumber',
  'street',
  'district',
  'city',
  'postalCode',
  'additionalNumber',
] as const;

/** Whether a save would change nothing: every field as saved (empty and none alike). */
export function sameTaxProfile(saved: TaxProfile, update: TaxProfileUpdate): boolean {
  const same = (next: string | null | undefined, stored: string | null) =>
    (next ?? null) === (stored || null);
  return (
    same(update.legalNameAr, saved.legalNameAr) &&
    same(update.legalNameEn, saved.legalNameEn) &&
    same(update.vatNumber, saved.vatNumber) &&
    same(update.commercialRegistration, saved.commercialRegistration) &&
    ADDRESS_PARTS.every((part) => same(update.address[part], saved.address[part])) &&
    same(update.issuingBranchId, saved.issuingBranchId)
  );
}

/** The form's boxes, by the names the server's messages are put under (`address.city`). */
export const TAX_PROFILE_FORM_FIELDS = [
  'legalNameAr',
  'legalNameEn',
  'vatNumber',
  'commercialRegistration',
  ...ADDRESS_PARTS.map((part) => `address.${part}`),
  'issuingBranchId',
] as const;

export type BranchAddressInput = components['schemas']['BranchAddressInput'];

/** A required text box: trimmed, empty refused, longer than `max` refused. */
function requiredText(max: number, missing: MessageKey, tooLong: MessageKey) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      const trimmed = raw?.trim() ?? '';
      if (trimmed === '') return failWith(context)(missing);
      return trimmed.length > max ? failWith(context)(tooLong) : trimmed;
    });
}

/** A required number box: empty refused; else it must read as the number `read` takes. */
function requiredNumber(
  read: (text: string) => string | null,
  missing: MessageKey,
  invalid: MessageKey,
) {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      if ((raw ?? '').trim() === '') return failWith(context)(missing);
      return read(raw ?? '') ?? failWith(context)(invalid);
    });
}

/** A branch's own national address (contract: `BranchAddressInput`): every part is needed. */
export const branchAddressSchema = z.object({
  buildingNumber: requiredNumber(
    (typed) => digitsOfLength(typed, 4),
    'taxSettings.validation.buildingNumberRequired',
    'taxSettings.validation.buildingNumber',
  ),
  street: requiredText(
    STREET_MAX,
    'taxSettings.validation.streetRequired',
    'taxSettings.validation.streetMax',
  ),
  district: requiredText(
    DISTRICT_MAX,
    'taxSettings.validation.districtRequired',
    'taxSettings.validation.districtMax',
  ),
  city: requiredText(
    CITY_MAX,
    'taxSettings.validation.cityRequired',
    'taxSettings.validation.cityMax',
  ),
  postalCode: requiredNumber(
    (typed) => digitsOfLength(typed, 5),
    'taxSettings.validation.postalCodeRequired',
    'taxSettings.validation.postalCode',
  ),
  additionalNumber: requiredNumber(
    (typed) => digitsOfLength(typed, 4),
    'taxSettings.validation.additionalNumberRequired',
    'taxSettings.validation.additionalNumber',
  ),
}) satisfies z.ZodType<BranchAddressInput, unknown>;
