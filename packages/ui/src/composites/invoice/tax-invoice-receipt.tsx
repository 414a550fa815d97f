import { cn } from '../../lib/cn';
import { InvoiceQr } from './invoice-qr';
import { documentFacts, SellerBlock, TotalsList } from './invoice-facts';
import { Bilingual, Ltr } from './invoice-parts';
import type { TaxInvoiceTexts, TaxInvoiceView } from './invoice-types';

/** About 45 mm on the roll: modules of over three of a thermal head's dots (203 dpi). */
const QR_SIZE = 170;

const RULE = 'border-dashed border-fg/40';

/**
 * The thermal receipt, one column: the seller centred, the title, the facts as label and value
 * rows, each line's name across the roll with its quantity and unit price, VAT and total under
 * it, then the totals and the QR at the bottom. Each line's net is left to the totals: three
 * figures a line is what 72 mm of print holds. Amounts align where their digits end.
 */
export function TaxInvoiceReceipt({
  invoice,
  texts,
  titleId,
}: {
  invoice: TaxInvoiceView;
  texts: TaxInvoiceTexts;
  titleId: string;
}) {
  return (
    <>
      <header>
        <SellerBlock seller={invoice.seller} texts={texts} centred />
      </header>

      <h1 id={titleId} className={cn('mt-3 border-y py-2 text-center', RULE)}>
        <Bilingual text={texts.title[invoice.kind]} stacked align="center" className="font-bold" />
      </h1>

      <dl className="mt-2 flex flex-col gap-1">
        {documentFacts(invoice, texts).map((fact) => (
          <div
            key={fact.key}
            className={cn(
              'flex gap-x-3',
              fact.wide ? 'flex-col' : 'items-baseline justify-between',
            )}
          >
            <dt className="shrink-0 text-fg-muted">
              <Bilingual text={fact.label} />
            </dt>
            <dd className={cn('min-w-0 font-semibold break-words', !fact.wide && 'text-end')}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>

      <table className={cn('mt-2 w-full border-collapse border-t', RULE)}>
        <thead>
          <tr className={cn('border-b', RULE)}>
            <th scope="col" className="w-full py-1.5 text-start align-bottom font-semibold">
              <Bilingual text={texts.columns.item} stacked />
            </th>
            <th scope="col" className="px-1.5 py-1.5 text-start align-bottom font-semibold">
              <Bilingual text={texts.columns.vat} stacked />
            </th>
            <th
              scope="col"
              className="min-w-[7.5em] py-1.5 ps-3 text-start align-bottom font-semibold"
            >
              <Bilingual text={texts.columns.total} stacked />
            </th>
          </tr>
        </thead>
        {/* A line's name across the roll, its figures under it; a line never splits. */}
        {invoice.lines.map((line, index) => (
          <tbody key={index} className="break-inside-avoid">
            <tr>
              <td colSpan={3} className="pt-1.5 break-words">
                <span dir="auto">{line.name}</span>
              </td>
            </tr>
            <tr className="align-top">
              <td className="text-fg-muted">
                <Ltr>
                  {line.quantity} × {line.unitPrice}
                </Ltr>
              </td>
              <td className="px-1.5 whitespace-nowrap">
                <Ltr className="block">{line.vat}</Ltr>
                <Ltr className="block text-[0.9em] text-fg-muted">{line.vatRate}</Ltr>
              </td>
              <td className="ps-3 font-semibold whitespace-nowrap">
                <Ltr>{line.total}</Ltr>
              </td>
            </tr>
          </tbody>
        ))}
      </table>

      <TotalsList
        totals={invoice.totals}
        texts={texts}
        className={cn('mt-1 border-t pt-1 break-inside-avoid', RULE)}
      />
      <p className="mt-2 text-center text-[0.9em] text-fg-muted">
        <Bilingual text={texts.currency} />
      </p>

      <InvoiceQr
        payload={invoice.qrPayload}
        label={texts.qrLabel}
        size={QR_SIZE}
        className="mx-auto mt-3 break-inside-avoid"
      />
    </>
  );
}
