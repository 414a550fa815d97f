import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { PaymentSettingsUpdate } from '../payment-settings.schemas';
import { showPaymentSettings } from './get-payment-settings';

/**
 * Replaces the company's payment settings (payments started from now on follow them); the answer
 * holds the settings as saved, the secret key as its last four characters only.
 */
export function useUpdatePaymentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/payment-settings'],
    mutationFn: async (settings: PaymentSettingsUpdate) =>
      unwrap(await apiClient.PUT('/api/v1/payment-settings', { body: settings })),
    onSuccess: ({ settings }) => showPaymentSettings(client, settings),
  });
}
