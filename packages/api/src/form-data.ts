import type { PhoneNumber } from './types';

type FormValue = string | number | boolean | Blob | PhoneNumber | null | undefined;

/**
 * Builds the multipart body of `registerUser` and `updateUser`: a phone object becomes its JSON
 * text, numbers and booleans become text, files stay files, and empty values (undefined, null,
 * blank text) are left out so an edit only changes what was filled in.
 * Pass it as `bodySerializer` next to the typed `body`.
 */
export function toFormData(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, FormValue>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(name, value);
    } else if (typeof value === 'object') {
      form.append(name, JSON.stringify({ dialCode: value.dialCode, number: value.number }));
    } else if (typeof value === 'string') {
      if (value.trim() !== '') form.append(name, value);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}
