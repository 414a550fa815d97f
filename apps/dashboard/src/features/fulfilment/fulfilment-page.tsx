import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { PackageCheck, PackageOpen, SearchX, Store, Truck, type LucideIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { can, type FulfilmentStage, type Order } from '@taseer/api';
import {
  Badge,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  formatNumber,
  ListHeader,
  Pagination,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { usePageTitle } from '../../navigation/page-title';
import { userAtom } from '../../session/session.atoms';
import { useClampPage, useListQuery } from '../../shared/lists/use-list-query';
import { fulfilmentErrorText } from '../../shared/orders/fulfilment-errors';
import { commonNextStages } from '../../shared/orders/fulfilment-stages';
import { useLiveOrders } from '../../shared/orders/use-live-orders';
import { useMoveOrders } from './api/move-orders';
import { laneOrdersQueryOptions } from './api/queue-orders';
import { bulkResultToast } from './bulk-result';
import { ConfirmMoveDialog } from './confirm-move-dialog';
import { laneColumns, OpenOrderLink } from './lane-columns';
import type { LaneCount } from './lane-count';
import { changeLane, isLane, LANE_EMPTY, LANE_LABELS, LANES, readLane, type Lane } from './lanes';
import { SelectionBar } from './selection-bar';
import { idsIn, NO_IDS, pageSelected, selectedRows, toggled, type Selection } from './selection';
import { useLaneCounts } from './use-lane-counts';

const LANE_ICONS: Record<Lane, LucideIcon> = {
  to_prepare: PackageOpen,
  ready_for_pickup: Store,
  out_for_delivery: Truck,
  delivered_today: PackageCheck,
};

/**
 * /fulfilment: accepted orders on their way to the customer, in lanes — to prepare, ready for
 * pickup, out for delivery, delivered today — each with its count, a paged list (reference,
 * client, vehicle, accepted total, paid or not, stage) and the orders list's live refresh. Rows
 * are selected and moved to a next stage together, after a confirmation that says how many;
 * a toast then says how many moved and which did not, with why. A row opens its order's offer,
 * where its fulfilment panel is. The lane, page, size and search live in the address.
 */
export function FulfilmentPage() {
  const { t, lang } = useI18n();
  const title = t('page.fulfilment.title');
  usePageTitle(title);
  const role = useAtomValue(userAtom)?.role;
  const mayMove = can(role, 'order.fulfil');
  const query = useListQuery();
  const [lane, setLane] = useLane();
  const list = useQuery({
    ...laneOrdersQueryOptions({ lane, ...query }),
    placeholderData: keepPreviousData,
  });
  const counts = useLaneCounts();
  useLiveOrders(() => {
    void list.refetch();
    counts.refetch();
  });
  const totalPages = list.data?.totalPages;
  useClampPage(query, totalPages);
  const rows = list.data?.orders ?? [];

  // What is selected belongs to the lane, page, size and search it was selected on.
  const scope = [lane, query.page, query.limit, query.search].join('|');
  const [selection, setSelection] = useState<Selection>({ scope, ids: NO_IDS });
  const ids = idsIn(selection, scope);
  const setIds = (next: ReadonlySet<string>) => setSelection({ scope, ids: next });
  const chosen = selectedRows(rows, ids);

  const move = useMoveOrders();
  const [confirming, setConfirming] = useState<{
    stage: FulfilmentStage;
    orders: readonly Pick<Order, '_id' | 'orderRef'>[];
  } | null>(null);
  const confirm = () => {
    if (!confirming) return;
    const { stage, orders } = confirming;
    const refs = new Map(orders.map((order) => [order._id, order.orderRef]));
    move.mutate(
      { orderIds: orders.map((order) => order._id), stage },
      {
        onSuccess: (result) => {
          const news = bulkResultToast(result, stage, (id) => refs.get(id) ?? id, t, lang);
          toast[news.tone](news.message, news.duration ? { duration: news.duration } : {});
          // The ones that stayed stay selected, to be seen (and tried) again.
          setIds(new Set(result.skipped.map((skipped) => skipped.orderId)));
          setConfirming(null);
        },
        onError: (error) => {
          toast.error(fulfilmentErrorText(error, t));
          setConfirming(null);
        },
      },
    );
  };

  const failed = list.isError;
  const busy = list.isFetching && (list.isPending || list.isPlaceholderData || list.isError);
  const columns = laneColumns({
    t,
    lang,
    isSelected: (order) => ids.has(order._id),
    onToggle: (order, on) => setIds(toggled(ids, order._id, on)),
  });
  const empty = LANE_EMPTY[lane];
  const LaneIcon = LANE_ICONS[lane];

  return (
    <section className="flex flex-col gap-5">
      <ListHeader
        title={title}
        hideTitle
        searchTerm={query.search}
        onSearch={query.setSearch}
        filterLabel={t('list.filter')}
        searchPlaceholder={t('fulfilment.searchPlaceholder')}
        activeSearchLabel={t('list.activeSearch')}
        clearSearchLabel={t('list.clearSearch')}
      />
      <Tabs
        value={lane}
        onValueChange={(value) => isLane(value) && setLane(value)}
        // Each lane is another request: arrow keys move between the tabs, Enter or Space opens one.
        activationMode="manual"
        className="gap-5"
      >
        <TabsList
          aria-label={t('fulfilment.lanes')}
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit"
        >
          {LANES.map((each) => (
            <TabsTrigger key={each} value={each} className="h-9 px-3">
              {t(LANE_LABELS[each])}
              <LaneCountBadge count={counts.counts[each]} active={each === lane} />
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="rounded-xl bg-surface shadow-card">
          <TabsContent value={lane} tabIndex={-1}>
            {failed ? (
              <ErrorState
                title={t('list.errorTitle')}
                message={errorMessage(list.error, {
                  network: t('common.errorNetwork'),
                  generic: t('common.errorGeneric'),
                })}
                onRetry={() => void list.refetch()}
                retryLabel={t('list.retry')}
                retrying={list.isFetching}
              />
            ) : (
              <>
                {mayMove && rows.length > 0 ? (
                  <SelectionBar
                    selectedCount={chosen.length}
                    pageCount={rows.length}
                    targets={commonNextStages(chosen)}
                    onSelectPage={(on) => setIds(pageSelected(rows, on))}
                    onClear={() => setIds(NO_IDS)}
                    onMove={(stage) => setConfirming({ stage, orders: chosen })}
                    disabled={move.isPending}
                  />
                ) : null}
                <DataTable<Order>
                  caption={t(LANE_LABELS[lane])}
                  columns={mayMove ? columns : columns.filter((column) => column.key !== 'select')}
                  rows={rows}
                  getRowId={(order) => order._id}
                  rowActions={(order) => (
                    <OpenOrderLink
                      order={order}
                      label={t('fulfilment.open', { ref: order.orderRef })}
                    />
                  )}
                  actionsHeader={t('list.options')}
                  loading={busy || move.isPending}
                  loadingLabel={t('common.loading')}
                  skeletonRows={Math.min(query.limit, 6)}
                  empty={
                    query.search ? (
                      <EmptyState
                        icon={<SearchX />}
                        title={t('list.noResultsTitle')}
                        description={t('list.noResultsDescription', { term: query.search })}
                        action={
                          <Button variant="outline" onClick={() => query.setSearch('')}>
                            {t('list.clearSearch')}
                          </Button>
                        }
                      />
                    ) : (
                      <EmptyState
                        // The truck points along the line, so it flips in Arabic.
                        icon={
                          <LaneIcon
                            className={lane === 'out_for_delivery' ? 'rtl:-scale-x-100' : undefined}
                          />
                        }
                        title={t(empty.title)}
                        description={t(empty.text)}
                      />
                    )
                  }
                />
              </>
            )}
          </TabsContent>
          {!failed && totalPages !== undefined && totalPages > 0 ? (
            <Pagination
              page={Math.min(query.page, totalPages)}
              totalPages={totalPages}
              totalPagesCapped={list.data?.totalPagesCapped}
              onPageChange={query.setPage}
              pageSize={query.limit}
              onPageSizeChange={query.setLimit}
              labels={{
                rowsPerPage: t('list.rowsPerPage'),
                previous: t('list.previousPage'),
                next: t('list.nextPage'),
                navigation: t('list.pagination'),
                page: (page) => t('list.page', { page }),
              }}
              className="border-t border-border px-4 py-3"
            />
          ) : null}
        </div>
      </Tabs>
      <ConfirmMoveDialog
        move={
          confirming
            ? { stage: confirming.stage, refs: confirming.orders.map((order) => order.orderRef) }
            : null
        }
        pending={move.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

/** The lane in the address (`?lane=`); each change is a history entry, so Back undoes it. */
function useLane(): [Lane, (lane: Lane) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const setLane = useCallback(
    (next: Lane) => {
      const current = window.location.search;
      const query = changeLane(current, next);
      if (query === new URLSearchParams(current).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [path, navigate],
  );
  return [readLane(search), setLane];
}

/** A lane's count in its tab, once known; "30+" when the server stopped counting. */
function LaneCountBadge({ count, active }: { count: LaneCount | undefined; active: boolean }) {
  const { lang } = useI18n();
  if (!count) return null;
  return (
    <Badge
      size="sm"
      tone={active ? 'primary' : 'neutral'}
      // On the tabs' grey, an inactive count keeps a pill of its own.
      className={active ? 'tabular-nums' : 'bg-surface tabular-nums'}
    >
      {formatNumber(count.count, { locale: lang })}
      {count.atLeast ? '+' : ''}
    </Badge>
  );
}
