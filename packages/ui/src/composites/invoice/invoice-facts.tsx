import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Bilingual, Ltr } from './invoice-parts';
import type {
  BilingualText,
  TaxInvoiceSellerView,
  TaxInvoiceTexts,
  TaxInvoiceTotalsView,
  TaxInvoiceView,
} from './invoice-types';

export interface InvoiceFact {
  key: string;
  label: BilingualText;
  value: ReactNode;
  /** A sentence rather than a code: given the whole width. */
  wide?: boolean;
}

/**
 * The document's own facts in the order Saudi invoices give them: its number and date, the
 * buyer when named and, on a credit note, the invoice it corrects and why.
 */
export function documentFacts(invoice: TaxInvoiceView, texts: TaxInvoiceTexts): InvoiceFact[] {
  const facts: InvoiceFact[] = [
    { key: 'number', label: texts.number[invoice.kind], value: <Ltr>{invoice.number}</Ltr> },
    // The app's date may be Arabic words or digits only: its own direction, isolated.
    { key: 'issuedAt', label: texts.issuedAt, value: <bdi>{invoice.issuedAt}</bdi> },
  ];
  if (invoice.invoiceNumber) {
    facts.push({
      key: 'invoiceNumber',
      label: texts.invoiceNumber,
      value: <Ltr>{invoice.invoiceNumber}</Ltr>,
    });
  }
  if (invoice.buyerName) {
    facts.push({ key: 'buyer', label: texts.buyer, value: <bdi>{invoice.buyerName}</bdi> });
  }
  if (invoice.reason) {
    facts.push({
      key: 'reason',
      label: texts.reason,
      value: <span dir="auto">{invoice.reason}</span>,
      wide: true,
    });
  }
  return facts;
}

/**
 * Who issued the document: the legal names, the national address and the VAT and commercial
 * registration numbers, start-aligned on A4 and centred on a receipt.
 */
export function SellerBlock({
  seller,
  texts,
  centred = false,
  className,
}: {
  seller: TaxInvoiceSellerView;
  texts: TaxInvoiceTexts;
  centred?: boolean;
  className?: string;
}) {
  const numbers = [
    { key: 'vat', label: texts.vatNumber, value: seller.vatNumber },
    { key: 'cr', label: texts.commercialRegistration, value: seller.commercialRegistration },
  ];
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-1',
        centred ? 'items-center text-center' : 'items-start',
        className,
      )}
    >
      <p className="text-[1.25em] font-bold leading-snug break-words">{seller.legalNameAr}</p>
      {seller.legalNameEn ? (
        <p lang="en" dir="ltr" className="font-medium leading-snug text-fg-muted break-words">
          {seller.legalNameEn}
        </p>
      ) : null}
      {seller.addressLines.length > 0 ? (
        <address className="flex flex-col text-[0.9em] not-italic text-fg-muted">
          {seller.addressLines.map((line, index) => (
            <span key={index} dir="auto" className="break-words">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      <dl
        className={cn(
          'flex flex-col gap-0.5 text-[0.9em]',
          centred ? 'items-center' : 'items-start',
        )}
      >
        {numbers.map((number) => (
          <div key={number.key} className="flex flex-wrap items-baseline gap-x-2">
            <dt>
              <Bilingual text={number.label} className="text-fg-muted" />
            </dt>
            <dd>
              <Ltr className="font-semibold">{number.value}</Ltr>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Net, VAT and the total with VAT: the last one stands out. */
export function TotalsList({
  totals,
  texts,
  className,
}: {
  totals: TaxInvoiceTotalsView;
  texts: TaxInvoiceTexts;
  className?: string;
}) {
  const rows = [
    { key: 'net', label: texts.totals.net, value: totals.net },
    { key: 'vat', label: texts.totals.vat, value: totals.vat },
  ];
  // Two columns, so the amounts share one edge and their decimals line up; each row spans both
  // (a subgrid), so the total's rule runs unbroken across them.
  const row = 'col-span-2 grid grid-cols-subgrid items-baseline';
  return (
    <dl className={cn('grid grid-cols-[1fr_auto]', className)}>
      {rows.map((each) => (
        <div key={each.key} className={cn(row, 'py-1')}>
          <dt className="min-w-0">
            <Bilingual text={each.label} stacked />
          </dt>
          <dd className="ps-4 font-medium">
            <Ltr>{each.value}</Ltr>
          </dd>
        </div>
      ))}
      <div className={cn(row, 'mt-1 border-t border-fg/70 pt-2 text-[1.15em] font-bold')}>
        <dt className="min-w-0">
          <Bilingual text={texts.totals.total} stacked />
        </dt>
        <dd className="ps-4" data-testid="invoice-total">
          <Ltr>{totals.total}</Ltr>
        </dd>
      </div>
    </dl>
  );
}
