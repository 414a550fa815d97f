import { ORDERS_PATH } from '../orders/order-notifications.js';
import type { FulfilmentStage } from '../orders/order-view.js';
import { FULFILMENT_WORDS } from '../orders/sale-words.js';

/** What the order's staff read when it moves along its handover. */
export function fulfilmentNotice(
  order: { orderRef: string; clientName: string },
  stage: FulfilmentStage,
) {
  return {
    title: `الطلب ${FULFILMENT_WORDS[stage]}`,
    message: `أصبح الطلب ${order.orderRef} للعميل ${order.clientName}: ${FULFILMENT_WORDS[stage]}`,
    path: ORDERS_PATH,
  };
}
