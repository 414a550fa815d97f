import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { showWebhookEndpoint } from './list-webhook-endpoints';

/** Issues a new signing secret, shown once; the old one keeps signing beside it for 24 hours. */
export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/webhooks/{id}/secret'],
    mutationFn: async (id: string) =>
      unwrap(await apiClient.POST('/api/v1/webhooks/{id}/secret', { params: { path: { id } } })),
    onSuccess: ({ endpoint }) => showWebhookEndpoint(client, endpoint),
  });
}
