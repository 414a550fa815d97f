import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { refreshLists } from '../../shared/lists/list-keys';
import { orderChangesAtom } from '../../shared/orders/order-changes';
import { timelineQueryOptions } from '../../shared/desk/api/desk';
import { orderQueryOptions } from '../../shared/orders/api/get-order';
import { orderInvoicesQueryOptions } from '../../shared/invoices/api/order-invoices';
import { orderPaymentsQueryOptions } from '../../shared/order-payments/api/list-order-payments';
import { orderQuotesQueryOptions } from '../../shared/orders/api/order-quotes';

/**
 * While an order's offer is open, a change the live stream reports for it (a colleague claimed
 * it, a manager assigned it, the customer answered or paid, the server issued its invoice or a
 * credit note) reads the order, its quotes, its history, its payments and its tax documents
 * again, so the modal shows it at once. Other orders' changes, and those from before it opened
 * (the modal reads the order afresh anyway), leave it alone.
 */
export function useOrderLiveRefresh(orderId: string): void {
  const client = useQueryClient();
  const feed = useAtomValue(orderChangesAtom);
  const seen = useRef(feed.changes);
  useEffect(() => {
    if (feed.changes === seen.current) return;
    seen.current = feed.changes;
    if (feed.last?.orderId !== orderId) return;
    void refreshLists(client, [
      orderQueryOptions(orderId).queryKey,
      orderQuotesQueryOptions(orderId).queryKey,
      timelineQueryOptions(orderId).queryKey,
      orderPaymentsQueryOptions(orderId).queryKey,
      orderInvoicesQueryOptions(orderId).queryKey,
    ]);
  }, [client, orderId, feed]);
}
