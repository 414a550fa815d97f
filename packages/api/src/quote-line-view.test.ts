import { describe, expect, it } from 'vitest';
import { quoteLineView } from './quote-line-view';
import type { QuoteLine } from './types';

const line: QuoteLine = {
  pieceId: '7d1f2b7e-0c4d-4d61-9a55-2f0f6f0e6b01',
  name_ar: 'فحمات فرامل',
  name_en: 'Brake pads',
  serial: '04465-33471',
  quantity: 2,
  state: 'priced',
  note: null,
  options: [
    { kind: 'original', unitHalalas: 42000, lineHalalas: 84000, brand: 'Toyota', deliveryDays: 2 },
  ],
};

describe('quoteLineView', () => {
  it('keeps the line as the contract has it, named in the reader’s language', () => {
    expect(quoteLineView(line, 'ar')).toEqual({
      id: line.pieceId,
      name: 'فحمات فرامل',
      partNumber: '04465-33471',
      quantity: 2,
      state: 'priced',
      note: null,
      options: line.options,
    });
    expect(quoteLineView(line, 'en').name).toBe('Brake pads');
  });

  it('falls back to the Arabic name when there is no English one', () => {
    expect(quoteLineView({ ...line, name_en: null }, 'en').name).toBe('فحمات فرامل');
    expect(quoteLineView({ ...line, name_en: '  ' }, 'en').name).toBe('فحمات فرامل');
  });

  it('copies the options, so a screen never changes the cached quote', () => {
    const view = quoteLineView(line, 'ar');
    expect(view.options[0]).not.toBe(line.options[0]);
  });
});
