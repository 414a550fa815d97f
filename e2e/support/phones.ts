import { randomInt } from 'node:crypto';

export interface Phone {
  dialCode: string;
  number: string;
}

/** The configured superadmin of every server this suite starts (the server's default). */
export const SUPERADMIN_PHONE: Phone = { dialCode: '+966', number: '0500000001' };

/**
 * A Saudi mobile number no other test of the run uses: random, clear of the fixed 05000000xx
 * range. Random rather than counted because tests run in several processes.
 */
export function newPhone(): Phone {
  return { dialCode: '+966', number: `05${String(randomInt(10_000_000, 99_999_999))}` };
}

/** What the gateway sees: the national 0 dropped after the dial code. */
export function international(phone: Phone): string {
  return `${phone.dialCode}${phone.number.replace(/^0/, '')}`;
}
