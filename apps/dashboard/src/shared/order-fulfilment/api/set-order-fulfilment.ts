import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentStage } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { refreshLists } from '../../lists/list-keys';
import { timelineQueryOptions } from '../../desk/api/desk';
import { orderInvoicesQueryOptions } from '../../invoices/api/order-invoices';
import { orderQueryOptions } from '../../orders/api/get-order';
import { ORDER_CHANGE_REFRESHES } from '../../orders/order-changes';

/**
 * Moves an accepted order one step of its handover; the answer is the order at its new stage,
 * which the open offer shows at once, and its history and the lists (the fulfilment queue's
 * lanes are orders lists too) are read again.
 */
export function useSetOrderFulfilment(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/orders/{id}/fulfilment', orderId],
    mutationFn: async (stage: FulfilmentStage) =>
      unwrap(
        await apiClient.POST('/api/v1/orders/{id}/fulfilment', {
          params: { path: { id: orderId } },
          body: { stage },
        }),
      ),
    onSuccess: async (answer) => {
      client.setQueryData(orderQueryOptions(orderId).queryKey, answer);
      await refreshLists(client, [
        timelineQueryOptions(orderId).queryKey,
        // Handed over, a sale paid on the spot gets its invoice.
        orderInvoicesQueryOptions(orderId).queryKey,
        ...ORDER_CHANGE_REFRESHES,
      ]);
    },
  });
}
