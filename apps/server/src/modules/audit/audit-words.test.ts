import { describe, expect, it } from 'vitest';
import { auditChangeText } from './audit-words.js';

describe('the VAT rate in the CSV', () => {
  it('reads a rate kept in basis points as a percent', () => {
    expect(
      auditChangeText({
        field: 'vatRateBasisPoints',
        format: 'basisPoints',
        item: null,
        before: 1500,
        after: 555,
      }),
    ).toBe('نسبة الضريبة: 15٪ ← 5.55٪');
  });

  it('still reads an event recorded before, under vatRatePercent in percent', () => {
    expect(
      auditChangeText({
        field: 'vatRatePercent',
        format: 'percent',
        item: null,
        before: 15,
        after: 5.5,
      }),
    ).toBe('نسبة الضريبة: 15٪ ← 5.5٪');
  });
});
