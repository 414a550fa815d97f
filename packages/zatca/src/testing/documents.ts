/** Documents the tests share: a spare-parts shop in Riyadh, one invoice and one credit note. */
import { INITIAL_PIH } from '../invoice-hash.js';
import type { Seller, SimplifiedCreditNote, SimplifiedInvoice } from '../invoice-model.js';

export const ARABIC_SELLER_NAME = 'شركة قطع الغيار المتحدة للسيارات';

export const seller: Seller = {
  legalNameAr: ARABIC_SELLER_NAME,
  legalNameEn: 'United Auto Parts Co.',
  vatNumber: '310122393500003',
  crn: '1010010000',
  address: {
    buildingNumber: '2322',
    street: 'طريق الملك فهد',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12211',
    additionalNumber: '7844',
    countryCode: 'SA',
  },
};

/** Two parts and the delivery, prices without VAT: 345.00 + 15 % = 396.75. */
export function sampleInvoice(overrides: Partial<SimplifiedInvoice> = {}): SimplifiedInvoice {
  return {
    kind: 'invoice',
    number: 'INV-2024-000123',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    // 21:30 UTC is 00:30 the next day in Riyadh.
    issuedAt: new Date('2024-03-10T21:30:05Z'),
    counter: 123,
    previousInvoiceHash: INITIAL_PIH,
    seller,
    buyerName: 'محمد عبدالله',
    paymentMeansCode: '10',
    lines: [
      line('فلتر زيت تويوتا كامري 2018', 2, 4500),
      line('تيل فرامل أمامي', 1, 23000),
      line('توصيل', 1, 2500),
    ],
    totals: {
      lineExtensionHalalas: 34500,
      taxExclusiveHalalas: 34500,
      vatHalalas: 5175,
      taxInclusiveHalalas: 39675,
      payableHalalas: 39675,
    },
    ...overrides,
  };
}

/** The brake pads of the invoice above, returned. */
export function sampleCreditNote(
  overrides: Partial<SimplifiedCreditNote> = {},
): SimplifiedCreditNote {
  return {
    kind: 'credit-note',
    number: 'CN-2024-000007',
    uuid: '9a1b5d1e-2f3c-4b7a-8e55-0d6f1c2b3a40',
    issuedAt: new Date('2024-03-12T09:15:00Z'),
    counter: 130,
    previousInvoiceHash: 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=',
    seller,
    originalInvoiceNumber: 'INV-2024-000123',
    reason: 'إرجاع قطعة غير مطابقة للسيارة',
    paymentMeansCode: '10',
    lines: [line('تيل فرامل أمامي', 1, 23000)],
    totals: {
      lineExtensionHalalas: 23000,
      taxExclusiveHalalas: 23000,
      vatHalalas: 3450,
      taxInclusiveHalalas: 26450,
      payableHalalas: 26450,
    },
    ...overrides,
  };
}

/** A line priced without VAT at 15 %. */
export function line(name: string, quantity: number, netPriceHalalas: number) {
  const lineNetHalalas = quantity * netPriceHalalas;
  return {
    name,
    quantity,
    netPriceHalalas,
    lineNetHalalas,
    vatRateBasisPoints: 1500,
    lineVatHalalas: Math.round((lineNetHalalas * 15) / 100),
  };
}
