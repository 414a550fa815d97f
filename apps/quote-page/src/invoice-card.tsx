import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Eye, Printer, ReceiptText } from 'lucide-react';
import type { PublicQuote } from '@taseer/api';
import {
  Button,
  formatDate,
  formatHalalas,
  InvoicePrintStyles,
  Modal,
  Spinner,
  TaxInvoiceDocument,
  useMediaQuery,
  type TaxInvoiceVariant,
} from '@taseer/ui';
import type { TaxDocument } from './quote-api';
import { invoiceTexts, type InvoiceTexts } from './invoice-texts';
import { invoiceView } from './invoice-view';
import { useTaxDocuments } from './use-tax-documents';
import type { Lang } from './texts';

interface Printing {
  document: TaxDocument;
  variant: TaxInvoiceVariant;
}

/**
 * «فاتورتك»: once the sale is invoiced, its number, date and total, to view (full screen on a
 * phone, a dialog on a wider screen) and to print on A4 or an 80 mm receipt; its credit notes
 * under it. Reading it never holds up the quote: nothing shows until there is an invoice, and a
 * failed read is one small line with a retry.
 */
export function InvoiceCard({
  token,
  quote,
  lang,
}: {
  token: string;
  quote: PublicQuote;
  lang: Lang;
}) {
  const texts = invoiceTexts(lang);
  const { documents, watching, failed, retry } = useTaxDocuments(token, quote);
  const [viewing, setViewing] = useState<TaxDocument | null>(null);
  const [printing, setPrinting] = useState<Printing | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!printing) return;
    // The copy to print is on the page now; it goes once the print dialog closes.
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  const invoice = documents.find((each) => each.kind === 'invoice');
  const creditNotes = documents.filter((each) => each.kind === 'credit_note');
  const print = (document: TaxDocument, variant: TaxInvoiceVariant) =>
    setPrinting({ document, variant });

  if (!invoice) {
    if (watching) {
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted print:hidden">
          <Spinner size="small" className="text-primary" />
          {texts.issuing}
        </p>
      );
    }
    return failed ? <RetryLine texts={texts} onRetry={retry} /> : null;
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="invoice-card"
      className="flex flex-col gap-3 rounded-lg border border-border p-4 print:hidden"
    >
      <InvoicePrintStyles />
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold">
        <ReceiptText aria-hidden="true" className="size-5 text-primary" />
        {texts.title}
      </h2>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Fact label={texts.number}>
          <bdi dir="ltr">{invoice.number}</bdi>
        </Fact>
        <Fact label={texts.issuedAt}>
          {formatDate(invoice.issuedAt, { locale: lang, style: 'dateTime' })}
        </Fact>
        <Fact label={texts.total} strong>
          {formatHalalas(invoice.totalHalalas, { locale: lang })}
        </Fact>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button icon={<Eye aria-hidden="true" />} onClick={() => setViewing(invoice)}>
          {texts.view}
        </Button>
        <PrintButtons texts={texts} onPrint={(variant) => print(invoice, variant)} />
      </div>
      {creditNotes.length > 0 ? (
        <ul className="flex flex-col gap-2 border-t border-border pt-3">
          {creditNotes.map((note) => (
            <CreditNote
              key={note.id}
              note={note}
              lang={lang}
              texts={texts}
              onView={() => setViewing(note)}
            />
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <InvoiceViewer
          document={viewing}
          texts={texts}
          onClose={() => setViewing(null)}
          onPrint={(variant) => print(viewing, variant)}
        />
      ) : null}
      {printing
        ? createPortal(
            // Hidden on screen; printed alone (the print styles leave out all but a print root).
            <div className="hidden print:block">
              <TaxInvoiceDocument
                invoice={invoiceView(printing.document)}
                texts={texts.document}
                variant={printing.variant}
                printRoot
              />
            </div>,
            document.body,
          )
        : null}
    </section>
  );
}

function Fact({
  label,
  strong = false,
  children,
}: {
  label: string;
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-fg-muted">{label}</dt>
      <dd className={strong ? 'font-bold tabular-nums' : 'font-medium tabular-nums'}>{children}</dd>
    </div>
  );
}

function PrintButtons({
  texts,
  onPrint,
}: {
  texts: InvoiceTexts;
  onPrint: (variant: TaxInvoiceVariant) => void;
}) {
  return (
    <>
      <Button variant="outline" icon={<Printer aria-hidden="true" />} onClick={() => onPrint('a4')}>
        {texts.print}
      </Button>
      <Button variant="outline" onClick={() => onPrint('receipt')}>
        {texts.printReceipt}
      </Button>
    </>
  );
}

function CreditNote({
  note,
  lang,
  texts,
  onView,
}: {
  note: TaxDocument;
  lang: Lang;
  texts: InvoiceTexts;
  onView: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="font-medium">
          {texts.creditNote} <bdi dir="ltr">{note.number}</bdi>
          <span className="mx-2 text-fg-muted" aria-hidden="true">
            ·
          </span>
          <span className="tabular-nums">{formatHalalas(note.totalHalalas, { locale: lang })}</span>
        </span>
        {note.reason ? (
          <span className="text-fg-muted">
            {texts.creditNoteReason}: <span dir="auto">{note.reason}</span>
          </span>
        ) : null}
      </div>
      <Button variant="ghost" size="sm" onClick={onView}>
        {texts.viewCreditNote}
      </Button>
    </li>
  );
}

/**
 * The document itself: on a phone the whole screen and the receipt's narrow layout, which
 * reads without sideways scrolling; on a wider screen a dialog with the A4 page.
 */
function InvoiceViewer({
  document,
  texts,
  onClose,
  onPrint,
}: {
  document: TaxDocument;
  texts: InvoiceTexts;
  onClose: () => void;
  onPrint: (variant: TaxInvoiceVariant) => void;
}) {
  const wide = useMediaQuery('(min-width: 48rem)');
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
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

function RetryLine({ texts, onRetry }: { texts: InvoiceTexts; onRetry: () => void }) {
  return (
    <p className="text-sm text-fg-muted print:hidden">
      {texts.failed}{' '}
      <button
        type="button"
        className="font-medium text-primary underline underline-offset-2"
        onClick={onRetry}
      >
        {texts.retry}
      </button>
    </p>
  );
}
