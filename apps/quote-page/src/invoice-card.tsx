import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Eye, ReceiptText } from 'lucide-react';
import type { PublicQuote } from '@taseer/api';
import { Button, formatDate, formatHalalas, Spinner, type TaxInvoiceVariant } from '@taseer/ui';
import type { TaxDocument } from './quote-api';
import { invoiceTexts, type InvoiceTexts } from './invoice-texts';
import { PrintButtons } from './print-buttons';
import { useTaxDocuments } from './use-tax-documents';
import type { Lang } from './texts';

const loadSheets = () => import('./invoice-sheets');
const InvoiceViewer = lazy(() =>
  loadSheets().then((sheets) => ({ default: sheets.InvoiceViewer })),
);
const InvoicePrint = lazy(() => loadSheets().then((sheets) => ({ default: sheets.InvoicePrint })));

interface Printing {
  document: TaxDocument;
  variant: TaxInvoiceVariant;
  /** Each print its own copy, so printing the same twice opens the dialog twice. */
  id: number;
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
  // The document last opened stays mounted when closed, so the dialog gives focus back.
  const [viewing, setViewing] = useState<TaxDocument | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const view = (document: TaxDocument) => {
    opener.current = window.document.activeElement as HTMLElement | null;
    setViewing(document);
    setViewerOpen(true);
  };
  const closeViewer = () => {
    setViewerOpen(false);
    // Opened by no dialog trigger of its own, the dialog would leave focus on the page's body:
    // back to the button that opened it, once the dialog is gone.
    window.setTimeout(() => opener.current?.focus());
  };
  const [printing, setPrinting] = useState<Printing | null>(null);
  const titleId = useId();
  const invoice = documents.find((each) => each.kind === 'invoice');
  const creditNotes = documents.filter((each) => each.kind === 'credit_note');
  const print = (document: TaxDocument, variant: TaxInvoiceVariant) =>
    setPrinting((last) => ({ document, variant, id: (last?.id ?? 0) + 1 }));
  const printed = useCallback(() => setPrinting(null), []);

  // The document's chunk, fetched as soon as there is an invoice, so viewing it does not wait.
  const invoiced = invoice !== undefined;
  useEffect(() => {
    if (invoiced) void loadSheets();
  }, [invoiced]);

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
      className="flex flex-col gap-4 rounded-xl border border-border/60 bg-surface p-4 shadow-card sm:p-6 print:hidden"
    >
      <h2 id={titleId} className="flex items-center gap-3 text-base font-semibold">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary"
        >
          <ReceiptText className="size-5" />
        </span>
        {texts.title}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
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
      {/* On a phone the view across, the two prints under it side by side. */}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button
          className="col-span-2"
          icon={<Eye aria-hidden="true" />}
          onClick={() => view(invoice)}
        >
          {texts.view}
        </Button>
        <PrintButtons texts={texts} onPrint={(variant) => print(invoice, variant)} />
      </div>
      {creditNotes.length > 0 ? (
        <ul className="flex flex-col gap-3 border-t border-border pt-4">
          {creditNotes.map((note) => (
            <CreditNote
              key={note.id}
              note={note}
              lang={lang}
              texts={texts}
              onView={() => view(note)}
            />
          ))}
        </ul>
      ) : null}
      {/* Apart, so the print copy's first load does not take the open dialog off the page. */}
      <Suspense fallback={null}>
        {viewing ? (
          <InvoiceViewer
            document={viewing}
            open={viewerOpen}
            texts={texts}
            onClose={closeViewer}
            onPrint={(variant) => print(viewing, variant)}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        {printing ? (
          <InvoicePrint
            key={printing.id}
            document={printing.document}
            variant={printing.variant}
            texts={texts}
            onDone={printed}
          />
        ) : null}
      </Suspense>
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
      <Button variant="outline" size="sm" onClick={onView}>
        {texts.viewCreditNote}
      </Button>
    </li>
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
