import type { components } from './generated/schema';

type TaxDocument = components['schemas']['TaxDocument'];
type TaxDocumentLine = components['schemas']['TaxDocumentLine'];
type SellerAddress = components['schemas']['TaxDocumentSeller']['address'];

/**
 * How an app writes what only it can write: the design system's formatters (this package imports
 * no UI) and the address's words from its catalogue. The document is the seller's Arabic invoice
 * whatever language the screen is in, so each is the Arabic one.
 */
export interface TaxInvoiceWriting {
  /** A total with its currency: `formatHalalas(halalas, { locale: 'ar' })`, «1,897.50 ر.س.». */
  money: (halalas: number) => string;
  /** The issue date and time in Riyadh: `formatDate(iso, { locale: 'ar', style: 'dateTime' })`. */
  dateTime: (iso: string) => string;
  /** «حي» before a district not already named so, «الرقم الإضافي» before the additional number. */
  words: { district: string; additionalNumber: string };
}

/**
 * A line's figure, in riyals with two decimals and Western digits (189750 → «1,897.50»): the
 * lines carry no currency, which the document states once under them.
 */
const FIGURE = new Intl.NumberFormat('ar-SA-u-nu-latn', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function figure(halalas: number): string {
  return FIGURE.format(halalas / 100);
}

/** 1500 basis points → «15%»; an integer over 100 prints exactly (550 → «5.5%»). */
function rate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * The national address in the two lines invoices print it on: «7421 طريق الملك فهد، حي العليا»
 * and «الرياض 12214، الرقم الإضافي 3158». Empty parts are left out.
 */
export function taxDocumentAddressLines(
  address: SellerAddress,
  words: TaxInvoiceWriting['words'],
): string[] {
  const district = address.district.trim();
  const joined = (parts: string[]) => parts.filter(Boolean).join('، ');
  return [
    joined([
      `${address.buildingNumber} ${address.street}`.trim(),
      !district || district.startsWith(words.district) ? district : `${words.district} ${district}`,
    ]),
    joined([
      `${address.city} ${address.postalCode}`.trim(),
      address.additionalNumber.trim()
        ? `${words.additionalNumber} ${address.additionalNumber.trim()}`
        : '',
    ]),
  ].filter(Boolean);
}

function lineView(line: TaxDocumentLine) {
  return {
    name: line.name,
    quantity: line.quantity,
    // Prices entered with VAT leave a unit net of a fraction of a halala: shown to the halala.
    unitPrice: figure(Math.round(line.unitNetHalalas)),
    net: figure(line.netHalalas),
    vatRate: rate(line.vatRateBasisPoints),
    vat: figure(line.vatHalalas),
    total: figure(line.netHalalas + line.vatHalalas),
  };
}

/**
 * The contract's `TaxDocument` as the design system's `TaxInvoiceView`, mapped once for the
 * dashboard and the customer's page: every figure written, absent facts left out (a simplified
 * invoice may name no buyer; only a credit note names its invoice and reason). The result is a
 * plain object of the view's shape; the apps' call sites are where TypeScript checks it.
 */
export function taxInvoiceView(document: TaxDocument, writing: TaxInvoiceWriting) {
  const { seller } = document;
  return {
    kind: document.kind,
    number: document.number,
    issuedAt: writing.dateTime(document.issuedAt),
    seller: {
      legalNameAr: seller.legalNameAr,
      legalNameEn: seller.legalNameEn?.trim() || undefined,
      vatNumber: seller.vatNumber,
      commercialRegistration: seller.commercialRegistration,
      addressLines: taxDocumentAddressLines(seller.address, writing.words),
    },
    buyerName: document.buyerName?.trim() || undefined,
    lines: document.lines.map(lineView),
    totals: {
      net: writing.money(document.netHalalas),
      vat: writing.money(document.vatHalalas),
      total: writing.money(document.totalHalalas),
    },
    invoiceNumber: document.invoiceNumber ?? undefined,
    reason: document.reason?.trim() || undefined,
    qrPayload: document.qr,
  };
}
