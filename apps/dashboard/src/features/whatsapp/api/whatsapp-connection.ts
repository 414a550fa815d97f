import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { whatsappConnectionQueryOptions } from '../../../shared/whatsapp/whatsapp-connection-query';

export type WhatsappConnection = components['schemas']['WhatsappConnection'];
export type WhatsappConnectionUpdate = components['schemas']['WhatsappConnectionUpdate'];

export { whatsappConnectionQueryOptions };

/** Saves the number's credentials (never answered again), or connects the local stand-in. */
export function useSaveWhatsappConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: WhatsappConnectionUpdate) =>
      unwrap(await apiClient.PUT('/api/v1/whatsapp/connection', { body })),
    onSuccess: ({ connection }) =>
      client.setQueryData(whatsappConnectionQueryOptions().queryKey, connection),
  });
}

/** Forgets the number; its conversations stay. */
export function useDeleteWhatsappConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiClient.DELETE('/api/v1/whatsapp/connection')),
    onSuccess: ({ connection }) =>
      client.setQueryData(whatsappConnectionQueryOptions().queryKey, connection),
  });
}
