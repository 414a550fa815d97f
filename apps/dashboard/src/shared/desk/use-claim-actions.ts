import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@taseer/api';
import { toast } from '@taseer/ui';
import { orderMovedOn } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import { useToastMessages } from '../../lib/use-toast-messages';
import { refreshLists } from '../lists/list-keys';
import { claimOrder, releaseOrder } from './api/desk';
import { ORDER_CHANGE_REFRESHES } from '../orders/order-changes';

type ClaimStep = { order: Order; action: 'claim' | 'release' };

/**
 * Claiming and releasing from the queue's rows. A colleague may have taken the order a moment
 * earlier (or priced or canceled it): the server answers 409 naming them, the toast says so and
 * the lists are read again to show the order as it now is. Taking an order over from a colleague
 * is the price offer's, where the reader sees what they take.
 */
export function useClaimActions() {
  const { t } = useI18n();
  const client = useQueryClient();
  const { showError } = useToastMessages();
  const mutation = useMutation({
    mutationFn: ({ order, action }: ClaimStep) =>
      action === 'claim' ? claimOrder(order._id) : releaseOrder(order._id),
    onSuccess: async (_answer, { order, action }) => {
      // Said here rather than by the server's words: the row leaves the tab it was in, and the
      // toast says where it went.
      toast.success(
        t(action === 'claim' ? 'queue.claimed' : 'queue.released', { ref: order.orderRef }),
      );
      await refreshLists(client, ORDER_CHANGE_REFRESHES);
    },
    onError: async (error) => {
      showError(error);
      if (orderMovedOn(error)) {
        await refreshLists(client, ORDER_CHANGE_REFRESHES);
      }
    },
  });
  return {
    run: (order: Order, action: 'claim' | 'release') => mutation.mutate({ order, action }),
    /** The order whose claim or release is on its way (its button spins, the others wait). */
    pendingId: mutation.isPending ? mutation.variables.order._id : undefined,
  };
}
