import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Download } from 'lucide-react';
import { can, type Order } from '@taseer/api';
import { Button, Select, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { userAtom } from '../../session/session.atoms';
import { ListScreen } from '../../shared/lists/list-screen';
import { useListQuery } from '../../shared/lists/use-list-query';
import { exportOrders } from './api/export-orders';
import { ordersQueryOptions } from './api/list-orders';
import { orderColumn } from './order-columns';
import { orderStatusLabels } from '../../shared/orders/order-status';
import { ORDER_STATUSES } from '../../shared/orders/order-statuses';
import { isOrderStatus } from './status-filter';
import { QuoteStatusSelect } from './quote-status-select';
import { useQuoteStatusFilter, useStatusFilter } from './use-status-filter';

const ALL = 'all';

/**
 * /orders (reports): every order within reach with its client, place in the company, status and
 * quote; filtered by order and quote status, paged, and exported as `orders.csv` with the same
 * filters.
 */
export function OrdersPage() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const query = useListQuery();
  const { status, setStatus } = useStatusFilter();
  const { quoteStatus, setQuoteStatus } = useQuoteStatusFilter();
  const filtered = status !== undefined || quoteStatus !== undefined;
  const list = useQuery({
    ...ordersQueryOptions({ ...query, status, quoteStatus }),
    placeholderData: keepPreviousData,
  });
  const { showError } = useToastMessages();
  const download = useMutation({
    mutationFn: () => exportOrders({ status, quoteStatus, search: query.search }),
    onError: showError,
  });

  const column = orderColumn(t, lang);
  const columns: DataTableColumn<Order>[] = [
    column.client,
    ...(role === 'superadmin' ? [column.company] : []),
    column.branch,
    column.manager,
    column.section,
    column.date,
    column.quote,
    column.status,
  ];
  const labels = orderStatusLabels(t);
  const noOrders = !list.data || list.data.orders.length === 0;

  return (
    <ListScreen<Order>
      title={t('page.orders.title')}
      query={query}
      columns={columns}
      rows={list.data?.orders ?? []}
      getRowId={(order) => order._id}
      totalPages={list.data?.totalPages}
      totalPagesCapped={list.data?.totalPagesCapped}
      loading={list.isFetching}
      error={list.error}
      onRetry={() => void list.refetch()}
      searchable={false}
      emptyTitle={filtered ? t('orders.emptyFiltered') : t('orders.empty')}
      emptyDescription={filtered ? undefined : t('orders.emptyDescription')}
      actions={
        <>
          <Select
            aria-label={t('orders.statusFilter')}
            className="w-40"
            value={status ?? ALL}
            onValueChange={(id) => setStatus(isOrderStatus(id) ? id : undefined)}
            options={[
              { id: ALL, value: t('orders.statusAll') },
              ...ORDER_STATUSES.map((s) => ({ id: s, value: labels[s] })),
            ]}
          />
          <QuoteStatusSelect value={quoteStatus} onChange={setQuoteStatus} />
          {can(role, 'order.export') ? (
            <Button
              variant="outline"
              icon={<Download aria-hidden="true" />}
              aria-label={t('orders.exportLabel')}
              loading={download.isPending}
              disabled={noOrders}
              onClick={() => download.mutate()}
            >
              {t('orders.export')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
