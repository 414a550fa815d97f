import { describe, expect, it } from 'vitest';
import { saudiIban } from './iban.js';

describe('saudiIban', () => {
  it('takes a Saudi IBAN written with spaces and small letters', () => {
    expect(saudiIban('sa03 8000 0000 6080 1016 7519')).toBe('SA0380000000608010167519');
  });

  it('refuses a mistyped digit, another country and a short number', () => {
    expect(saudiIban('SA0380000000608010167518')).toBeNull();
    expect(saudiIban('GB82WEST12345698765432')).toBeNull();
    expect(saudiIban('SA03800000006080')).toBeNull();
  });
});
