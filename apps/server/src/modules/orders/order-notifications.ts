import { countOf, type CountedNoun } from '../../lib/arabic-count.js';

/**
 * What staff read about an order, in its own transaction's notifications. The new-order text
 * names the customer, the parts and the vehicle so the bell alone tells what is asked.
 *
 * Every sentence needs no gender: the customer and the colleague may be a man or a woman and the
 * reader either, so notices are passive or nominal («قُبل عرض السعر»), name the customer in
 * brackets after the order («الطلب RYN-00012 (نورة السبيعي)») and address nobody as «you did».
 */

/** What a notice about an order says; the address it opens is the order's own (`orderPath`). */
export interface OrderNotice {
  title: string;
  message: string;
}

/** The offers list with the order's offer open: every state of an order opens there. */
export function orderPath(orderId: string): string {
  return `/offers/${orderId}`;
}

/** The order as a notice names it: «الطلب RYN-00012 (نورة السبيعي)». */
export function orderText(order: { orderRef: string; clientName: string }): string {
  return `${order.orderRef} (${order.clientName})`;
}

const OTHER_PARTS: CountedNoun = {
  one: 'قطعة أخرى',
  two: 'قطعتين أخريين',
  few: 'قطع أخرى',
  many: 'قطعة أخرى',
};

/**
 * The parts asked for, as a notice names them: all of them up to three ("أ، ب وج"), else the
 * first two and how many more ("أ، ب و3 قطع أخرى").
 */
export function partsText(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= 3) return `${names.slice(0, -1).join('، ')} و${names.at(-1)}`;
  return `${names.slice(0, 2).join('، ')} و${countOf(names.length - 2, OTHER_PARTS)}`;
}

export function newOrderNotice(order: {
  orderRef: string;
  clientName: string;
  parts: readonly string[];
  vehicle: string;
}): OrderNotice {
  return {
    title: 'طلب تسعير جديد',
    message: `طلب تسعير ${partsText(order.parts)} لسيارة ${order.vehicle} من ${order.clientName} (${order.orderRef})`,
  };
}

/** An order that reached no section: the company and every manager are told to route it. */
export function unroutedOrderNotice(order: {
  orderRef: string;
  clientName: string;
  parts: readonly string[];
  vehicle: string;
}): OrderNotice {
  return {
    title: 'طلب بانتظار التوجيه',
    message: `وصل طلب تسعير ${partsText(order.parts)} لسيارة ${order.vehicle} من ${order.clientName} (${order.orderRef}) دون قسم، ويلزم توجيهه إلى قسم`,
  };
}

/**
 * Pricing issues the quote; it reaches the customer only when staff share its link (or a bot
 * fetches it), so the notice says it is ready rather than sent.
 */
export function pricedOrderNotice(
  order: { orderRef: string; clientName: string },
  version = 1,
): OrderNotice {
  return {
    title: version > 1 ? 'تم تحديث عرض السعر' : 'تم تسعير الطلب',
    message:
      version > 1
        ? `النسخة ${version} من عرض سعر الطلب ${order.orderRef} جاهزة للإرسال إلى ${order.clientName}`
        : `عرض سعر الطلب ${order.orderRef} جاهز للإرسال إلى ${order.clientName}`,
  };
}

export function canceledOrderNotice(order: { orderRef: string; clientName: string }): OrderNotice {
  return {
    title: 'تم إلغاء الطلب',
    message: `أُلغي الطلب ${orderText(order)}`,
  };
}
