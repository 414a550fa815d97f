import { digitsOnly, toWesternDigits } from '../shared/digits';

/** The spec's one-time codes have four digits. */
export const OTP_LENGTH = 4;

/** What to do with the text that arrived in one box (typed, pasted or autofilled). */
export type BoxEntry =
  | { kind: 'set'; value: string } // one digit, or '' when the box was cleared
  | { kind: 'fill'; digits: string[] } // a whole code: fill every box
  | { kind: 'reject' }; // a letter or symbol: the box keeps its value

/**
 * Reads a box's new text. A box holds only a digit or nothing; when a digit is typed over a
 * filled box the newest one wins; a whole code (pasted, or autofilled by the phone from the SMS)
 * fills every box. Arabic-Indic digits count as digits and are kept in Western form.
 */
export function readBoxEntry(raw: string, length: number = OTP_LENGTH): BoxEntry {
  const western = toWesternDigits(raw);
  if (western === '') return { kind: 'set', value: '' };
  const whole = pastedCode(western, length);
  if (whole) return { kind: 'fill', digits: whole };
  const newest = western.at(-1) ?? '';
  return /^\d$/.test(newest) ? { kind: 'set', value: newest } : { kind: 'reject' };
}

/**
 * True when the key types the very digit its box already shows ("4" over "4"). The box's text does
 * not change, so no change event comes and focus would stay: the box moves on as for any digit.
 */
export function retypesSameDigit(key: string, current: string): boolean {
  return current !== '' && /^\d$/.test(toWesternDigits(key)) && toWesternDigits(key) === current;
}

/** The digits of a pasted code when it holds exactly `length` of them ("12 34", "١٢٣٤"), else null. */
export function pastedCode(text: string, length: number = OTP_LENGTH): string[] | null {
  const digits = digitsOnly(text);
  return digits.length === length ? digits.split('') : null;
}
