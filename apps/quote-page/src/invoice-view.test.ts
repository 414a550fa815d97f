import { describe, expect, it } from 'vitest';
import type { TaxDocument } from './quote-api';
import { invoiceView } from './invoice-view';

const invoice: TaxDocument = {
  id: '9d1f3c52-8a4e-4c1e-9d8e-2f1b7c0a6e11',
  kind: 'invoice',
  number: 'INV-000042',
  counter: 42,
  issuedAt: '2026-11-28T07:40:00.000Z',
  orderId: '5b0c7e1a-2d3f-4a5b-8c9d-0e1f2a3b4c5d',
  invoiceNumber: null,
  reason: null,
  seller: {
    legalNameAr: 'مؤسسة الريان لقطع الغيار',
    legalNameEn: 'Al Rayyan Auto Parts Est.',
    vatNumber: '310122393500003',
    commercialRegistration: '1010123456',
    address: {
      buildingNumber: '7421',
      street: 'طريق الملك فهد',
      district: 'العليا',
      city: 'الرياض',
      postalCode: '12214',
      additionalNumber: '3158',
    },
  },
  buyerName: 'محمد',
  lines: [
    {
      name: 'كمبروسر مكيف — أصلي',
      quantity: 1,
      unitNetHalalas: 145000,
      netHalalas: 145000,
      vatRateBasisPoints: 1500,
      vatHalalas: 21750,
    },
  ],
  netHalalas: 145000,
  vatHalalas: 21750,
  totalHalalas: 166750,
  qr: 'AVzZhdik2LPYs9ip',
  reporting: null,
};

describe('invoiceView', () => {
  it('writes the document in Arabic, whatever language the page is read in', () => {
    const view = invoiceView(invoice);
    // Riyadh time, Gregorian, Western digits.
    expect(view.issuedAt).toMatch(/^28 نوفمبر 2026.*10:40/);
    expect(view.totals.total).toMatch(/1,667\.50\sر\.س/);
    expect(view.seller.addressLines).toEqual([
      '7421 طريق الملك فهد، حي العليا',
      'الرياض 12214، الرقم الإضافي 3158',
    ]);
    expect(view.lines[0]).toMatchObject({
      unitPrice: '1,450.00',
      vat: '217.50',
      total: '1,667.50',
    });
  });
});
