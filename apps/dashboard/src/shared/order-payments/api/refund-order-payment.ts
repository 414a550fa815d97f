import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import type { RefundRequest } from '../payment-views';
import { showPaymentChange } from './list-order-payments';

/**
 * Gives back part or all of one payment (a card payment through the gateway first: when it
 * refuses, 502 `GATEWAY_FAILED` and nothing is recorded); the answer is the order's payments.
 */
export function useRefundOrderPayment(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/orders/{id}/payments/{paymentId}/refunds', orderId],
    mutationFn: async ({ paymentId, refund }: { paymentId: string; refund: RefundRequest }) =>
      unwrap(
        await apiClient.POST('/api/v1/orders/{id}/payments/{paymentId}/refunds', {
          params: { path: { id: orderId, paymentId } },
          body: refund,
        }),
      ),
    onSuccess: (payments) => showPaymentChange(client, orderId, payments),
  });
}
