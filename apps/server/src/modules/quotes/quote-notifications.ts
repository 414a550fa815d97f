import { sarText } from '@taseer/money';
import { ORDERS_PATH } from '../orders/order-notifications.js';

/** What the order's staff read when the customer opens or answers the quote. */

export function moneyText(halalas: number): string {
  const [whole = '0', fraction = '00'] = sarText(halalas).split('.');
  return `${Number(whole).toLocaleString('en-US')}.${fraction} ر.س`;
}

const DECLINE_REASONS = {
  too_expensive: 'السعر مرتفع',
  found_elsewhere: 'وجد القطع في مكان آخر',
  not_needed: 'لم يعد بحاجة إليها',
  other: 'سبب آخر',
} as const;

export function viewedQuoteNotice(order: { orderRef: string; clientName: string }) {
  return {
    title: 'شاهد العميل عرض السعر',
    message: `فتح ${order.clientName} عرض سعر الطلب ${order.orderRef}`,
    path: ORDERS_PATH,
  };
}

export function acceptedQuoteNotice(
  order: { orderRef: string; clientName: string },
  accepted: { names: string[]; of: number; totalHalalas: number },
) {
  const which = accepted.names.length === accepted.of ? 'كل القطع' : accepted.names.join('، ');
  return {
    title: 'قبل العميل عرض السعر',
    message: `قبل ${order.clientName} عرض الطلب ${order.orderRef}: ${which} (${accepted.names.length} من ${accepted.of}) بإجمالي ${moneyText(accepted.totalHalalas)}`,
    path: ORDERS_PATH,
  };
}

export function declinedQuoteNotice(
  order: { orderRef: string; clientName: string },
  reason: keyof typeof DECLINE_REASONS,
  reasonText: string | null,
) {
  return {
    title: 'رفض العميل عرض السعر',
    message: `رفض ${order.clientName} عرض الطلب ${order.orderRef}: ${reasonText ?? DECLINE_REASONS[reason]}`,
    path: ORDERS_PATH,
  };
}
