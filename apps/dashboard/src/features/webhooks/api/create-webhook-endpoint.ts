import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { WebhookValues } from '../webhook.schemas';
import { showWebhookEndpoint } from './list-webhook-endpoints';

/** Adds an endpoint (on at once); the answer holds its signing secret, this one time. */
export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/webhooks'],
    mutationFn: async (values: WebhookValues) =>
      unwrap(
        await apiClient.POST('/api/v1/webhooks', {
          body: { ...values, enabled: true },
        }),
      ),
    onSuccess: ({ endpoint }) => showWebhookEndpoint(client, endpoint),
  });
}
