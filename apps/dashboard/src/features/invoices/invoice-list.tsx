import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Download, ExternalLink, FileText, FilterX } from 'lucide-react';
import { Link } from 'wouter';
import { Button, EmptyState, formatDate, formatHalalas, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { userAtom } from '../../session/session.atoms';
import { KIND_LABELS, type TaxDocumentListItem } from '../../shared/invoices/invoice-views';
import { ReportingBadge } from '../../shared/invoices/reporting-badge';
import { ListScreen } from '../../shared/lists/list-screen';
import { useListQuery } from '../../shared/lists/use-list-query';
import { isRangeReversed } from '../../shared/order-lists/order-filters';
import { OPENED_FROM_LIST, offerPath } from '../../shared/orders/offer-address';
import { exportInvoices } from './api/export-invoices';
import { invoicesQueryOptions } from './api/list-invoices';
import { countInvoiceFilters, requestedFilters } from './invoice-filters';
import { InvoiceFiltersBar } from './invoice-filters-bar';
import { useInvoiceFilters } from './use-invoice-filters';

/**
 * The company's invoices and credit notes (a manager's, its branch's), newest first: each one's
 * number, day, order, customer, VAT and total and how ZATCA took it; filtered by days of issue, kind
 * and (for a company) branch in the address, paged, and exported as `invoices.csv` with the same
 * filters. A document is viewed and printed from its order, which each row opens.
 */
export function InvoiceList() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const query = useListQuery();
  const { filters, change, clear } = useInvoiceFilters();
  const applied = requestedFilters(filters, role);
  const reversed = isRangeReversed(filters.from, filters.to);
  const count = countInvoiceFilters(filters, role);
  const list = useQuery({
    ...invoicesQueryOptions({ page: query.page, limit: query.limit, ...applied }),
    placeholderData: keepPreviousData,
    // A first day after the last is said under its box; the server is not asked.
    enabled: !reversed,
  });
  const { showError } = useToastMessages();
  const download = useMutation({
    mutationFn: () => exportInvoices(applied),
    onError: showError,
  });
  const rows = reversed ? [] : (list.data?.documents ?? []);
  const amount = (halalas: number) => formatHalalas(halalas, { locale: lang });

  const columns: DataTableColumn<TaxDocumentListItem>[] = [
    {
      key: 'number',
      header: t('invoices.column.number'),
      card: 'title',
      nowrap: true,
      cell: (document) => (
        <span className="flex flex-col gap-0.5">
          <bdi dir="ltr" className="font-medium text-fg tabular-nums">
            {document.number}
          </bdi>
          <span className="text-xs font-normal text-fg-muted">
            {t(KIND_LABELS[document.kind])}
            {document.invoiceNumber ? (
              <>
                {' · '}
                {t('invoices.column.corrects')}{' '}
                <bdi dir="ltr" className="tabular-nums">
                  {document.invoiceNumber}
                </bdi>
              </>
            ) : null}
          </span>
        </span>
      ),
    },
    {
      key: 'reporting',
      header: t('invoices.column.reporting'),
      card: 'badge',
      nowrap: true,
      cell: (document) =>
        document.reportingStatus ? (
          <ReportingBadge status={document.reportingStatus} />
        ) : (
          // A document issued before the company's ZATCA connection is never reported: a dash
          // on every such row, its meaning on hover and for screen readers.
          <span className="text-fg-muted" title={t('invoices.reporting.none')}>
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('invoices.reporting.none')}</span>
          </span>
        ),
    },
    {
      key: 'issuedAt',
      header: t('invoices.column.issuedAt'),
      nowrap: true,
      // The day over its time in the table; one line in a card.
      cell: (document) => (
        <time dateTime={document.issuedAt} className="flex flex-col max-md:block">
          <span>{formatDate(document.issuedAt, { locale: lang, style: 'date' })}</span>
          {/* A real space: without it the bidi algorithm joins the year and the hour. */}{' '}
          <span className="text-fg-muted">
            {formatDate(document.issuedAt, { locale: lang, style: 'time' })}
          </span>
        </time>
      ),
    },
    {
      key: 'order',
      header: t('invoices.column.order'),
      nowrap: true,
      // The order opens where its documents are viewed and printed; closing it comes Back here.
      cell: (document) =>
        document.orderRef ? (
          <Link
            href={offerPath(document.orderId, '')}
            state={OPENED_FROM_LIST}
            aria-label={t('invoices.openOrderOf', {
              order: document.orderRef,
              number: document.number,
            })}
            className="inline-flex items-center gap-1 font-medium text-primary-hover underline-offset-4 hover:underline"
          >
            <bdi dir="ltr" className="tabular-nums">
              {document.orderRef}
            </bdi>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        ) : (
          <span className="text-fg-muted">{t('invoices.orderDeleted')}</span>
        ),
    },
    ...(role === 'admin'
      ? [
          {
            key: 'branch',
            header: t('invoices.column.branch'),
            width: '9rem',
            cell: (document: TaxDocumentListItem) => <bdi>{document.branchName ?? '—'}</bdi>,
          },
        ]
      : []),
    {
      key: 'buyer',
      header: t('invoices.column.buyer'),
      width: '10rem',
      cell: (document) =>
        document.buyerName ? (
          <bdi>{document.buyerName}</bdi>
        ) : (
          <span className="text-fg-muted">{t('invoices.buyerUnnamed')}</span>
        ),
    },
    {
      key: 'vat',
      header: t('invoices.column.vat'),
      nowrap: true,
      cell: (document) => amount(document.vatHalalas),
    },
    {
      key: 'total',
      header: t('invoices.column.total'),
      nowrap: true,
      cell: (document) => (
        <span className="font-semibold text-fg">{amount(document.totalHalalas)}</span>
      ),
    },
  ];

  const empty =
    count > 0 && !reversed ? (
      <EmptyState
        icon={<FilterX />}
        title={t('invoices.filteredEmpty')}
        description={t('invoices.filteredEmptyDescription')}
        action={
          <Button variant="outline" onClick={clear}>
            {t('invoices.filter.clear')}
          </Button>
        }
      />
    ) : reversed ? (
      <EmptyState icon={<FilterX />} title={t('invoices.reversedEmpty')} />
    ) : (
      <EmptyState
        icon={<FileText />}
        title={t('invoices.empty')}
        description={t('invoices.emptyDescription')}
      />
    );

  return (
    <ListScreen<TaxDocumentListItem>
      title={t('invoices.title')}
      query={query}
      columns={columns}
      rows={rows}
      getRowId={(document) => document.id}
      totalPages={reversed ? undefined : list.data?.totalPages}
      totalPagesCapped={list.data?.totalPagesCapped}
      loading={list.isFetching}
      error={reversed ? null : list.error}
      onRetry={() => void list.refetch()}
      searchable={false}
      emptyTitle={t('invoices.empty')}
      empty={empty}
      actions={
        <Button
          variant="outline"
          icon={<Download aria-hidden="true" />}
          aria-label={t('invoices.exportLabel')}
          loading={download.isPending}
          disabled={rows.length === 0}
          onClick={() => download.mutate()}
        >
          {t('invoices.export')}
        </Button>
      }
      toolbar={
        <InvoiceFiltersBar
          role={role}
          filters={filters}
          onChange={change}
          onClear={clear}
          count={count}
        />
      }
    />
  );
}
