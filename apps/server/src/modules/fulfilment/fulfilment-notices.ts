import {
  FULFILMENT_WORDS,
  type FulfilmentStage,
  type OrderNotice,
  orderText,
} from '../orders/index.js';

/** What the order's staff read when it moves along its handover. */
export function fulfilmentNotice(
  order: { orderRef: string; clientName: string },
  stage: FulfilmentStage,
): OrderNotice {
  return {
    title: `الطلب ${FULFILMENT_WORDS[stage]}`,
    message: `حالة تسليم الطلب ${orderText(order)} الآن: ${FULFILMENT_WORDS[stage]}`,
  };
}
