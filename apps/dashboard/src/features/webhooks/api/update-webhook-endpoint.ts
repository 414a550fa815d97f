import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { WebhookEndpointUpdate } from '../webhook-types';
import { showWebhookEndpoint } from './list-webhook-endpoints';

/**
 * Changes what was edited, or turns the endpoint on or off (turning a stopped one on clears its
 * failures and sends the waiting deliveries again).
 */
export function useUpdateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/webhooks/{id}'],
    mutationFn: async ({ id, changes }: { id: string; changes: WebhookEndpointUpdate }) =>
      unwrap(
        await apiClient.PUT('/api/v1/webhooks/{id}', {
          params: { path: { id } },
          body: changes,
        }),
      ),
    onSuccess: ({ endpoint }) => showWebhookEndpoint(client, endpoint),
  });
}
