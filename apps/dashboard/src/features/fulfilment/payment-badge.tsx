import { ChartPie, CircleCheck, CircleDashed, Undo2, type LucideIcon } from 'lucide-react';
import type { Order } from '@taseer/api';
import { Badge, type BadgeTone } from '@taseer/ui';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';

type PaymentGlance = NonNullable<Order['paymentStatus']> | 'unpaid';

/**
 * Paid or not at a glance, in the words, colours and pictures of the design system's
 * `PaymentStatus` (paid green, partly paid and unpaid amber, refunded neutral): what staff must
 * know before handing parts over. The order's money in full is in its payments panel.
 */
const GLANCES: Record<PaymentGlance, { label: MessageKey; tone: BadgeTone; icon: LucideIcon }> = {
  unpaid: { label: 'fulfilment.payment.unpaid', tone: 'warning', icon: CircleDashed },
  partially_paid: { label: 'fulfilment.payment.partially_paid', tone: 'warning', icon: ChartPie },
  paid: { label: 'fulfilment.payment.paid', tone: 'success', icon: CircleCheck },
  refunded: { label: 'fulfilment.payment.refunded', tone: 'neutral', icon: Undo2 },
};

export function PaymentGlanceBadge({ status }: { status: Order['paymentStatus'] }) {
  const { t } = useI18n();
  const glance = status ?? 'unpaid';
  const { label, tone, icon: Icon } = GLANCES[glance];
  return (
    <Badge tone={tone} data-payment={glance}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(label)}
    </Badge>
  );
}
