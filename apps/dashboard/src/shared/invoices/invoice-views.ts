import { taxInvoiceView, type components, type TaxInvoiceWriting } from '@taseer/api';
import {
  formatDate,
  formatHalalas,
  type BilingualText,
  type TaxInvoiceTexts,
  type TaxInvoiceView,
} from '@taseer/ui';
import { errorCode } from '../../api/api-error';
import type { MessageKey } from '../../i18n/ar';
import { translate } from '../../i18n/translate';

/**
 * The tax invoices and credit notes (contract: openapi/components/schemas/invoice.yaml) as the
 * staff's screens show them: the printable document's view and labels, each document's kind and
 * ZATCA reporting state, and what a refused issue asks the staff to do. Pure, so the rules are
 * tested apart from the screens.
 */

type Schemas = components['schemas'];
export type TaxDocument = Schemas['TaxDocument'];
export type TaxDocumentKind = Schemas['TaxDocumentKind'];
export type TaxDocumentListItem = Schemas['TaxDocumentListItem'];
export type OrderTaxDocuments = Schemas['OrderTaxDocuments'];
export type TaxDocumentReporting = Schemas['TaxDocumentReporting'];
export type ReportingStatus = TaxDocumentReporting['status'];
export type ReportingMessage = TaxDocumentReporting['messages'][number];

/**
 * The document is the seller's Arabic invoice whatever the screen's language: its amounts and
 * date are the Arabic ones (Western digits, Riyadh time, as everywhere in the product), and its
 * address words the Arabic catalogue's.
 */
const ARABIC_WRITING: TaxInvoiceWriting = {
  money: (halalas) => formatHalalas(halalas, { locale: 'ar' }),
  dateTime: (iso) => formatDate(iso, { locale: 'ar', style: 'dateTime', timeZone: 'Asia/Riyadh' }),
  words: {
    district: translate('ar', 'invoices.document.district'),
    additionalNumber: translate('ar', 'invoices.document.additionalNumber'),
  },
};

/** An issued document as the design system's `TaxInvoiceDocument` prints it. */
export function invoiceView(document: TaxDocument): TaxInvoiceView {
  return taxInvoiceView(document, ARABIC_WRITING);
}

/** A label of the document, the Arabic catalogue's over the English one's. */
function bilingual(key: MessageKey): BilingualText {
  return { ar: translate('ar', key), en: translate('en', key) };
}

/**
 * Every label of the document in Arabic and English, as Saudi invoices print them whatever the
 * reader's language (the English catalogue must have arrived: see useInvoiceTexts); the QR's
 * accessible name in the reader's.
 */
export function invoiceTexts(qrLabel: string): TaxInvoiceTexts {
  return {
    title: {
      invoice: bilingual('invoices.document.title.invoice'),
      credit_note: bilingual('invoices.document.title.creditNote'),
    },
    number: {
      invoice: bilingual('invoices.document.number.invoice'),
      credit_note: bilingual('invoices.document.number.creditNote'),
    },
    issuedAt: bilingual('invoices.document.issuedAt'),
    vatNumber: bilingual('invoices.document.vatNumber'),
    commercialRegistration: bilingual('invoices.document.commercialRegistration'),
    buyer: bilingual('invoices.document.buyer'),
    invoiceNumber: bilingual('invoices.document.invoiceNumber'),
    reason: bilingual('invoices.document.reason'),
    columns: {
      item: bilingual('invoices.document.column.item'),
      quantity: bilingual('invoices.document.column.quantity'),
      unitPrice: bilingual('invoices.document.column.unitPrice'),
      net: bilingual('invoices.document.column.net'),
      vatRate: bilingual('invoices.document.column.vatRate'),
      vat: bilingual('invoices.document.column.vat'),
      total: bilingual('invoices.document.column.total'),
    },
    totals: {
      net: bilingual('invoices.document.totals.net'),
      vat: bilingual('invoices.document.totals.vat'),
      total: bilingual('invoices.document.totals.total'),
    },
    currency: bilingual('invoices.document.currency'),
    qrLabel,
  };
}

/** A document's kind as the staff's screens name it. */
export const KIND_LABELS: Record<TaxDocumentKind, MessageKey> = {
  invoice: 'invoices.kind.invoice',
  credit_note: 'invoices.kind.creditNote',
};

/** How ZATCA took a stamped document, as its badge says it (the design system colours it). */
export const REPORTING_LABELS: Record<ReportingStatus, MessageKey> = {
  pending: 'invoices.reporting.pending',
  reported: 'invoices.reporting.reported',
  reported_with_warnings: 'invoices.reporting.warnings',
  rejected: 'invoices.reporting.rejected',
};

/**
 * ZATCA's messages worth the staff's attention, errors first: a rejected document's errors (and
 * warnings), a reported one's warnings. A pending document's attempts so far say nothing final.
 */
export function reportingNotes(reporting: TaxDocumentReporting | null): ReportingMessage[] {
  if (!reporting || reporting.status === 'pending' || reporting.status === 'reported') return [];
  const rank = (message: ReportingMessage) => (message.type === 'error' ? 0 : 1);
  return [...reporting.messages].sort((a, b) => rank(a) - rank(b));
}

/** What a refused issue asks of the staff, and whether the tax settings are where to do it. */
export interface IssueRefusal {
  message: MessageKey;
  /** The company's tax profile lacks something: completed on /tax-settings (by the company). */
  taxProfile: boolean;
}

const REFUSALS: Partial<Record<string, IssueRefusal>> = {
  SALE_NOT_COMPLETE: { message: 'invoices.issue.saleNotComplete', taxProfile: false },
  SALE_NOT_TAXED: { message: 'invoices.issue.saleNotTaxed', taxProfile: false },
  TAX_PROFILE_INCOMPLETE: { message: 'invoices.issue.taxProfileIncomplete', taxProfile: true },
};

/** The refusal's own words by its code, or null for any other failure (said as the server said it). */
export function issueRefusal(error: unknown): IssueRefusal | null {
  const code = errorCode(error);
  return (code && REFUSALS[code]) || null;
}
