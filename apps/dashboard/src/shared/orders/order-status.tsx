import type { OrderStatus } from '@taseer/api';
import { StatusBadge } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import type { Translate } from '../../i18n/translate';

/**
 * The statuses' names in the current language, one catalogue key each for every screen (lists,
 * offers, home): pending is the specification's 'قيد المراجعة'.
 */
export function orderStatusLabels(t: Translate): Record<OrderStatus, string> {
  return {
    pending: t('orders.status.pending'),
    completed: t('orders.status.completed'),
    canceled: t('orders.status.canceled'),
  };
}

/** An order's status: canceled red, completed green, anything else violet and pending. */
export function OrderStatusBadge({ status }: { status: OrderStatus | null | undefined }) {
  const { t } = useI18n();
  return <StatusBadge status={status} labels={orderStatusLabels(t)} />;
}
