/**
 * A Saudi IBAN (`SA`, two check digits, 20 more digits) without spaces and in capitals, or null
 * when it is not one: its ISO 13616 check digits must hold (mod 97 = 1), so a mistyped digit is
 * caught before a customer transfers money to it.
 */
export function normalisedIban(text: string): string | null {
  const iban = text.replace(/[\s-]/g, '').toUpperCase();
  if (!/^SA[0-9]{2}[0-9A-Z]{20}$/.test(iban)) return null;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1 ? iban : null;
}
