import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Download, ExternalLink, FileText, FilterX } from 'lucide-react';
import { Link } from 'wouter';
import { Button, EmptyState, taxDocumentColumns } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { userAtom } from '../../session/session.atoms';
import type { TaxDocumentListItem } from '../../shared/invoices/invoice-views';
import { ListScreen } from '../../shared/lists/list-screen';
import { useListQuery } from '../../shared/lists/use-list-query';
import { isRangeReversed } from '../../shared/order-lists/order-filters';
import { OPENED_FROM_LIST, offerPath } from '../../shared/orders/offer-address';
import { exportInvoices } from './api/export-invoices';
import { invoicesQueryOptions } from './api/list-invoices';
import { countInvoiceFilters, requestedFilters } from './invoice-filters';
import { InvoiceFiltersBar } from './invoice-filters-bar';
import { useInvoiceFilters } from './use-invoice-filters';
import { useTaxDocumentTexts } from './use-tax-document-texts';

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
  const texts = useTaxDocumentTexts();
  // The order opens where its documents are viewed and printed; closing it comes Back here.
  const columns = taxDocumentColumns({
    texts,
    locale: lang,
    showBranch: role === 'admin',
    orderLink: (document) => (
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
    ),
  });

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
