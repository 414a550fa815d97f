import { useId } from 'react';
import { cn } from '../../lib/cn';
import type { TaxInvoiceTexts, TaxInvoiceVariant, TaxInvoiceView } from './invoice-types';
import { TaxInvoiceA4 } from './tax-invoice-a4';
import { TaxInvoiceReceipt } from './tax-invoice-receipt';

export interface TaxInvoiceDocumentProps {
  invoice: TaxInvoiceView;
  /** Every label, Arabic and English. */
  texts: TaxInvoiceTexts;
  /** An A4 page (the default), or an 80 mm thermal receipt. */
  variant?: TaxInvoiceVariant;
  /**
   * Marks the document as what the page prints (`data-print-root`): with `InvoicePrintStyles` on
   * the page, printing shows this document alone.
   */
  printRoot?: boolean;
  className?: string;
}

const PAPER: Record<TaxInvoiceVariant, string> = {
  // 210 mm less 12 mm margins each side is what prints; on screen the same sheet with its margins.
  a4: 'w-full max-w-[210mm] p-[12mm] text-[13px] shadow-card print:max-w-none print:p-0',
  // 80 mm paper, of which the printer reaches about 72 mm; no wider on other paper either.
  receipt:
    'w-[80mm] max-w-full px-[4mm] py-[5mm] text-[12px] shadow-card ' +
    'print:w-full print:max-w-[72mm] print:p-0 ' +
    // Thermal heads print black or nothing: greys come out broken, so everything prints black.
    'print:**:border-black print:**:text-black',
};

/**
 * A ZATCA simplified tax invoice or credit note, as printed: Arabic first and right to left, each
 * label with its English, numbers and amounts left to right inside the Arabic, and the QR. Shows
 * what the app passes and formats nothing; see `TaxInvoiceView` and `TaxInvoiceTexts`.
 *
 * On screen it is a white sheet of its paper's width; printed (with `InvoicePrintStyles` on the
 * page) it fills the page of its variant.
 */
export function TaxInvoiceDocument({
  invoice,
  texts,
  variant = 'a4',
  printRoot = false,
  className,
}: TaxInvoiceDocumentProps) {
  const titleId = useId();
  const Layout = variant === 'a4' ? TaxInvoiceA4 : TaxInvoiceReceipt;
  return (
    <article
      lang="ar"
      dir="rtl"
      aria-labelledby={titleId}
      data-invoice-page={variant}
      data-kind={invoice.kind}
      data-print-root={printRoot ? '' : undefined}
      className={cn(
        'bg-surface leading-normal text-fg print:bg-transparent print:shadow-none',
        PAPER[variant],
        className,
      )}
    >
      <Layout invoice={invoice} texts={texts} titleId={titleId} />
    </article>
  );
}
