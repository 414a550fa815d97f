import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { timelineQueryOptions } from '../../desk/api/desk';
import { refreshLists } from '../../lists/list-keys';

/** An order's invoice and credit notes, oldest first, and whether its invoice may be issued by hand. */
export function orderInvoicesQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}/invoices', { params: { path: { id } } });
}

/** Every page and filter of the invoices list (read again when a document is issued). */
export const INVOICES_LIST_KEY = ['get', '/api/v1/invoices/'] as const;

/**
 * Issues a completed sale's invoice by hand (admin and manager, `invoice.issue`): the answer is the
 * document, issued now or the one the order already had. Afterwards the order's documents, its
 * history (the `invoice.issued` event) and the invoices list are read again. A refusal (409 with
 * `SALE_NOT_COMPLETE`, `SALE_NOT_TAXED` or `TAX_PROFILE_INCOMPLETE`) issues nothing.
 */
export function useIssueOrderInvoice(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/orders/{id}/invoices', orderId],
    mutationFn: async () =>
      unwrap(
        await apiClient.POST('/api/v1/orders/{id}/invoices', {
          params: { path: { id: orderId } },
        }),
      ),
    onSettled: () =>
      refreshLists(client, [
        orderInvoicesQueryOptions(orderId).queryKey,
        timelineQueryOptions(orderId).queryKey,
        INVOICES_LIST_KEY,
      ]),
  });
}
