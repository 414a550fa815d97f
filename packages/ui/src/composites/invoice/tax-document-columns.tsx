import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../primitives/badge/badge';
import { formatDate, formatHalalas, type UiLocale } from '../../lib/format';
import type { DataTableColumn } from '../data-table/data-table-column';
import type { TaxInvoiceKind } from './invoice-types';

/** How ZATCA took a stamped document (phase 2). */
export type TaxReportingStatus = 'pending' | 'reported' | 'reported_with_warnings' | 'rejected';

/** One issued document as a list shows it (the app's API record has this shape). */
export interface TaxDocumentRowView {
  id: string;
  kind: TaxInvoiceKind;
  number: string;
  issuedAt: string;
  orderId: string;
  /** Null when the order has since been deleted (its documents are kept). */
  orderRef: string | null;
  branchName: string | null;
  buyerName: string | null;
  /** A credit note's invoice. */
  invoiceNumber: string | null;
  /** Null for a document not stamped (phase 1). */
  reportingStatus: TaxReportingStatus | null;
  vatHalalas: number;
  totalHalalas: number;
}

export interface TaxDocumentTableTexts {
  columns: {
    number: string;
    reporting: string;
    issuedAt: string;
    order: string;
    branch: string;
    buyer: string;
    vat: string;
    total: string;
  };
  kind: Record<TaxInvoiceKind, string>;
  /** Before a credit note's invoice number ("corrects"). */
  corrects: string;
  reporting: Record<TaxReportingStatus, string>;
  /** A document never reported (issued before the company's ZATCA connection). */
  notReported: string;
  orderDeleted: string;
  buyerUnnamed: string;
}

/** Each ZATCA state coloured by how much it needs the staff. */
export const TAX_REPORTING_TONES: Record<TaxReportingStatus, BadgeTone> = {
  pending: 'neutral',
  reported: 'success',
  reported_with_warnings: 'warning',
  rejected: 'danger',
};

/** How ZATCA took a stamped document, as a badge. */
export function TaxReportingBadge({
  status,
  label,
}: {
  status: TaxReportingStatus;
  label: string;
}) {
  return (
    <Badge tone={TAX_REPORTING_TONES[status]} size="sm" data-status={status}>
      {label}
    </Badge>
  );
}

export interface TaxDocumentColumnsOptions {
  texts: TaxDocumentTableTexts;
  locale: UiLocale;
  /** A company's list spans its branches; a manager's is one branch's. */
  showBranch: boolean;
  /** The order's reference as a link to it (the app knows its addresses). */
  orderLink: (row: TaxDocumentRowView & { orderRef: string }) => ReactNode;
}

/**
 * The columns of a list of tax invoices and credit notes: the number (its kind, and the invoice a
 * credit note corrects), how ZATCA took it, when it was issued (Riyadh), its order, branch and
 * customer, its VAT and total. Numbers and references stay left to right inside Arabic.
 */
export function taxDocumentColumns({
  texts,
  locale,
  showBranch,
  orderLink,
}: TaxDocumentColumnsOptions): DataTableColumn<TaxDocumentRowView>[] {
  const amount = (halalas: number) => formatHalalas(halalas, { locale });
  return [
    {
      key: 'number',
      header: texts.columns.number,
      card: 'title',
      nowrap: true,
      cell: (row) => (
        <span className="flex flex-col gap-0.5">
          <bdi dir="ltr" className="font-medium text-fg tabular-nums">
            {row.number}
          </bdi>
          <span className="text-xs font-normal text-fg-muted">
            {texts.kind[row.kind]}
            {row.invoiceNumber ? (
              <>
                {' · '}
                {texts.corrects}{' '}
                <bdi dir="ltr" className="tabular-nums">
                  {row.invoiceNumber}
                </bdi>
              </>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      key: 'reporting',
      header: texts.columns.reporting,
      card: 'badge',
      nowrap: true,
      cell: (row) =>
        row.reportingStatus ? (
          <TaxReportingBadge
            status={row.reportingStatus}
            label={texts.reporting[row.reportingStatus]}
          />
        ) : (
          // A dash on every such row; its meaning on hover and for screen readers.
          <span className="text-fg-muted" title={texts.notReported}>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{texts.notReported}</span>
          </span>
        ),
    },
    {
      key: 'issuedAt',
      header: texts.columns.issuedAt,
      nowrap: true,
      // The day over its time in the table; one line in a card.
      cell: (row) => (
        <time dateTime={row.issuedAt} className="flex flex-col max-md:block">
          <span>{formatDate(row.issuedAt, { locale, style: 'date' })}</span>
          {/* A real space: without it the bidi algorithm joins the year and the hour. */}{' '}
          <span className="text-fg-muted">
            {formatDate(row.issuedAt, { locale, style: 'time' })}
          </span>
        </time>
      ),
    },
    {
      key: 'order',
      header: texts.columns.order,
      nowrap: true,
      cell: (row) =>
        row.orderRef !== null ? (
          orderLink({ ...row, orderRef: row.orderRef })
        ) : (
          <span className="text-fg-muted">{texts.orderDeleted}</span>
        ),
    },
    ...(showBranch
      ? [
          {
            key: 'branch',
            header: texts.columns.branch,
            width: '9rem',
            cell: (row: TaxDocumentRowView) => <bdi>{row.branchName ?? '—'}</bdi>,
          },
        ]
      : []),
    {
      key: 'buyer',
      header: texts.columns.buyer,
      width: '10rem',
      cell: (row) =>
        row.buyerName ? (
          <bdi>{row.buyerName}</bdi>
        ) : (
          <span className="text-fg-muted">{texts.buyerUnnamed}</span>
        ),
    },
    {
      key: 'vat',
      header: texts.columns.vat,
      nowrap: true,
      cell: (row) => amount(row.vatHalalas),
    },
    {
      key: 'total',
      header: texts.columns.total,
      nowrap: true,
      cell: (row) => <span className="font-semibold text-fg">{amount(row.totalHalalas)}</span>,
    },
  ];
}
