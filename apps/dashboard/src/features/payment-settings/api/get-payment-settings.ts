import type { QueryClient } from '@tanstack/react-query';
import {
  paymentSettingsQueryOptions,
  type PaymentSettings,
} from '../../../shared/payment-settings/payment-settings-query';

export { paymentSettingsQueryOptions };

/** The saved settings, for this screen and the home's warning alike (one query). */
export function showPaymentSettings(client: QueryClient, settings: PaymentSettings): void {
  client.setQueryData(paymentSettingsQueryOptions().queryKey, settings);
}
