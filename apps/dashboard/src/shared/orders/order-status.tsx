import type { OrderStatus, SaleStage } from '@taseer/api';
import { Badge, StatusBadge, type BadgeTone } from '@taseer/ui';
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

/**
 * An order's status: canceled red, pending violet, completed green, but only once the customer
 * accepted: the specification's "completed" means priced, and a declined, expired or unanswered
 * quote must not read as a done sale (its stage says what it is, beside it).
 */
export function OrderStatusBadge({
  status,
  saleStage,
}: {
  status: OrderStatus | null | undefined;
  saleStage?: SaleStage | undefined;
}) {
  const { t } = useI18n();
  const labels = orderStatusLabels(t);
  const sold = saleStage === 'accepted' || saleStage === 'paid' || saleStage === 'handed_over';
  if (status === 'completed' && saleStage !== undefined && !sold) {
    return (
      <Badge tone="neutral" dot data-status="completed">
        {labels.completed}
      </Badge>
    );
  }
  return <StatusBadge status={status} labels={labels} />;
}

/** The stages a priced order goes through; pending and canceled say it with their status. */
type PricedStage = Exclude<SaleStage, 'awaiting_price' | 'canceled'>;

const STAGE_TONES: Record<PricedStage, BadgeTone> = {
  priced: 'neutral',
  awaiting_customer: 'warning',
  accepted: 'success',
  paid: 'success',
  handed_over: 'success',
  returned: 'danger',
  declined: 'danger',
  expired: 'neutral',
};

function isPricedStage(stage: SaleStage): stage is PricedStage {
  return stage in STAGE_TONES;
}

/** Where a priced order's sale stands: not sent, awaiting the customer, accepted, declined… */
export function SaleStageBadge({ stage }: { stage: SaleStage | null | undefined }) {
  const { t } = useI18n();
  if (!stage || !isPricedStage(stage)) return null;
  return (
    <Badge tone={STAGE_TONES[stage]} data-stage={stage}>
      {t(`orders.saleStage.${stage}`)}
    </Badge>
  );
}

/** The specification's status with the sale's stage beside it. */
export function OrderStatusWithStage({
  order,
}: {
  order: { status: OrderStatus; saleStage: SaleStage };
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <OrderStatusBadge status={order.status} saleStage={order.saleStage} />
      <SaleStageBadge stage={order.saleStage} />
    </span>
  );
}
