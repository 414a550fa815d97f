import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentStage } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS, refreshLists } from '../../../shared/lists/list-keys';

/** Orders lists (every lane, page and filter, the offers and orders screens) and the home. */
const MOVE_REFRESHES = [['get', '/api/v1/orders/'], LIST_KEYS.stats] as const;

/**
 * Moves up to 100 accepted orders to one stage; the answer names the ones moved and each one
 * that stayed, with its code and message. The lists are read again whatever the answer (some
 * may have moved before a failure).
 */
export function useMoveOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/orders/fulfilment'],
    mutationFn: async ({ orderIds, stage }: { orderIds: string[]; stage: FulfilmentStage }) =>
      unwrap(
        await apiClient.POST('/api/v1/orders/fulfilment', {
          body: { orderIds, stage },
        }),
      ),
    onSettled: () => refreshLists(client, [...MOVE_REFRESHES]),
  });
}
