import { describe, expect, it } from 'vitest';
import { compactIban, groupIban } from './iban';

describe('IBAN', () => {
  it('groups a Saudi IBAN in fours, the last group shorter', () => {
    expect(groupIban('SA0380000000608010167519')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(groupIban('GB29NWBK60161331926819')).toBe('GB29 NWBK 6016 1331 9268 19');
  });

  it('reads what people typed: spaces, dashes, lower case', () => {
    expect(groupIban(' sa03 8000-0000 6080 1016 7519 ')).toBe('SA03 8000 0000 6080 1016 7519');
    expect(compactIban('sa03 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
  });

  it('leaves an empty value empty', () => {
    expect(groupIban('')).toBe('');
  });
});
