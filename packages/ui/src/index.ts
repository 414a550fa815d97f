export { cn } from './lib/cn';
// The one place numbers, dates and phones become text (Western digits, Gregorian calendar).
export {
  formatDate,
  formatHalalas,
  formatMoney,
  formatNumber,
  formatPhone,
  MISSING_VALUE,
  type UiLocale,
} from './lib/format';
export { useMediaQuery } from './lib/use-media-query';
export * from './primitives';
export * from './composites';
export * from './composites/shell';
// The ZATCA simplified tax invoice and credit note: the printable document, its QR and print rules.
export { InvoiceQr, type InvoiceQrProps } from './composites/invoice/invoice-qr';
export {
  TaxInvoiceDocument,
  type TaxInvoiceDocumentProps,
} from './composites/invoice/tax-invoice-document';
export { InvoicePrintStyles, INVOICE_PRINT_CSS } from './composites/invoice/invoice-print-styles';
export type {
  BilingualText,
  TaxInvoiceKind,
  TaxInvoiceLineView,
  TaxInvoiceSellerView,
  TaxInvoiceTexts,
  TaxInvoiceTotalsView,
  TaxInvoiceVariant,
  TaxInvoiceView,
} from './composites/invoice/invoice-types';
