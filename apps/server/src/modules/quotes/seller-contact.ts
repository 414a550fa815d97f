/**
 * The seller's numbers and registration as customers see them: phone numbers are kept in
 * international form, so the page can offer `tel:` and `wa.me` links that work from abroad.
 */

const SAUDI_DIAL_CODE = '966';

/**
 * A number as a shop writes it (`0112345678`, `0501234567`, `501234567`, `+966 50 123 4567`,
 * `00966…`) in international form, `+9665…`; a Saudi unified number (`920012345`) stays as it is,
 * since it has no international form. Null when it is none of these.
 */
export function internationalPhone(text: string): string | null {
  const compact = text.replace(/[\s\-()]/g, '');
  if (/^920\d{6}$/.test(compact)) return compact;
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : null;
  if (international !== null) {
    if (!/^\d{8,15}$/.test(international)) return null;
    if (international.startsWith(SAUDI_DIAL_CODE)) {
      return saudiNational(international.slice(SAUDI_DIAL_CODE.length));
    }
    return `+${international}`;
  }
  if (/^0\d{9}$/.test(compact)) return saudiNational(compact.slice(1));
  if (/^5\d{8}$/.test(compact)) return saudiNational(compact);
  return null;
}

/** A Saudi number after its dial code: 9 digits, a mobile (5…) or a landline (1…, 4…, 6…, 7…). */
function saudiNational(national: string): string | null {
  return /^[14567]\d{8}$/.test(national) ? `+${SAUDI_DIAL_CODE}${national}` : null;
}
