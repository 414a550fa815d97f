import { describe, expect, it } from 'vitest';
import { TAX_REPORTING_TONES } from './tax-document-columns';

describe('reporting badges', () => {
  it('colour each ZATCA state by how much it needs the staff', () => {
    expect(TAX_REPORTING_TONES).toEqual({
      reported: 'success',
      reported_with_warnings: 'warning',
      rejected: 'danger',
      pending: 'neutral',
    });
  });
});
