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

/**
 * Pricing issues the quote; it reaches the customer only when staff share its link (or a bot
 * fetches it), so the notice says it is ready rather than sent.
 */
export function pricedOrderNotice(
  order: { orderRef: string; clientName: string },
  version = 1,
): { title: string; message: string; path: string } {
  return {
    title: version > 1 ? 'تم تحديث عرض السعر' : 'تم تسعير الطلب',
    message:
      version > 1
        ? `النسخة ${version} من عرض سعر الطلب ${order.orderRef} جاهزة للإرسال إلى ${order.clientName}`
        : `عرض سعر الطلب ${order.orderRef} جاهز للإرسال إلى ${order.clientName}`,
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
