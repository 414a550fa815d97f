import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { RecordPaymentRequest } from '../payment-views';
import { showPaymentChange } from './list-order-payments';

/**
 * Records cash or a bank transfer received for the order's accepted version (at most what is
 * outstanding); the answer is the order's payments, the new one first.
 */
export function useRecordOrderPayment(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/orders/{id}/payments', orderId],
    mutationFn: async (payment: RecordPaymentRequest) =>
      unwrap(
        await apiClient.POST('/api/v1/orders/{id}/payments', {
          params: { path: { id: orderId } },
          body: payment,
        }),
      ),
    onSuccess: (payments) => showPaymentChange(client, orderId, payments),
  });
}
