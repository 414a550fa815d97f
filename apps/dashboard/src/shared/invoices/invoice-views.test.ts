import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/api-error';
import {
  invoiceTexts,
  invoiceView,
  issueRefusal,
  reportingNotes,
  type TaxDocument,
} from './invoice-views';

/** INV-000042 of a Riyadh shop: two oil filters, 103.50 SAR with 13.50 VAT, 10:40 in Riyadh. */
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
    legalNameEn: null,
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
  ],
  netHalalas: 9000,
  vatHalalas: 1350,
  totalHalalas: 10350,
  qr: 'AVzZhdik2LPYs9ip',
  reporting: null,
};

describe('invoiceView', () => {
  it('writes the document the Arabic way: riyals with their currency, the date and time in Riyadh', () => {
    const view = invoiceView(invoice);
    expect(view.totals.total).toContain('103.50');
    expect(view.totals.total).toContain('ر.س');
    expect(view.totals.vat).toContain('13.50');
    // 07:40 UTC is 10:40 in Riyadh, whatever the machine's zone.
    expect(view.issuedAt).toContain('28 نوفمبر 2026');
    expect(view.issuedAt).toContain('10:40');
    expect(view.lines[0]).toMatchObject({ unitPrice: '45.00', net: '90.00', total: '103.50' });
  });

  it('prints the seller’s national address with the Arabic catalogue’s words', () => {
    expect(invoiceView(invoice).seller.addressLines).toEqual([
      '2322 طريق الخرج، حي السلي',
      'الرياض 14322، الرقم الإضافي 7844',
    ]);
  });
});

describe('invoiceTexts', () => {
  it('gives every label in Arabic with its English, and the QR’s name as asked', () => {
    const texts = invoiceTexts('QR');
    expect(texts.title.invoice).toEqual({
      ar: 'فاتورة ضريبية مبسطة',
      en: 'Simplified Tax Invoice',
    });
    expect(texts.title.credit_note).toEqual({ ar: 'إشعار دائن', en: 'Credit Note' });
    expect(texts.totals.total).toEqual({ ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' });
    expect(texts.qrLabel).toBe('QR');
    const labels = [
      ...Object.values(texts.title),
      ...Object.values(texts.number),
      texts.issuedAt,
      texts.vatNumber,
      texts.commercialRegistration,
      texts.buyer,
      texts.invoiceNumber,
      texts.reason,
      ...Object.values(texts.columns),
      ...Object.values(texts.totals),
      texts.currency,
    ];
    for (const label of labels) {
      expect(label.ar).toMatch(/[\u0600-\u06ff]/);
      expect(label.en).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});

describe('reporting', () => {
  it('shows a rejected document’s errors before its warnings, and a pending one’s nothing yet', () => {
    const warning = { type: 'warning' as const, code: 'BR-KSA-08', message: 'Seller ID missing' };
    const error = { type: 'error' as const, code: 'BR-KSA-37', message: 'Invalid hash' };
    expect(
      reportingNotes({ status: 'rejected', messages: [warning, error], reportedAt: null }),
    ).toEqual([error, warning]);
    expect(
      reportingNotes({
        status: 'reported_with_warnings',
        messages: [warning],
        reportedAt: '2026-11-28T08:00:00.000Z',
      }),
    ).toEqual([warning]);
    expect(reportingNotes({ status: 'pending', messages: [error], reportedAt: null })).toEqual([]);
    expect(reportingNotes(null)).toEqual([]);
  });
});

describe('issueRefusal', () => {
  const refused = (code: string) => new ApiRequestError(409, 'مرفوض', [], code);

  it('says by its code what to do, and sends an incomplete tax profile to the tax settings', () => {
    expect(issueRefusal(refused('SALE_NOT_COMPLETE'))).toEqual({
      message: 'invoices.issue.saleNotComplete',
      taxProfile: false,
    });
    expect(issueRefusal(refused('SALE_NOT_TAXED'))?.taxProfile).toBe(false);
    expect(issueRefusal(refused('TAX_PROFILE_INCOMPLETE'))).toEqual({
      message: 'invoices.issue.taxProfileIncomplete',
      taxProfile: true,
    });
  });

  it('leaves any other failure to the server’s own words', () => {
    expect(issueRefusal(refused('FORBIDDEN'))).toBeNull();
    expect(issueRefusal(new TypeError('Failed to fetch'))).toBeNull();
  });
});
