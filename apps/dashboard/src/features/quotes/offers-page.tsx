import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation, useRoute } from 'wouter';
import { Ban, Ellipsis, Eye, Hand, Undo2 } from 'lucide-react';
import { can, type Order } from '@taseer/api';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Field,
  IconButton,
  type DataTableColumn,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { routesFirst } from '../../shared/order-routing/route-order-notice';
import { userAtom } from '../../session/session.atoms';
import { orderMovedOn } from '../../api/api-error';
import { useDeleteFlow } from '../../shared/lists/delete-flow';
import { refreshLists } from '../../shared/lists/list-keys';
import { ListScreen } from '../../shared/lists/list-screen';
import { useListQuery } from '../../shared/lists/use-list-query';
import { useLiveOrders } from '../../shared/orders/use-live-orders';
import { riyadhToday } from '../../shared/stats/recent-days';
import { ordersQueryOptions } from '../../shared/order-lists/api/list-orders';
import { cancelOrder } from './api/order-mutations';
import { ORDER_CHANGE_REFRESHES } from '../../shared/orders/order-changes';
import { CLAIM_TABS } from '../../shared/order-lists/claim-tab';
import { listBusy } from '../../shared/order-lists/list-busy';
import { NewOrderAlertsToggle } from '../../shared/desk/new-order-alerts-toggle';
import { NewOrdersBar } from '../../shared/order-lists/new-orders-bar';
import { orderColumn } from '../../shared/order-lists/order-columns';
import { OldestFirstToggle, OrderFiltersBar } from '../../shared/order-lists/order-filters-bar';
import { useFilteredEmpty } from '../../shared/order-lists/filtered-empty';
import {
  arrivalsCanShow,
  countFilters,
  hasFilters,
  holdsArrivals,
  isRangeReversed,
} from '../../shared/order-lists/order-filters';
import { queueColumn } from '../../shared/desk/queue-columns';
import { claimAction } from '../../shared/desk/queue-claim';
import { ActiveFilterChips } from './active-filter-chips';
import { QuoteStatusSelect } from '../../shared/order-lists/quote-status-select';
import { useClaimActions } from '../../shared/desk/use-claim-actions';
import { useNow } from './use-now';
import { useOpenedRow } from './use-opened-row';
import {
  useClaimTab,
  useOrderFilters,
  useQueueFilter,
} from '../../shared/order-lists/use-order-filters';
import { useQuoteStatusFilter, useStatusFilter } from '../../shared/order-lists/use-status-filter';
import { CancelOrderDialog } from './cancel-order-dialog';
import {
  OFFER_ROUTE,
  OPENED_FROM_LIST,
  offerPath,
  offersPath,
  openedFromList,
} from '../../shared/orders/offer-address';
import { OfferFromAddress } from './offer-from-address';

/**
 * /offers, the pricing desk's queue: the orders to answer with prices, in three tabs (mine,
 * unclaimed, all; see claim-tab.ts for where each role starts), with how long each pending order
 * has waited against its target and who holds it. A row claims an order nobody holds or releases
 * one the reader holds; each opens its price offer, and pending ones can be cancelled. The tab,
 * the filters and oldest-first live in the address. Managers and employees work within one
 * branch, so only companies see the branch column. An opened offer is in the address
 * (`/offers/:id`): Back closes it, and a link to it opens the list with it. The list follows the
 * live stream (see useLiveOrders).
 */
export function OffersPage() {
  const { t, lang } = useI18n();
  const user = useAtomValue(userAtom);
  const role = user?.role;
  const canPrice = can(role, 'order.price');
  const canCancel = can(role, 'order.cancel');
  const canClaim = can(role, 'order.claim');
  const showBranch = role === 'admin' || role === 'superadmin';
  const query = useListQuery();
  const { quoteStatus, setQuoteStatus } = useQuoteStatusFilter();
  // A home panel's «show all» may narrow the desk to a work list or a status: shown as chips.
  const { queue, clearQueue } = useQueueFilter();
  const { status, setStatus } = useStatusFilter();
  const [tab, setTab] = useClaimTab(role);
  const { filters, change, clear } = useOrderFilters();
  const { from, to, branchId, sectionId, oldestFirst } = filters;
  const reversed = isRangeReversed(from, to);
  const applied = {
    search: query.search,
    status,
    quoteStatus,
    queue,
    from,
    to,
    branchId,
    sectionId,
  };
  const filtered = hasFilters(applied);
  const count = countFilters(applied);
  const list = useQuery({
    ...ordersQueryOptions({
      ...query,
      status,
      quoteStatus,
      queue,
      from,
      to,
      branchId,
      sectionId,
      claim: tab === 'all' ? undefined : tab,
      sort: oldestFirst ? 'oldest' : undefined,
    }),
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
        { page: query.page, oldestFirst },
        arrivalsCanShow({ claim: tab, status, quoteStatus, queue, to }, riyadhToday()),
      ),
    },
  );
  const rows = reversed ? [] : (list.data?.orders ?? []);
  const now = useNow();
  const claims = useClaimActions();

  const [, offer] = useRoute(OFFER_ROUTE);
  const [, navigate] = useLocation();
  const offerRows = useOpenedRow(rows, offer?.id);
  // The live query string (useSearch decodes it), so the list's search term survives intact.
  const listQuery = () => window.location.search.slice(1);
  const openOffer = (order: Order) =>
    navigate(offerPath(order._id, listQuery()), { state: OPENED_FROM_LIST });
  const closeOffer = () => {
    if (openedFromList(window.history.state)) window.history.back();
    else navigate(offersPath(listQuery()), { replace: true });
  };
  const client = useQueryClient();
  const cancellation = useDeleteFlow<Order>({
    remove: async (order) => {
      try {
        return await cancelOrder(order._id);
      } catch (error) {
        // Priced or canceled by someone else meanwhile: the list shows it as it now is.
        if (orderMovedOn(error)) {
          await refreshLists(client, ORDER_CHANGE_REFRESHES);
        }
        throw error;
      }
    },
    invalidates: ORDER_CHANGE_REFRESHES,
    nameOf: (order) => order.orderRef,
    successMessage: t('offers.canceled'),
  });

  const column = orderColumn(t, lang);
  const columns: DataTableColumn<Order>[] = [
    column.client,
    column.ref,
    ...(showBranch ? [column.branch] : []),
    queueColumn(t, lang, { now, userId: user?._id }),
    column.quote,
    {
      key: 'offer',
      header: t('list.options'),
      nowrap: true,
      // On a phone the buttons close the order's card.
      card: 'actions',
      cell: (order) => {
        const takeInFirst = routesFirst(user, order);
        const action = canClaim && !takeInFirst ? claimAction(order, user?._id) : null;
        return (
          <span className="inline-flex items-center gap-1">
            <Button
              size="sm"
              variant="secondary"
              icon={<Eye aria-hidden="true" />}
              aria-label={t('offers.showOf', { ref: order.orderRef })}
              onClick={() => openOffer(order)}
            >
              {t('offers.show')}
            </Button>
            {action ? (
              <Button
                size="sm"
                variant={action === 'claim' ? 'outline' : 'ghost'}
                icon={
                  action === 'claim' ? <Hand aria-hidden="true" /> : <Undo2 aria-hidden="true" />
                }
                aria-label={t(action === 'claim' ? 'queue.claimOf' : 'queue.releaseOf', {
                  ref: order.orderRef,
                })}
                loading={claims.pendingId === order._id}
                disabled={claims.pendingId !== undefined && claims.pendingId !== order._id}
                onClick={() => claims.run(order, action)}
              >
                {t(action === 'claim' ? 'queue.claim' : 'queue.release')}
              </Button>
            ) : null}
            {canCancel && order.status === 'pending' && !takeInFirst ? (
              // Cancelling is out of the way of claiming and opening: in the row's own menu,
              // apart from them, and then asks for the typed phrase.
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <IconButton
                    label={t('offers.moreOf', { ref: order.orderRef })}
                    size="sm"
                    className="ms-2"
                  >
                    <Ellipsis />
                  </IconButton>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem
                    danger
                    icon={<Ban />}
                    onSelect={() => cancellation.request(order)}
                  >
                    {t('offers.cancelOf', { ref: order.orderRef })}
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </span>
        );
      },
    },
    column.status,
  ];

  const tabEmpty = {
    mine: { title: t('queue.empty.mine'), description: t('queue.empty.mineDescription') },
    unclaimed: {
      title: t('queue.empty.unclaimed'),
      description: t('queue.empty.unclaimedDescription'),
    },
    all: { title: t('offers.empty'), description: t('offers.emptyDescription') },
  }[tab];

  const empty = useFilteredEmpty({
    reversed,
    filtered,
    onlySearch: count === 0,
    onClear: clear,
  });

  return (
    <ListScreen<Order, (typeof CLAIM_TABS)[number]>
      title={t('page.offers.title')}
      query={query}
      columns={columns}
      rows={rows}
      getRowId={(order) => order._id}
      totalPages={reversed ? undefined : list.data?.totalPages}
      totalPagesCapped={list.data?.totalPagesCapped}
      loading={listBusy(list) || cancellation.pending}
      error={reversed ? null : list.error}
      onRetry={() => void list.refetch()}
      searchPlaceholder={t('offers.searchPlaceholder')}
      liveSearch
      emptyTitle={tabEmpty.title}
      emptyDescription={tabEmpty.description}
      empty={empty}
      actions={canPrice ? <NewOrderAlertsToggle /> : null}
      tabs={{
        label: t('queue.tabs'),
        value: tab,
        onChange: setTab,
        items: CLAIM_TABS.map((value) => ({ value, label: t(`queue.tab.${value}`) })),
        aside: <OldestFirstToggle checked={oldestFirst} onChange={change} />,
      }}
      toolbar={
        <>
          <ActiveFilterChips
            queue={queue}
            onClearQueue={clearQueue}
            status={status}
            onClearStatus={() => setStatus(undefined)}
          />
          <OrderFiltersBar
            role={role}
            filters={filters}
            onChange={change}
            onClear={clear}
            count={count}
            active={filtered}
            leading={
              <Field label={t('queue.filter.quoteStatus')} className="col-span-2 sm:w-48">
                <QuoteStatusSelect
                  value={quoteStatus}
                  onChange={setQuoteStatus}
                  className="w-full"
                />
              </Field>
            }
          />
        </>
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
    >
      <CancelOrderDialog {...cancellation.dialog} />
      {offer ? (
        <OfferFromAddress
          id={offer.id}
          rows={offerRows}
          canPrice={canPrice}
          canCancel={canCancel}
          onClose={closeOffer}
        />
      ) : null}
    </ListScreen>
  );
}
