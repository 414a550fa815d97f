/**
 * What the tax invoice components show: the app turns the server's `TaxDocument` into this view,
 * every amount and date already written as text (the components format nothing), and passes the
 * labels as `TaxInvoiceTexts`.
 */

/** A simplified tax invoice, or a credit note against one. */
export type TaxInvoiceKind = 'invoice' | 'credit_note';

/** Printed on A4 paper, or on an 80 mm thermal receipt roll. */
export type TaxInvoiceVariant = 'a4' | 'receipt';

export interface TaxInvoiceSellerView {
  /** The legal name in Arabic, as registered. */
  legalNameAr: string;
  legalNameEn?: string;
  /** 15 digits. */
  vatNumber: string;
  commercialRegistration: string;
  /** The national address in the lines it is printed on (building and street, district, city). */
  addressLines: string[];
}

export interface TaxInvoiceLineView {
  name: string;
  quantity: number;
  /** The unit price without VAT. */
  unitPrice: string;
  /** The line without VAT (the taxable amount). */
  net: string;
  /** «15%». */
  vatRate: string;
  vat: string;
  /** The line with VAT. */
  total: string;
}

export interface TaxInvoiceTotalsView {
  /** Without VAT. */
  net: string;
  vat: string;
  /** With VAT: what was paid (or, on a credit note, what is given back). */
  total: string;
}

export interface TaxInvoiceView {
  kind: TaxInvoiceKind;
  /** `INV-000042`, `CRN-000003`. */
  number: string;
  /** The issue date and time, formatted by the app. */
  issuedAt: string;
  seller: TaxInvoiceSellerView;
  /** A simplified invoice may leave the buyer unnamed. */
  buyerName?: string;
  lines: TaxInvoiceLineView[];
  totals: TaxInvoiceTotalsView;
  /** A credit note's invoice (its number). */
  invoiceNumber?: string;
  /** Why a credit note was issued. */
  reason?: string;
  /** The QR's content: the Base64 of the ZATCA TLV records (`TaxDocument.qr`). */
  qrPayload: string;
}

/**
 * A label as Saudi invoices print it: the Arabic first, the English beside or under it, smaller.
 */
export interface BilingualText {
  ar: string;
  en: string;
}

/** Every label of the document, each in both languages. */
export interface TaxInvoiceTexts {
  /** «فاتورة ضريبية مبسطة / Simplified Tax Invoice», «إشعار دائن / Credit Note». */
  title: Record<TaxInvoiceKind, BilingualText>;
  /** «رقم الفاتورة / Invoice No.», «رقم الإشعار / Credit Note No.». */
  number: Record<TaxInvoiceKind, BilingualText>;
  issuedAt: BilingualText;
  vatNumber: BilingualText;
  commercialRegistration: BilingualText;
  buyer: BilingualText;
  /** A credit note's reference to its invoice. */
  invoiceNumber: BilingualText;
  /** Why the credit note was issued. */
  reason: BilingualText;
  columns: {
    item: BilingualText;
    quantity: BilingualText;
    unitPrice: BilingualText;
    net: BilingualText;
    vatRate: BilingualText;
    vat: BilingualText;
    total: BilingualText;
  };
  totals: {
    net: BilingualText;
    vat: BilingualText;
    total: BilingualText;
  };
  /** The currency of the amounts, under the lines («المبالغ بالريال السعودي / Amounts in SAR»). */
  currency: BilingualText;
  /** The QR's accessible name, in the reader's language. */
  qrLabel: string;
}
