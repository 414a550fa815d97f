/**
 * What staff read about an order, in its own transaction's notifications. The new-order text
 * names the customer, the first part and the vehicle so the bell alone tells what is asked.
 */

export const ORDERS_PATH = '/orders';
export const OFFERS_PATH = '/offers';

export function newOrderNotice(order: {
  orderRef: string;
  clientName: string;
  firstPart: string;
  vehicle: string;
}): { title: string; message: string; path: string } {
  return {
    title: 'طلب تسعير جديد',
    message: `${order.clientName} يطلب تسعير ${order.firstPart} لسيارة ${order.vehicle} (${order.orderRef})`,
    path: OFFERS_PATH,
  };
}

export function pricedOrderNotice(order: { orderRef: string; clientName: string }): {
  title: string;
  message: string;
  path: string;
} {
  return {
    title: 'تم إرسال عرض السعر',
    message: `أُرسل عرض سعر الطلب ${order.orderRef} إلى ${order.clientName}`,
    path: ORDERS_PATH,
  };
}

export function canceledOrderNotice(order: { orderRef: string; clientName: string }): {
  title: string;
  message: string;
  path: string;
} {
  return {
    title: 'تم إلغاء الطلب',
    message: `أُلغي الطلب ${order.orderRef} للعميل ${order.clientName}`,
    path: ORDERS_PATH,
  };
}
