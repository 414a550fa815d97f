export { encodeInvoiceQr, decodeInvoiceQr, type InvoiceQrFields, type QrRecord } from './qr.js';
export {
  assertValidTaxDocument,
  issueDateTime,
  InvoiceValidationError,
  PAYMENT_MEANS,
  sellerName,
  type InvoiceLine,
  type InvoiceProblem,
  type InvoiceTotals,
  type PaymentMeansCode,
  type Seller,
  type SellerAddress,
  type SimplifiedCreditNote,
  type SimplifiedInvoice,
  type TaxDocument,
} from './invoice-model.js';
export { invoiceQrFields, phaseOneQr } from './invoice-qr.js';
export { invoiceXml } from './ubl-xml.js';
export { INITIAL_PIH, invoiceHash } from './invoice-hash.js';
export { signInvoice, type SignedInvoice, type StampCredentials } from './stamp.js';
export { developmentCredentials, type DevelopmentCertificateOptions } from './credentials.js';
