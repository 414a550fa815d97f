import type { FulfilmentStage } from './order-view.js';

/** The handover's stages as staff read them (notifications, the CSV export). */
export const FULFILMENT_WORDS: Readonly<Record<FulfilmentStage, string>> = {
  preparing: 'قيد التجهيز',
  ready_for_pickup: 'جاهز للاستلام',
  out_for_delivery: 'خرج للتوصيل',
  delivered: 'تم التسليم',
  returned: 'مرتجع',
};

/** orders.payment_status in words (an order with no money yet has none). */
export const PAYMENT_STATUS_WORDS = {
  partially_paid: 'مدفوع جزئيًا',
  paid: 'مدفوع',
  refunded: 'مسترد',
} as const;
