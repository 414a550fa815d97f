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
