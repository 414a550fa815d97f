/** A Saudi VAT registration number: 15 digits, starting and ending with 3. */
export function isSaudiVatNumber(text: string): boolean {
  return /^3[0-9]{13}3$/.test(text);
}

/** A commercial registration (or the unified national number that replaces it): 10 digits. */
export function isCommercialRegistration(text: string): boolean {
  return /^\d{10}$/.test(text);
}
