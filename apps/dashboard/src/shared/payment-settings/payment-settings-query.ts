import { can, type components, type Role } from '@taseer/api';
import { $api } from '../../api/api-client';

export type PaymentSettings = components['schemas']['PaymentSettings'];

/**
 * The caller's company's payment settings (no options until it saves some). Only a company may
 * read them (`payments.manage`; the others get 403): its /payment-settings screen, and its home
 * for the "payment is not set up" warning.
 */
export function paymentSettingsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/payment-settings');
}

/** Whether the home reads the payment settings: only a company may, so no other role asks. */
export function homeReadsPaymentSettings(role: Role | null | undefined): boolean {
  return can(role, 'payments.manage');
}

/** Settings offering no way to pay: the customer who accepts a quote sees no payment step. */
export function offersNoPayment(settings: Pick<PaymentSettings, 'options'>): boolean {
  return settings.options.length === 0;
}
