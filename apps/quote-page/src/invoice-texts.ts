import type { TaxInvoiceTexts } from '@taseer/ui';
import type { Lang } from './texts';

/**
 * The words of the customer's invoice: the card on the page and its viewer in the reader's
 * language, and the document's labels, which Saudi invoices print in Arabic with the English
 * beside it whatever the reader's language.
 */

export interface InvoiceTexts {
  title: string;
  number: string;
  issuedAt: string;
  total: string;
  view: string;
  /** Prints the A4 page. */
  print: string;
  /** Prints the 80 mm receipt. */
  printReceipt: string;
  creditNote: string;
  creditNoteReason: string;
  viewCreditNote: string;
  /** The viewer's title: «فاتورة INV-000042». */
  viewerTitle: (kind: 'invoice' | 'credit_note', number: string) => string;
  close: string;
  /** Right after paying, while the server issues the invoice. */
  issuing: string;
  failed: string;
  retry: string;
  /** The document's labels, and the QR's name in the reader's language. */
  document: TaxInvoiceTexts;
}

/** The document's labels, each in Arabic and English, as simplified tax invoices print them. */
const DOCUMENT: Omit<TaxInvoiceTexts, 'qrLabel'> = {
  title: {
    invoice: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified Tax Invoice' },
    credit_note: { ar: 'إشعار دائن', en: 'Credit Note' },
  },
  number: {
    invoice: { ar: 'رقم الفاتورة', en: 'Invoice No.' },
    credit_note: { ar: 'رقم الإشعار', en: 'Credit Note No.' },
  },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT No.' },
  commercialRegistration: { ar: 'السجل التجاري', en: 'CR No.' },
  buyer: { ar: 'العميل', en: 'Customer' },
  invoiceNumber: { ar: 'الفاتورة الأصلية', en: 'Original invoice' },
  reason: { ar: 'سبب الإشعار', en: 'Reason' },
  columns: {
    item: { ar: 'الصنف', en: 'Item' },
    quantity: { ar: 'الكمية', en: 'Qty' },
    unitPrice: { ar: 'سعر الوحدة', en: 'Unit price' },
    net: { ar: 'المبلغ الخاضع للضريبة', en: 'Taxable amount' },
    vatRate: { ar: 'نسبة الضريبة', en: 'VAT rate' },
    vat: { ar: 'مبلغ الضريبة', en: 'VAT' },
    total: { ar: 'المجموع شامل الضريبة', en: 'Total incl. VAT' },
  },
  totals: {
    net: { ar: 'الإجمالي غير شامل الضريبة', en: 'Total excl. VAT' },
    vat: { ar: 'مجموع ضريبة القيمة المضافة', en: 'Total VAT' },
    total: { ar: 'الإجمالي شامل الضريبة', en: 'Total incl. VAT' },
  },
  currency: { ar: 'المبالغ بالريال السعودي', en: 'Amounts in Saudi riyals' },
};

/** The words the seller's national address is printed with (always Arabic, as the document). */
export const INVOICE_ADDRESS_WORDS = { district: 'حي', additionalNumber: 'الرقم الإضافي' };

const AR: InvoiceTexts = {
  title: 'فاتورتك',
  number: 'رقم الفاتورة',
  issuedAt: 'تاريخ الإصدار',
  total: 'الإجمالي شامل الضريبة',
  view: 'عرض الفاتورة',
  print: 'طباعة',
  printReceipt: 'طباعة إيصال',
  creditNote: 'إشعار دائن',
  creditNoteReason: 'السبب',
  viewCreditNote: 'عرض الإشعار',
  viewerTitle: (kind, number) => `${kind === 'invoice' ? 'فاتورة' : 'إشعار دائن'} ${number}`,
  close: 'إغلاق',
  issuing: 'يُصدر المتجر فاتورتك الآن، وستظهر هنا خلال لحظات.',
  failed: 'تعذّر عرض فاتورتك الآن.',
  retry: 'إعادة المحاولة',
  document: {
    ...DOCUMENT,
    qrLabel: 'رمز الاستجابة السريعة للفاتورة، يُقرأ بتطبيق هيئة الزكاة والضريبة والجمارك',
  },
};

const EN: InvoiceTexts = {
  title: 'Your invoice',
  number: 'Invoice number',
  issuedAt: 'Issued',
  total: 'Total incl. VAT',
  view: 'View invoice',
  print: 'Print',
  printReceipt: 'Print receipt',
  creditNote: 'Credit note',
  creditNoteReason: 'Reason',
  viewCreditNote: 'View credit note',
  viewerTitle: (kind, number) => `${kind === 'invoice' ? 'Invoice' : 'Credit note'} ${number}`,
  close: 'Close',
  issuing: 'The shop is issuing your invoice; it will show here in a moment.',
  failed: 'Your invoice could not be shown just now.',
  retry: 'Try again',
  document: {
    ...DOCUMENT,
    qrLabel: "The invoice's QR code, read with the ZATCA app",
  },
};

export function invoiceTexts(lang: Lang): InvoiceTexts {
  return lang === 'en' ? EN : AR;
}
