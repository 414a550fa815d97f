import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { TaxInvoiceDocument, type TaxInvoiceTexts, type TaxInvoiceVariant } from '@taseer/ui';
import { invoiceView, type TaxDocument } from './invoice-views';

interface PrintJob {
  document: TaxDocument;
  variant: TaxInvoiceVariant;
}

/**
 * Printing one document on its paper, from anywhere on the page: the document is drawn once more,
 * hidden on screen and marked as the page's print root (with the ui's `InvoicePrintStyles` on the
 * page, printing shows it alone, A4 or the 80 mm roll), then the browser's print dialog opens. The
 * copy leaves when printing ends; a new request replaces it.
 *
 * `copy` is to be rendered by the caller; `printing` tells other documents on the page (a dialog's)
 * to stop being print roots meanwhile, so only the one asked for prints.
 */
export function useInvoicePrint(texts: TaxInvoiceTexts | null): {
  print: (document: TaxDocument, variant: TaxInvoiceVariant) => void;
  printing: boolean;
  copy: ReactNode;
} {
  const [job, setJob] = useState<PrintJob | null>(null);
  useEffect(() => {
    if (!job || !texts) return;
    const done = () => setJob(null);
    window.addEventListener('afterprint', done);
    // After the commit: the copy is in the page when the browser lays it out for print.
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [job, texts]);
  const print = useCallback(
    (document: TaxDocument, variant: TaxInvoiceVariant) => setJob({ document, variant }),
    [],
  );
  const copy =
    job && texts
      ? createPortal(
          <div className="hidden print:block">
            <TaxInvoiceDocument
              invoice={invoiceView(job.document)}
              texts={texts}
              variant={job.variant}
              printRoot
            />
          </div>,
          document.body,
        )
      : null;
  return { print, printing: job !== null, copy };
}
