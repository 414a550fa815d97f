import { issueDateTime, sellerName, type TaxDocument } from './invoice-model.js';
import { encodeInvoiceQr, type InvoiceQrFields } from './qr.js';
import { amountText } from './xml-text.js';

/**
 * Tags 1–5 of a document's QR, in the words its XML uses: the seller's RegistrationName, its VAT
 * number, IssueDate and IssueTime (Asia/Riyadh, as written; no zone suffix, see `issueDateTime`),
 * the total with VAT and the VAT, two decimals.
 */
export function invoiceQrFields(document: TaxDocument): InvoiceQrFields {
  const issued = issueDateTime(document.issuedAt);
  return {
    sellerName: sellerName(document.seller),
    vatNumber: document.seller.vatNumber,
    timestamp: `${issued.date}T${issued.time}`,
    totalWithVat: amountText(document.totals.taxInclusiveHalalas),
    vatTotal: amountText(document.totals.vatHalalas),
  };
}

/**
 * The phase-1 QR of a document (tags 1–5), for an invoice that is not stamped. A stamped
 * document's QR is `signInvoice`'s, with tags 6–9 too.
 */
export function phaseOneQr(document: TaxDocument): string {
  return encodeInvoiceQr(invoiceQrFields(document));
}
