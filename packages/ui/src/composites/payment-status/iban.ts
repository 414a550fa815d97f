/**
 * An IBAN as people read and type it: letters upper case, in groups of four
 * («SA03 8000 0000 6080 1016 7519»); and as it is copied: one run, no spaces.
 */
export function compactIban(iban: string): string {
  return iban.replace(/[\s-]/g, '').toUpperCase();
}

export function groupIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
