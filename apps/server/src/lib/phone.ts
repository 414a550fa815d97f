/** A mobile number as the contract's PhoneNumber: dial code with its plus, 10 local digits. */
export interface Phone {
  dialCode: string;
  number: string;
}

/**
 * The international form an SMS gateway expects: the national trunk 0 is dropped, so
 * +966 / 0500000001 becomes +966500000001.
 */
export function toInternational(phone: Phone): string {
  return `${phone.dialCode}${phone.number.replace(/^0/, '')}`;
}

/** A stable key for per-phone counters. */
export function phoneKey(phone: Phone): string {
  return `${phone.dialCode}:${phone.number}`;
}

/**
 * `+966 5•••••567`: enough to recognise the number, not to read it (a customer on his quote
 * link, a failed sign-in in the audit log). The national trunk 0 is not written after a dial
 * code.
 */
export function maskedPhone(dialCode: string, number: string): string {
  const national = number.replace(/^0/, '');
  if (national.length <= 4) return `${dialCode} ${'•'.repeat(national.length)}`;
  return `${dialCode} ${national.slice(0, 1)}${'•'.repeat(national.length - 4)}${national.slice(-3)}`;
}
