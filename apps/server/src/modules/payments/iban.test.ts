import { describe, expect, it } from 'vitest';
import { normalisedIban } from './iban.js';

describe('normalisedIban', () => {
  it('takes a Saudi IBAN written with spaces and small letters', () => {
    expect(normalisedIban('sa03 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
  });

  it('refuses a mistyped digit, another country and a short number', () => {
    expect(normalisedIban('SA0380000000608010167518')).toBeNull();
    expect(normalisedIban('GB82WEST12345698765432')).toBeNull();
    expect(normalisedIban('SA03800000006080')).toBeNull();
  });
});
