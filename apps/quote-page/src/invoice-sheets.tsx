import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import {
  InvoicePrintStyles,
  Modal,
  TaxInvoiceDocument,
  useMediaQuery,
  type TaxInvoiceVariant,
} from '@taseer/ui';
import type { InvoiceTexts } from './invoice-texts';
import { invoiceView } from './invoice-view';
import { PrintButtons } from './print-buttons';
import type { TaxDocument } from './quote-api';

/**
 * The invoice itself, on screen and on paper: a chunk of its own (the dialog, the document and
 * its QR), loaded once the sale has an invoice, so a quote without one loads none of it.
 */

/**
 * The document: on a phone the whole screen and the receipt's narrow layout, which reads without
 * sideways scrolling; on a wider screen a dialog with the A4 page.
 */
export function InvoiceViewer({
  document,
  open,
  texts,
  onClose,
  onPrint,
}: {
  document: TaxDocument;
  open: boolean;
  texts: InvoiceTexts;
  onClose: () => void;
  onPrint: (variant: TaxInvoiceVariant) => void;
}) {
  const wide = useMediaQuery('(min-width: 48rem)');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={texts.viewerTitle(document.kind, document.number)}
      closeLabel={texts.close}
      size="xl"
      // Full screen on a phone: the panel leaves the backdrop's margin and rounded corners.
      className="max-md:fixed max-md:inset-0 max-md:max-h-none max-md:rounded-none"
      footer={<PrintButtons texts={texts} onPrint={onPrint} />}
    >
      <div className="-mx-6 -my-5 flex justify-center bg-surface-muted px-3 py-4 md:px-6 md:py-6">
        <TaxInvoiceDocument
          invoice={invoiceView(document)}
          texts={texts.document}
          variant={wide ? 'a4' : 'receipt'}
        />
      </div>
    </Modal>
  );
}

/**
 * A copy of the document for the printer, hidden on screen: the print styles leave out all but
 * it, so the quote behind does not print. The print dialog opens once it is on the page, and the
 * copy goes when the dialog closes.
 */
export function InvoicePrint({
  document,
  variant,
  texts,
  onDone,
}: {
  document: TaxDocument;
  variant: TaxInvoiceVariant;
  texts: InvoiceTexts;
  /** Unchanged while the copy is on the page (the dialog opens once for each copy). */
  onDone: () => void;
}) {
  useEffect(() => {
    window.addEventListener('afterprint', onDone);
    window.print();
    return () => window.removeEventListener('afterprint', onDone);
  }, [onDone]);
  return createPortal(
    <div className="hidden print:block">
      <InvoicePrintStyles />
      <TaxInvoiceDocument
        invoice={invoiceView(document)}
        texts={texts.document}
        variant={variant}
        printRoot
      />
    </div>,
    window.document.body,
  );
}
