import { type OrderNotice, orderText } from '../orders/index.js';
import { moneyText } from '../quotes/index.js';
import type { PaymentMethod } from './payments.repository.js';

/**
 * What the order's staff read when money moves: the payment is the subject, not the customer, so
 * the sentences need no gender (order-notifications.ts).
 */

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

export function paidNotice(
  order: OrderNames,
  method: PaymentMethod,
  amountHalalas: number,
): OrderNotice {
  return {
    title: 'تم استلام دفعة',
    message: `وصلت دفعة ${moneyText(amountHalalas)} ${METHODS[method]} للطلب ${orderText(order)}`,
  };
}

export function failedPaymentNotice(order: OrderNames, amountHalalas: number): OrderNotice {
  return {
    title: 'تعذّر الدفع',
    message: `لم تكتمل محاولة دفع ${moneyText(amountHalalas)} للطلب ${orderText(order)}، ويمكن المحاولة مرة أخرى من رابط العرض`,
  };
}

export function flaggedPaymentNotice(order: OrderNames, why: 'amount' | 'duplicate'): OrderNotice {
  return {
    title: 'دفعة تحتاج إلى مراجعة',
    message:
      why === 'amount'
        ? `أبلغت بوابة الدفع عن مبلغ أو عملة تخالف عرض الطلب ${orderText(order)}، فلم تُحتسب الدفعة، وتلزم مراجعتها في حساب البوابة`
        : `دُفع الطلب ${orderText(order)} عبر الإنترنت مرتين، فلم تُحتسب الثانية، ويمكن استردادها من شاشة الطلب`,
  };
}

export function refundNotice(order: OrderNames, amountHalalas: number): OrderNotice {
  return {
    title: 'تم استرداد مبلغ',
    message: `استُرد ${moneyText(amountHalalas)} من مدفوعات الطلب ${orderText(order)}`,
  };
}

export function paymentChoiceNotice(order: OrderNames, option: keyof typeof OPTIONS): OrderNotice {
  return {
    title: 'اختيرت طريقة الدفع',
    message: `اختيرت طريقة الدفع للطلب ${orderText(order)}: ${OPTIONS[option]}`,
  };
}
