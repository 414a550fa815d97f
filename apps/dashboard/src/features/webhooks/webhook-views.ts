import type { WebhookDeliveryView } from '@taseer/ui';
import type { WebhookDelivery } from './webhook-types';

/** A delivery of the log as the design system's list shows it (its `webhook-id` as its id). */
export function deliveryView(delivery: WebhookDelivery): WebhookDeliveryView {
  return {
    id: delivery._id,
    eventType: delivery.eventType,
    orderRef: delivery.orderRef,
    createdAt: delivery.createdAt,
    status: delivery.status,
    attemptCount: delivery.attemptCount,
    nextAttemptAt: delivery.nextAttemptAt,
    attempts: delivery.attempts,
  };
}

/** Whether the log still waits on a delivery, so it is worth reading again shortly. */
export function hasPendingDelivery(deliveries: readonly WebhookDelivery[] | undefined): boolean {
  return deliveries?.some((delivery) => delivery.status === 'pending') ?? false;
}
