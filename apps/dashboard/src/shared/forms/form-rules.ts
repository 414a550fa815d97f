import { z } from 'zod';
import { toWesternDigits } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';

/**
 * Building blocks of the list screens' forms. Messages are catalogue keys (the forms translate
 * them), so one schema serves Arabic and English and tests can name the exact rule that failed.
 */
export const message = (key: MessageKey) => key;

/** The spec's limits (section 9). */
export const NAME_MAX = 50;
export const PHONE_LENGTH = 10;
export const DEFAULT_DIAL_CODE = '+966';

/** A required text, trimmed: missing and blank both say `required`. */
export function requiredText(required: MessageKey) {
  return z
    .string({ error: message(required) })
    .trim()
    .min(1, message(required));
}

export const dialCodeSchema = z
  .string({ error: message('form.dialCodeRequired') })
  .trim()
  .regex(/^\+[0-9]{1,4}$/, message('form.dialCodeRequired'));

/**
 * An amount as typed (salary, VAT rate, delivery fee): trimmed, with Arabic-Indic digits and the
 * Arabic decimal separator (٫), as Arabic keyboards type them, read as figures.
 */
export function normalizeDecimal(raw: string): string {
  return toWesternDigits(raw)
    .trim()
    .replace(/\u066b/g, '.');
}

/** Figures with an optional fraction: no sign, exponent, grouping or spaces. */
export const DECIMAL_TEXT = /^[0-9]+(\.[0-9]+)?$/;

/** How many figures follow the decimal point of a `DECIMAL_TEXT`. */
export function decimalPlaces(text: string): number {
  return (text.split('.')[1] ?? '').length;
}
