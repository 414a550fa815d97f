import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** When the company's key was issued and how it starts; never the key itself. */
export function integrationKeyQueryOptions() {
  return $api.queryOptions('get', '/api/v1/users/integration-key');
}

/** Issues a new key (the old one stops at once); the answer holds the key this one time. */
export function useRotateIntegrationKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiClient.POST('/api/v1/users/integration-key')),
    onSuccess: ({ keyPrefix, createdAt }) =>
      client.setQueryData(integrationKeyQueryOptions().queryKey, {
        keyPrefix,
        createdAt,
        lastUsedAt: null,
      }),
  });
}

/** The branches and sections a bot may send orders to, with their ids, and the default section. */
export function integrationPlacesQueryOptions() {
  return $api.queryOptions('get', '/api/v1/users/integration-key/places');
}

/** A sample order through the bot's intake with the current key, undone: its request and answer. */
export async function sendTestOrder() {
  return unwrap(await apiClient.POST('/api/v1/users/integration-key/test-order', { body: {} }));
}
