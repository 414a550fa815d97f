import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { webhookDeliveriesKey } from './list-webhook-deliveries';

/** Sends a delivery again at once (same `webhook-id` and body), whatever its status. */
export function useResendWebhookDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend'],
    mutationFn: async ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      unwrap(
        await apiClient.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend', {
          params: { path: { id, deliveryId } },
        }),
      ),
    onSuccess: (_answer, { id }) =>
      client.invalidateQueries({ queryKey: webhookDeliveriesKey(id) }),
  });
}
