import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { useDeleteFlow } from '../../shared/lists/delete-flow';
import { refreshLists } from '../../shared/lists/list-keys';
import { orderQueryOptions } from '../../shared/orders/api/get-order';
import { orderQuotesQueryOptions } from '../../shared/orders/api/order-quotes';
import { ORDER_CHANGE_REFRESHES } from '../../shared/orders/order-changes';
import { cancelOrder } from './api/order-mutations';

/** Withdrawing a quote cancels its order, after the typed phrase. */
export function useWithdrawal(order: Order) {
  const { t } = useI18n();
  const client = useQueryClient();
  return useDeleteFlow<Order>({
    remove: async (target) => {
      try {
        return await cancelOrder(target._id);
      } finally {
        await refreshLists(client, [
          orderQueryOptions(order._id).queryKey,
          orderQuotesQueryOptions(order._id).queryKey,
        ]);
      }
    },
    invalidates: ORDER_CHANGE_REFRESHES,
    nameOf: (target) => target.orderRef,
    successMessage: t('quote.withdraw.done'),
  });
}
