import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { $api } from '../../../api/api-client';
import { refreshLists } from '../../lists/list-keys';
import type { OrderPayments } from '../payment-views';
import { timelineQueryOptions } from '../../desk/api/desk';
import { orderInvoicesQueryOptions } from '../../invoices/api/order-invoices';
import { orderQueryOptions } from '../../orders/api/get-order';
import { ORDER_CHANGE_REFRESHES } from '../../orders/order-changes';

/** The accepted version's money (due, paid, refunded, outstanding) and every payment, newest first. */
export function orderPaymentsQueryOptions(id: string) {
  return $api.queryOptions('get', '/api/v1/orders/{id}/payments', { params: { path: { id } } });
}

/**
 * After money moved (a payment recorded, a refund): the order's payments as the server answered
 * them, and what shows them elsewhere read again — the order (its sale stage), its history (the
 * payment's event) and the orders lists with the home's counts.
 */
export async function showPaymentChange(
  client: QueryClient,
  orderId: string,
  payments: OrderPayments | undefined,
): Promise<void> {
  const key = orderPaymentsQueryOptions(orderId).queryKey;
  if (payments) client.setQueryData(key, payments);
  const keys: QueryKey[] = [
    orderQueryOptions(orderId).queryKey,
    timelineQueryOptions(orderId).queryKey,
    // Paid in full, the sale gets its invoice; a refund, its credit note.
    orderInvoicesQueryOptions(orderId).queryKey,
    ...ORDER_CHANGE_REFRESHES,
  ];
  // Without an answer (a refusal), the payments themselves are read again too.
  await refreshLists(client, payments ? keys : [key, ...keys]);
}
