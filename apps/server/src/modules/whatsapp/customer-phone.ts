/** Dial codes of the countries customers of a Saudi parts shop write from most. */
const DIAL_CODES = [
  '966',
  '971',
  '965',
  '973',
  '974',
  '968',
  '967',
  '962',
  '963',
  '961',
  '249',
  '212',
  '213',
  '216',
  '880',
  '977',
  '20',
  '91',
  '92',
  '63',
  '94',
  '44',
  '1',
];

/**
 * A WhatsApp id (the number with its country code, digits only) as the product's phone: the
 * dial code with its plus and the national number, with the trunk 0 where a Saudi number has it.
 */
export function phoneOfWhatsappId(waId: string): { dialCode: string; number: string } {
  const code = DIAL_CODES.find((dial) => waId.startsWith(dial) && waId.length > dial.length + 5);
  if (!code) return { dialCode: `+${waId.slice(0, 3)}`, number: waId.slice(3) };
  const national = waId.slice(code.length);
  return { dialCode: `+${code}`, number: code === '966' ? `0${national}` : national };
}
