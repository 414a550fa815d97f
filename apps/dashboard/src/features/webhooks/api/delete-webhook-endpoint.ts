import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** Removes the endpoint with its waiting deliveries and its log. */
export async function deleteWebhookEndpoint(id: string) {
  return unwrap(await apiClient.DELETE('/api/v1/webhooks/{id}', { params: { path: { id } } }));
}
