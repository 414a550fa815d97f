import { taxInvoiceView, type TaxInvoiceWriting } from '@taseer/api';
import { formatDate, formatHalalas, type TaxInvoiceView } from '@taseer/ui';
import { INVOICE_ADDRESS_WORDS } from './invoice-texts';
import type { TaxDocument } from './quote-api';

/**
 * The document as the page shows and prints it, by @taseer/api's `taxInvoiceView`: the seller's
 * Arabic invoice whatever language the page is read in, so its date, amounts and address are
 * written the Arabic way (Western digits, as everywhere in the product).
 */
const WRITING: TaxInvoiceWriting = {
  money: (halalas) => formatHalalas(halalas, { locale: 'ar' }),
  dateTime: (iso) => formatDate(iso, { locale: 'ar', style: 'dateTime' }),
  words: INVOICE_ADDRESS_WORDS,
};

export function invoiceView(document: TaxDocument): TaxInvoiceView {
  return taxInvoiceView(document, WRITING);
}
