import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { ZatcaSettings, ZatcaSettingsUpdate } from '../zatca-settings.schemas';

/**
 * The company's ZATCA stamp (phase 2): the environment and certificate, never the key or the
 * secret, and how the reporting of its documents stands.
 */
export function zatcaSettingsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/zatca-settings');
}

function showZatcaSettings(client: QueryClient, settings: ZatcaSettings): void {
  client.setQueryData(zatcaSettingsQueryOptions().queryKey, settings);
}

/** Stores a stamp: ZATCA's certificate, key and secret, or a development one for the stand-in. */
export function useUpdateZatcaSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/zatca-settings'],
    mutationFn: async (update: ZatcaSettingsUpdate) =>
      unwrap(await apiClient.PUT('/api/v1/zatca-settings', { body: update })),
    onSuccess: ({ settings }) => showZatcaSettings(client, settings),
  });
}

/** Removes the stamp: documents issued from now on carry the phase-1 QR only. */
export function useDeleteZatcaSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['delete', '/api/v1/zatca-settings'],
    mutationFn: async () => unwrap(await apiClient.DELETE('/api/v1/zatca-settings')),
    onSuccess: ({ settings }) => showZatcaSettings(client, settings),
  });
}
