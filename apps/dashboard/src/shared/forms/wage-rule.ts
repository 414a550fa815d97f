import { z } from 'zod';
import type { MessageKey } from '../../i18n/ar';
import { decimalPlaces, DECIMAL_TEXT, message, normalizeDecimal } from './form-rules';

/**
 * The monthly wage of one employee, one rule for the company form's wage and /salary (the salary
 * new companies take), as the contract states it for both: riyals of 2 to 6 digits (the
 * specification's "wage 2 to 6 characters"), that is 10 to 999,999, with at most two decimals
 * (halalas). Arabic-Indic digits and the Arabic decimal separator count as figures.
 */
export const WAGE_MIN = 10;
export const WAGE_MAX = 999_999.99;
/** "999999.99" is the longest wage there is. */
export const WAGE_INPUT_MAX = 9;

/** The typed wage as plain figures, or the first rule it breaks (a catalogue key). */
export function checkWage(
  raw: string,
): { ok: true; text: string } | { ok: false; key: MessageKey } {
  const text = normalizeDecimal(raw);
  if (text === '') return { ok: false, key: 'wage.validation.required' };
  if (!DECIMAL_TEXT.test(text)) return { ok: false, key: 'wage.validation.number' };
  if (decimalPlaces(text) > 2) return { ok: false, key: 'wage.validation.decimals' };
  const wage = Number(text);
  if (wage < WAGE_MIN || wage > WAGE_MAX) return { ok: false, key: 'wage.validation.range' };
  return { ok: true, text: String(wage) };
}

/** A wage box: the amount written plainly (`0200.50` → `200.5`), or the rule it breaks. */
export const wageText = z
  .string({ error: message('wage.validation.required') })
  .transform((raw, context) => {
    const checked = checkWage(raw);
    if (checked.ok) return checked.text;
    context.addIssue({ code: 'custom', message: message(checked.key) });
    return z.NEVER;
  });
