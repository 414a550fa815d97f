import type { QueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/api-client';
import type { WebhookEndpoint, WebhookEndpointList } from '../webhook-types';

/** The company's endpoints, oldest first. */
export function webhookEndpointsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/webhooks');
}

/** The list's cache-key prefix (the deliveries' paths are other keys). */
export const WEBHOOK_ENDPOINTS_KEY = ['get', '/api/v1/webhooks'] as const;

/** Puts an endpoint as the server saved it into the cached list, in its place or at the end. */
export function showWebhookEndpoint(client: QueryClient, endpoint: WebhookEndpoint): void {
  client.setQueryData<WebhookEndpointList>(webhookEndpointsQueryOptions().queryKey, (list) => {
    if (!list) return list;
    const known = list.endpoints.some((item) => item._id === endpoint._id);
    return {
      endpoints: known
        ? list.endpoints.map((item) => (item._id === endpoint._id ? endpoint : item))
        : [...list.endpoints, endpoint],
    };
  });
}
