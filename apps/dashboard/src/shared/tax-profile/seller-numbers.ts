import { toWesternDigits } from '@taseer/ui';

/**
 * The seller's numbers as the server takes them (its lib/saudi-registration.ts and the tax
 * profile's digit rules): Arabic-Indic digits read as figures and the spaces people group them
 * with dropped, so the form refuses what the server would and sends what it would save. Null when
 * the text is not one.
 */

/** A Saudi VAT registration number: 15 digits, starting and ending with 3. */
export function saudiVatNumber(text: string): string | null {
  const compact = compactDigits(text);
  return /^3[0-9]{13}3$/.test(compact) ? compact : null;
}

/** A commercial registration (or the unified national number that replaces it): 10 digits. */
export function commercialRegistrationNumber(text: string): string | null {
  return digitsOfLength(text, 10);
}

/** Exactly `length` digits (a national address's building, postal and additional numbers). */
export function digitsOfLength(text: string, length: number): string | null {
  const compact = compactDigits(text);
  return compact.length === length && /^[0-9]+$/.test(compact) ? compact : null;
}

function compactDigits(text: string): string {
  return toWesternDigits(text).replace(/\s+/g, '');
}
