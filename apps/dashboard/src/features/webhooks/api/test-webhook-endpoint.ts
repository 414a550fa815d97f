import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { webhookDeliveriesKey } from './list-webhook-deliveries';

/** Queues a `test` event to the endpoint at once, on or off; it shows in the delivery log. */
export function useTestWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/webhooks/{id}/test'],
    mutationFn: async (id: string) =>
      unwrap(await apiClient.POST('/api/v1/webhooks/{id}/test', { params: { path: { id } } })),
    onSuccess: (_answer, id) => client.invalidateQueries({ queryKey: webhookDeliveriesKey(id) }),
  });
}
