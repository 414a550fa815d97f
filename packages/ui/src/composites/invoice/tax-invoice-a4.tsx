import { cn } from '../../lib/cn';
import { InvoiceQr } from './invoice-qr';
import { documentFacts, SellerBlock, TotalsList } from './invoice-facts';
import { Bilingual, Ltr } from './invoice-parts';
import type { BilingualText, TaxInvoiceTexts, TaxInvoiceView } from './invoice-types';

/** About 40 mm on paper: 0.4 mm a module for a stamped invoice's code of about 100 modules. */
const QR_SIZE = 152;

interface Column {
  key: 'name' | 'quantity' | 'unitPrice' | 'net' | 'vatRate' | 'vat' | 'total';
  label: (texts: TaxInvoiceTexts) => BilingualText;
  align: 'start' | 'center' | 'end';
  /**
   * The item takes what is left; the others hold an amount, and their Arabic head in two lines.
   * Amounts align on the side where their digits end, so the decimals line up.
   */
  width: string;
}

const COLUMNS: Column[] = [
  { key: 'name', label: (t) => t.columns.item, align: 'start', width: 'w-full' },
  { key: 'quantity', label: (t) => t.columns.quantity, align: 'center', width: 'min-w-[3.5em]' },
  { key: 'unitPrice', label: (t) => t.columns.unitPrice, align: 'start', width: 'min-w-[6.5em]' },
  { key: 'net', label: (t) => t.columns.net, align: 'start', width: 'min-w-[7.5em]' },
  { key: 'vatRate', label: (t) => t.columns.vatRate, align: 'center', width: 'min-w-[5em]' },
  { key: 'vat', label: (t) => t.columns.vat, align: 'start', width: 'min-w-[6.5em]' },
  { key: 'total', label: (t) => t.columns.total, align: 'start', width: 'min-w-[7.5em]' },
];

const CELL_ALIGN = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

/**
 * The A4 page: the seller and the QR at the top, the title, the document's facts, the lines in a
 * table (its head repeats on every printed page) and the totals at the end side.
 */
export function TaxInvoiceA4({
  invoice,
  texts,
  titleId,
}: {
  invoice: TaxInvoiceView;
  texts: TaxInvoiceTexts;
  titleId: string;
}) {
  const facts = documentFacts(invoice, texts);
  const columns = facts.filter((fact) => !fact.wide).length;
  return (
    <>
      <header className="flex items-start justify-between gap-8 border-b border-border-strong pb-5">
        <SellerBlock seller={invoice.seller} texts={texts} className="flex-1" />
        <InvoiceQr payload={invoice.qrPayload} label={texts.qrLabel} size={QR_SIZE} />
      </header>

      <h1 id={titleId} className="my-5 text-center">
        <Bilingual
          text={texts.title[invoice.kind]}
          stacked
          align="center"
          className="text-[1.5em] font-bold [&>[lang=en]]:text-[0.6em] [&>[lang=en]]:font-medium"
        />
      </h1>

      {/* The facts in one row (two to four of them), the reason under them across the width. */}
      <dl
        className="grid gap-px overflow-hidden rounded-md border border-border bg-border print:rounded-none"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {facts.map((fact) => (
          <div
            key={fact.key}
            className={cn(
              'flex min-w-0 flex-col gap-1 bg-surface px-3 py-2',
              fact.wide && 'col-span-full',
            )}
          >
            <dt className="text-[0.85em] text-fg-muted">
              <Bilingual text={fact.label} />
            </dt>
            <dd className="font-semibold break-words">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <table className="mt-6 w-full border-collapse">
        <thead className="bg-surface-muted print:bg-transparent">
          <tr className="border-y border-border-strong">
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'px-1.5 py-2 align-bottom text-[0.85em] font-semibold',
                  CELL_ALIGN[column.align],
                  column.width,
                )}
              >
                <Bilingual text={column.label(texts)} stacked align={column.align} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-b border-border break-inside-avoid">
              {COLUMNS.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    'px-1.5 py-2 align-top',
                    CELL_ALIGN[column.align],
                    column.key === 'name' ? 'break-words' : 'whitespace-nowrap',
                    column.key === 'total' && 'font-semibold',
                  )}
                >
                  {column.key === 'name' ? (
                    <span dir="auto">{line.name}</span>
                  ) : (
                    <Ltr>{line[column.key]}</Ltr>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 flex items-start justify-between gap-8 break-inside-avoid">
        <p className="pt-1 text-[0.85em] text-fg-muted">
          <Bilingual text={texts.currency} />
        </p>
        <TotalsList
          totals={invoice.totals}
          texts={texts}
          className="w-[46%] shrink-0 rounded-md border border-border px-4 py-2"
        />
      </div>
    </>
  );
}
