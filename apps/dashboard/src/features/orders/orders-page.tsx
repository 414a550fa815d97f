import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Download } from 'lucide-react';
import { can, type Order } from '@taseer/api';
import { Button, Field, Select, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { userAtom } from '../../session/session.atoms';
import { ListScreen } from '../../shared/lists/list-screen';
import { useListQuery } from '../../shared/lists/use-list-query';
import { useLiveOrders } from '../../shared/orders/use-live-orders';
import { riyadhToday } from '../../shared/stats/recent-days';
import { exportOrders } from './api/export-orders';
import { ordersQueryOptions } from '../../shared/order-lists/api/list-orders';
import { orderColumn } from '../../shared/order-lists/order-columns';
import { orderStatusLabels } from '../../shared/orders/order-status';
import { ORDER_STATUSES } from '../../shared/orders/order-statuses';
import { isOrderStatus } from '../../shared/order-lists/status-filter';
import { QuoteStatusSelect } from '../../shared/order-lists/quote-status-select';
import { useQuoteStatusFilter, useStatusFilter } from '../../shared/order-lists/use-status-filter';
import { listBusy } from '../../shared/order-lists/list-busy';
import { NewOrdersBar } from '../../shared/order-lists/new-orders-bar';
import { OrderFiltersBar } from '../../shared/order-lists/order-filters-bar';
import { useFilteredEmpty } from '../../shared/order-lists/filtered-empty';
import {
  arrivalsCanShow,
  countFilters,
  hasFilters,
  holdsArrivals,
  isRangeReversed,
} from '../../shared/order-lists/order-filters';
import { useOrderFilters } from '../../shared/order-lists/use-order-filters';

const ALL = 'all';

/**
 * /orders (reports): every order within reach with its client, place in the company, status and
 * quote; searched, filtered by order and quote status, days of arrival, branch and section (all in
 * the address), paged, and exported as `orders.csv` with the same filters. It follows the live
 * stream like the offers (see useLiveOrders).
 */
export function OrdersPage() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const query = useListQuery();
  const { status, setStatus } = useStatusFilter();
  const { quoteStatus, setQuoteStatus } = useQuoteStatusFilter();
  const { filters, change, clear } = useOrderFilters();
  const { from, to, branchId, sectionId } = filters;
  const reversed = isRangeReversed(from, to);
  const applied = { search: query.search, status, quoteStatus, from, to, branchId, sectionId };
  const filtered = hasFilters(applied);
  const count = countFilters(applied);
  const narrowing = { status, quoteStatus, from, to, branchId, sectionId };
  const list = useQuery({
    ...ordersQueryOptions({ ...query, ...narrowing }),
    placeholderData: keepPreviousData,
    // A first day after the last is said under its box; the server is not asked.
    enabled: !reversed,
  });
  const live = useLiveOrders(
    () => {
      if (!reversed) void list.refetch();
    },
    {
      holdArrivals: holdsArrivals(
        { page: query.page, oldestFirst: false },
        arrivalsCanShow({ status, quoteStatus, to }, riyadhToday()),
      ),
    },
  );
  const rows = reversed ? [] : (list.data?.orders ?? []);
  const { showError } = useToastMessages();
  const download = useMutation({
    mutationFn: () => exportOrders({ ...narrowing, search: query.search }),
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
  const noOrders = rows.length === 0;
  const empty = useFilteredEmpty({
    reversed,
    filtered,
    onlySearch: count === 0,
    onClear: clear,
  });

  return (
    <ListScreen<Order>
      title={t('page.orders.title')}
      query={query}
      columns={columns}
      rows={rows}
      getRowId={(order) => order._id}
      totalPages={reversed ? undefined : list.data?.totalPages}
      totalPagesCapped={list.data?.totalPagesCapped}
      loading={listBusy(list)}
      error={reversed ? null : list.error}
      onRetry={() => void list.refetch()}
      searchPlaceholder={t('offers.searchPlaceholder')}
      liveSearch
      emptyTitle={t('orders.empty')}
      emptyDescription={t('orders.emptyDescription')}
      empty={empty}
      actions={
        can(role, 'order.export') ? (
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
        ) : null
      }
      toolbar={
        <OrderFiltersBar
          role={role}
          filters={filters}
          onChange={change}
          onClear={clear}
          count={count}
          active={filtered}
          leading={
            <>
              <Field label={t('queue.filter.orderStatus')} className="min-w-0 sm:w-36">
                <Select
                  aria-label={t('orders.statusFilter')}
                  value={status ?? ALL}
                  onValueChange={(id) => setStatus(isOrderStatus(id) ? id : undefined)}
                  options={[
                    { id: ALL, value: t('orders.statusAll') },
                    ...ORDER_STATUSES.map((s) => ({ id: s, value: labels[s] })),
                  ]}
                />
              </Field>
              <Field label={t('queue.filter.quoteStatus')} className="min-w-0 sm:w-48">
                <QuoteStatusSelect
                  value={quoteStatus}
                  onChange={setQuoteStatus}
                  className="w-full"
                />
              </Field>
            </>
          }
        />
      }
      banner={
        <NewOrdersBar
          count={live.held}
          onShow={() => {
            live.release();
            query.setPage(1);
          }}
        />
      }
    />
  );
}
