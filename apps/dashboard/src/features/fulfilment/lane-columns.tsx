import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import { imageUrl, type Order } from '@taseer/api';
import {
  buttonVariants,
  Checkbox,
  cn,
  formatHalalas,
  formatPhone,
  IdentityCell,
  type DataTableColumn,
} from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import type { Lang, Translate } from '../../i18n/translate';
import { NoData } from '../../shared/lists/no-data';
import { FulfilmentStageBadge } from '../../shared/orders/fulfilment-stage-badge';
import { PaymentGlanceBadge } from './payment-badge';

/**
 * An order opened from a lane opens in its offer (`/offers/:id`, where its fulfilment panel is),
 * marked as opened from a list the way the offers screen marks its own rows, so closing it goes
 * Back here instead of to the offers list.
 */
const OPENED_FROM_LIST = { offerOpenedFromList: true } as const;

export function offerHref(order: Pick<Order, '_id'>): string {
  return `/offers/${encodeURIComponent(order._id)}`;
}

/** The accepted total (a customer may accept part of an offer), else the offer's. */
export function acceptedHalalas(order: Pick<Order, 'quote'>): number | null {
  if (!order.quote) return null;
  return order.quote.acceptedTotalHalalas ?? order.quote.totalHalalas;
}

/** "تويوتا كامري 2019": what the parts are for. */
export function vehicleText(order: Pick<Order, 'vehicleId'>): string {
  const { mark, model, year } = order.vehicleId;
  return [mark, model, year ?? '']
    .map((part) => String(part).trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A lane's columns: a box to select the order (on a phone, at the bottom of its card), its
 * reference and client (the card's title), vehicle, accepted total, paid or not, and its stage
 * (facing the title on a phone).
 */
export function laneColumns({
  t,
  lang,
  isSelected,
  onToggle,
}: {
  t: Translate;
  lang: Lang;
  isSelected: (order: Order) => boolean;
  onToggle: (order: Order, selected: boolean) => void;
}): DataTableColumn<Order>[] {
  return [
    {
      key: 'select',
      header: <span className="sr-only">{t('fulfilment.column.select')}</span>,
      width: '3rem',
      card: 'actions',
      cell: (order) => (
        <Checkbox
          checked={isSelected(order)}
          onCheckedChange={(checked) => onToggle(order, checked === true)}
          aria-label={t('fulfilment.select.row', { ref: order.orderRef })}
          // A table's column says what the box is for; a card's box says it beside it.
          label={<span className="md:sr-only">{t('fulfilment.column.select')}</span>}
          className="items-center"
        />
      ),
    },
    {
      key: 'ref',
      header: t('orders.column.ref'),
      nowrap: true,
      card: 'title',
      cell: (order) => (
        <bdi dir="ltr" className="font-semibold text-fg">
          {order.orderRef}
        </bdi>
      ),
    },
    {
      key: 'client',
      header: t('orders.column.client'),
      card: 'title',
      cell: (order) => {
        const phone = formatPhone(order.clientId.phone, '');
        return (
          <IdentityCell
            name={order.clientName || order.clientId.username}
            image={imageUrl(apiBaseUrl, order.image ?? order.clientId.image)}
            detail={phone ? <bdi dir="ltr">{phone}</bdi> : undefined}
          />
        );
      },
    },
    {
      key: 'vehicle',
      header: t('fulfilment.column.vehicle'),
      cell: (order) => {
        const text = vehicleText(order);
        return text ? <bdi>{text}</bdi> : <NoData />;
      },
    },
    {
      key: 'total',
      header: t('fulfilment.column.total'),
      nowrap: true,
      cell: (order) => {
        const halalas = acceptedHalalas(order);
        return halalas === null ? (
          <NoData />
        ) : (
          <span className="font-medium tabular-nums">
            {formatHalalas(halalas, { locale: lang })}
          </span>
        );
      },
    },
    {
      key: 'payment',
      header: t('fulfilment.column.payment'),
      nowrap: true,
      cell: (order) => <PaymentGlanceBadge status={order.paymentStatus} />,
    },
    {
      key: 'stage',
      header: t('fulfilment.column.stage'),
      nowrap: true,
      card: 'badge',
      cell: (order) => <FulfilmentStageBadge stage={order.fulfilmentStage} />,
    },
  ];
}

/** The row's way into the order: its offer, with the fulfilment panel. */
export function OpenOrderLink({ order, label }: { order: Order; label: string }) {
  return (
    <Link
      href={offerHref(order)}
      state={OPENED_FROM_LIST}
      aria-label={label}
      title={label}
      className={cn(buttonVariants({ variant: 'ghost' }), 'size-10 px-0 [&_svg]:size-5')}
    >
      <Eye aria-hidden="true" />
    </Link>
  );
}
