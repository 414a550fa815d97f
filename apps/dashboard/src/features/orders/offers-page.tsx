import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation, useRoute } from 'wouter';
import { Ban, Eye } from 'lucide-react';
import { can, type Order } from '@taseer/api';
import { Button, IconButton, type DataTableColumn } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { ApiRequestError } from '../../api/api-error';
import { useDeleteFlow } from '../../shared/lists/delete-flow';
import { refreshLists } from '../../shared/lists/list-keys';
import { ListScreen } from '../../shared/lists/list-screen';
import { useListQuery } from '../../shared/lists/use-list-query';
import { ordersQueryOptions } from './api/list-orders';
import { cancelOrder, ORDER_CHANGE_REFRESHES } from './api/order-mutations';
import { orderColumn } from './order-columns';
import { QuoteStatusSelect } from './quote-status-select';
import { useQuoteStatusFilter } from './use-status-filter';
import { CancelOrderDialog } from './cancel-order-dialog';
import {
  OFFER_ROUTE,
  OPENED_FROM_LIST,
  offerPath,
  offersPath,
  openedFromList,
} from './offer-address';
import { OfferFromAddress } from './offer-from-address';

/**
 * /offers: the orders to answer with prices. Each opens its price offer; pending ones can be
 * cancelled. Managers and employees work within one branch, so only companies (and the system
 * manager) see the branch column. An opened offer is in the address (`/offers/:id`): Back closes
 * it, and a link to it opens the list with it.
 */
export function OffersPage() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const canPrice = can(role, 'order.price');
  const canCancel = can(role, 'order.cancel');
  const showBranch = role === 'admin' || role === 'superadmin';
  const query = useListQuery();
  const { quoteStatus, setQuoteStatus } = useQuoteStatusFilter();
  const list = useQuery({
    ...ordersQueryOptions({ ...query, quoteStatus }),
    placeholderData: keepPreviousData,
  });
  const [, offer] = useRoute(OFFER_ROUTE);
  const [, navigate] = useLocation();
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
        if (error instanceof ApiRequestError && error.status === 409) {
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
    column.date,
    column.quote,
    {
      key: 'offer',
      header: t('list.options'),
      nowrap: true,
      // On a phone the buttons close the order's card.
      card: 'actions',
      cell: (order) => (
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
          {canCancel && order.status === 'pending' ? (
            <IconButton
              label={t('offers.cancelOf', { ref: order.orderRef })}
              size="sm"
              className="text-danger hover:bg-danger-soft"
              onClick={() => cancellation.request(order)}
            >
              <Ban />
            </IconButton>
          ) : null}
        </span>
      ),
    },
    column.status,
  ];

  return (
    <ListScreen<Order>
      title={t('page.offers.title')}
      query={query}
      columns={columns}
      rows={list.data?.orders ?? []}
      getRowId={(order) => order._id}
      totalPages={list.data?.totalPages}
      totalPagesCapped={list.data?.totalPagesCapped}
      loading={list.isFetching || cancellation.pending}
      error={list.error}
      onRetry={() => void list.refetch()}
      searchPlaceholder={t('offers.searchPlaceholder')}
      emptyTitle={quoteStatus ? t('quoteList.emptyFiltered') : t('offers.empty')}
      emptyDescription={quoteStatus ? undefined : t('offers.emptyDescription')}
      actions={<QuoteStatusSelect value={quoteStatus} onChange={setQuoteStatus} />}
    >
      <CancelOrderDialog {...cancellation.dialog} />
      {offer ? (
        <OfferFromAddress
          id={offer.id}
          rows={list.data?.orders ?? []}
          canPrice={canPrice}
          canCancel={canCancel}
          onClose={closeOffer}
        />
      ) : null}
    </ListScreen>
  );
}
