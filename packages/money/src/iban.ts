/**
 * A Saudi IBAN as it is stored (`SA`, two check digits and 20 more characters, capitals without
 * spaces), or null when it is not one: its ISO 13616 check digits must hold (mod 97 = 1), so a
 * mistyped digit is caught before a customer transfers money to it. The server and the settings
 * form apply this one rule; the form turns Arabic-Indic digits into Western ones first.
 */
export function saudiIban(text: string): string | null {
  const iban = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^SA[0-9]{2}[0-9A-Z]{20}$/.test(iban)) return null;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : null;
}
