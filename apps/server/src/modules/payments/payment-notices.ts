import { ORDERS_PATH } from '../orders/order-notifications.js';
import { moneyText } from '../quotes/quote-notifications.js';
import type { PaymentMethod } from './payments.repository.js';

/** What the order's staff read when money moves. */

type OrderNames = { orderRef: string; clientName: string };

const METHODS: Record<PaymentMethod, string> = {
  card: 'بالبطاقة عبر الإنترنت',
  cash: 'نقدًا',
  bank_transfer: 'بتحويل بنكي',
};

const OPTIONS = {
  pay_on_pickup: 'الدفع عند الاستلام من الفرع',
  pay_on_delivery: 'الدفع عند التوصيل',
  bank_transfer: 'التحويل البنكي',
} as const;

export function paidNotice(order: OrderNames, method: PaymentMethod, amountHalalas: number) {
  return {
    title: 'تم استلام دفعة',
    message: `دفع ${order.clientName} ${moneyText(amountHalalas)} ${METHODS[method]} للطلب ${order.orderRef}`,
    path: ORDERS_PATH,
  };
}

export function failedPaymentNotice(order: OrderNames, amountHalalas: number) {
  return {
    title: 'تعذّر الدفع',
    message: `لم تكتمل محاولة ${order.clientName} دفع ${moneyText(amountHalalas)} للطلب ${order.orderRef}، ويمكنه المحاولة مرة أخرى`,
    path: ORDERS_PATH,
  };
}

export function flaggedPaymentNotice(order: OrderNames, why: 'amount' | 'duplicate') {
  return {
    title: 'دفعة تحتاج إلى مراجعة',
    message:
      why === 'amount'
        ? `أبلغت بوابة الدفع عن مبلغ أو عملة تخالف عرض الطلب ${order.orderRef}، فلم تُحتسب الدفعة. راجعها في حساب البوابة`
        : `دفع ${order.clientName} الطلب ${order.orderRef} عبر الإنترنت مرتين، فلم تُحتسب الثانية. استردّها من شاشة الطلب`,
    path: ORDERS_PATH,
  };
}

export function refundNotice(order: OrderNames, amountHalalas: number) {
  return {
    title: 'تم استرداد مبلغ',
    message: `استُرد ${moneyText(amountHalalas)} من مدفوعات الطلب ${order.orderRef} (${order.clientName})`,
    path: ORDERS_PATH,
  };
}

export function paymentChoiceNotice(order: OrderNames, option: keyof typeof OPTIONS) {
  return {
    title: 'اختار العميل طريقة الدفع',
    message: `اختار ${order.clientName} ${OPTIONS[option]} للطلب ${order.orderRef}`,
    path: ORDERS_PATH,
  };
}
