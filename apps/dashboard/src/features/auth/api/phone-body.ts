import type { PhoneValue } from '../auth-navigation-state';

/**
 * The contract accepts a phone as an object or as the JSON text of one; the specification sends
 * the text on sign-up and activation and the object elsewhere, and the app keeps to that.
 */
export function phoneObject(phone: PhoneValue): PhoneValue {
  return { dialCode: phone.dialCode, number: phone.number };
}

export function phoneJsonText(phone: PhoneValue): string {
  return JSON.stringify(phoneObject(phone));
}
