import { toWesternDigits } from '@taseer/ui';

/**
 * The seller's registration and numbers as the server takes them (its seller-contact.ts, which
 * this mirrors so the form refuses what the server would, and compares with what it would save).
 * Arabic-Indic digits are read as figures; the server reads Western ones only.
 */

const SAUDI_DIAL_CODE = '966';

/** A Saudi number after its dial code: 9 digits, a mobile (5…) or a landline (1…, 4…, 6…, 7…). */
function saudiNational(national: string): string | null {
  return /^[14567][0-9]{8}$/.test(national) ? `+${SAUDI_DIAL_CODE}${national}` : null;
}

/**
 * A number as a shop writes it (`0112345678`, `0501234567`, `501234567`, `+966 50 123 4567`,
 * `00966…`) in international form, `+9665…`; a unified number (`920012345`) stays as it is, since
 * it has no international form. Null when it is none of these.
 */
export function internationalPhone(text: string): string | null {
  const compact = toWesternDigits(text).replace(/[\s\-()]/g, '');
  if (/^920[0-9]{6}$/.test(compact)) return compact;
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null;
  if (international !== null) {
    if (!/^[0-9]{8,15}$/.test(international)) return null;
    if (international.startsWith(SAUDI_DIAL_CODE)) {
      return saudiNational(international.slice(SAUDI_DIAL_CODE.length));
    }
    return `+${international}`;
  }
  if (/^0[0-9]{9}$/.test(compact)) return saudiNational(compact.slice(1));
  if (/^5[0-9]{8}$/.test(compact)) return saudiNational(compact);
  return null;
}

/** A commercial registration (or the unified number that replaces it): 10 digits, spaces dropped. */
export function commercialRegistration(text: string): string | null {
  const compact = toWesternDigits(text).replace(/\s+/g, '');
  return /^[0-9]{10}$/.test(compact) ? compact : null;
}
