import { ORDERS_PATH } from '../orders/order-notifications.js';
import type { FulfilmentStage } from '../orders/order-view.js';

const STAGES: Record<FulfilmentStage, string> = {
  preparing: 'قيد التجهيز',
  ready_for_pickup: 'جاهز للاستلام',
  out_for_delivery: 'خرج للتوصيل',
  delivered: 'تم التسليم',
  returned: 'مرتجع',
};

/** What the order's staff read when it moves along its handover. */
export function fulfilmentNotice(
  order: { orderRef: string; clientName: string },
  stage: FulfilmentStage,
) {
  return {
    title: `الطلب ${STAGES[stage]}`,
    message: `أصبح الطلب ${order.orderRef} للعميل ${order.clientName}: ${STAGES[stage]}`,
    path: ORDERS_PATH,
  };
}
