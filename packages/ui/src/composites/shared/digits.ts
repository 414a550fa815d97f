// Arabic keyboards and SMS apps often produce Arabic-Indic (٠-٩) or Eastern Arabic-Indic (۰-۹)
// digits; the product stores and shows Western digits, so input is normalised on the way in.
const ARABIC_INDIC_ZERO = 0x0660;
const EASTERN_ARABIC_INDIC_ZERO = 0x06f0;

/** Replaces Arabic-Indic and Eastern Arabic-Indic digits by Western ones; other text is unchanged. */
export function toWesternDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= EASTERN_ARABIC_INDIC_ZERO ? EASTERN_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - zero);
  });
}

/** Only the digits of the text, in Western form ("٠٥٠ 12-3" → "050123"). */
export function digitsOnly(text: string): string {
  return toWesternDigits(text).replace(/\D/g, '');
}
