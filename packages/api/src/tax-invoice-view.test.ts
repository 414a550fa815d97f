import { describe, expect, it } from 'vitest';
import type { components } from './generated/schema';
import {
  taxDocumentAddressLines,
  taxInvoiceView,
  type TaxInvoiceWriting,
} from './tax-invoice-view';

type TaxDocument = components['schemas']['TaxDocument'];

const writing: TaxInvoiceWriting = {
  money: (halalas) => `${(halalas / 100).toFixed(2)} ر.س.`,
  dateTime: (iso) => `[${iso}]`,
  words: { district: 'حي', additionalNumber: 'الرقم الإضافي' },
};

const invoice: TaxDocument = {
  id: '5b0f3f8e-7c43-4a0f-9d0e-1f7a2d7c9e11',
  kind: 'invoice',
  number: 'INV-000042',
  counter: 42,
  issuedAt: '2026-11-28T07:40:00.000Z',
  orderId: '2d6c1b8a-5f47-4e0a-8b9d-3c2e1f0a9b87',
  invoiceNumber: null,
  reason: null,
  seller: {
    legalNameAr: 'مؤسسة الريان لقطع غيار السيارات',
    legalNameEn: 'Al Rayyan Auto Spare Parts Est.',
    vatNumber: '310122393500003',
    commercialRegistration: '1010123456',
    address: {
      buildingNumber: '2322',
      street: 'طريق الخرج',
      district: 'السلي',
      city: 'الرياض',
      postalCode: '14322',
      additionalNumber: '7844',
    },
  },
  buyerName: 'محمد العتيبي',
  lines: [
    {
      name: 'فلتر زيت',
      quantity: 2,
      unitNetHalalas: 4500,
      netHalalas: 9000,
      vatRateBasisPoints: 1500,
      vatHalalas: 1350,
    },
    {
      // 3 × 100.00 with VAT: a unit net of 8695.67 halalas, rounded.
      name: 'كمبروسر مكيف',
      quantity: 3,
      unitNetHalalas: 26087 / 3,
      netHalalas: 26087,
      vatRateBasisPoints: 1500,
      vatHalalas: 3913,
    },
  ],
  netHalalas: 35087,
  vatHalalas: 5263,
  totalHalalas: 40350,
  qr: 'AVzZhdik2LPYs9ip',
  reporting: null,
};

describe('taxInvoiceView', () => {
  it('writes every figure: the lines without currency, the totals with it', () => {
    const view = taxInvoiceView(invoice, writing);
    expect(view.lines).toEqual([
      {
        name: 'فلتر زيت',
        quantity: 2,
        unitPrice: '45.00',
        net: '90.00',
        vatRate: '15%',
        vat: '13.50',
        total: '103.50',
      },
      {
        name: 'كمبروسر مكيف',
        quantity: 3,
        unitPrice: '86.96',
        net: '260.87',
        vatRate: '15%',
        vat: '39.13',
        total: '300.00',
      },
    ]);
    expect(view.totals).toEqual({ net: '350.87 ر.س.', vat: '52.63 ر.س.', total: '403.50 ر.س.' });
  });

  it('groups thousands and keeps a rate’s decimals', () => {
    const [line] = taxInvoiceView(
      {
        ...invoice,
        lines: [{ ...invoice.lines[0]!, netHalalas: 1_450_000, vatRateBasisPoints: 550 }],
      },
      writing,
    ).lines;
    expect(line?.net).toBe('14,500.00');
    expect(line?.vatRate).toBe('5.5%');
  });

  it('keeps the document’s facts and leaves out those it lacks', () => {
    const view = taxInvoiceView(invoice, writing);
    expect(view).toMatchObject({
      kind: 'invoice',
      number: 'INV-000042',
      issuedAt: '[2026-11-28T07:40:00.000Z]',
      buyerName: 'محمد العتيبي',
      qrPayload: 'AVzZhdik2LPYs9ip',
      seller: {
        legalNameAr: 'مؤسسة الريان لقطع غيار السيارات',
        legalNameEn: 'Al Rayyan Auto Spare Parts Est.',
        vatNumber: '310122393500003',
        commercialRegistration: '1010123456',
      },
    });
    expect(view.invoiceNumber).toBeUndefined();
    expect(view.reason).toBeUndefined();

    const unnamed = taxInvoiceView(
      { ...invoice, buyerName: ' ', seller: { ...invoice.seller, legalNameEn: null } },
      writing,
    );
    expect(unnamed.buyerName).toBeUndefined();
    expect(unnamed.seller.legalNameEn).toBeUndefined();
  });

  it('names a credit note’s invoice and reason', () => {
    const view = taxInvoiceView(
      {
        ...invoice,
        kind: 'credit_note',
        number: 'CRN-000003',
        invoiceNumber: 'INV-000042',
        reason: 'إرجاع المساحات',
      },
      writing,
    );
    expect(view).toMatchObject({
      kind: 'credit_note',
      number: 'CRN-000003',
      invoiceNumber: 'INV-000042',
      reason: 'إرجاع المساحات',
    });
  });
});

describe('taxDocumentAddressLines', () => {
  const words = writing.words;

  it('prints the national address in two lines, the district and additional number named', () => {
    expect(taxDocumentAddressLines(invoice.seller.address, words)).toEqual([
      '2322 طريق الخرج، حي السلي',
      'الرياض 14322، الرقم الإضافي 7844',
    ]);
  });

  it('does not name a district twice, and leaves out empty parts', () => {
    expect(
      taxDocumentAddressLines(
        { ...invoice.seller.address, district: 'حي العليا', additionalNumber: '' },
        words,
      ),
    ).toEqual(['2322 طريق الخرج، حي العليا', 'الرياض 14322']);
  });
});
