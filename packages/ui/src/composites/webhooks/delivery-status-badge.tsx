import { Badge, type BadgeTone } from '../../primitives/badge/badge';
import type { DeliveryStatusLabels } from './webhook-texts';
import type { WebhookDeliveryStatus } from './webhook-types';

const TONES: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'primary',
  delivered: 'success',
  failed: 'danger',
};

export interface DeliveryStatusBadgeProps {
  status: WebhookDeliveryStatus;
  labels: DeliveryStatusLabels;
  className?: string;
}

/** Where a delivery stands: waiting for an attempt (violet), delivered (green) or failed (red). */
export function DeliveryStatusBadge({ status, labels, className }: DeliveryStatusBadgeProps) {
  return (
    <Badge tone={TONES[status]} dot data-status={status} className={className}>
      {labels[status]}
    </Badge>
  );
}
