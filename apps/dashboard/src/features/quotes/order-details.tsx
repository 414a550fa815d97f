import type { ReactNode } from 'react';
import { imageUrl, type Order } from '@taseer/api';
import { ClaimChip, formatDate, formatPhone, IdentityCell } from '@taseer/ui';
import { apiBaseUrl } from '../../config';
import { useI18n } from '../../i18n/i18n';
import { claimView } from '../../shared/desk/desk-claim';
import { useDeskTexts } from '../../shared/desk/desk-texts';
import { NoData, TextOrNoData } from '../../shared/lists/no-data';
import { OrderStatusWithStage } from '../../shared/orders/order-status';

/** Under the modal's title: the order's number, status and arrival, and who holds it while pending. */
export function OfferSummary({ order, userId }: { order: Order; userId: string | undefined }) {
  const { t, lang } = useI18n();
  const deskTexts = useDeskTexts();
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>
        {t('orders.column.ref')}:{' '}
        <bdi dir="ltr" className="font-semibold text-fg">
          {order.orderRef}
        </bdi>
      </span>
      <OrderStatusWithStage order={order} />
      <span className="tabular-nums">
        {formatDate(order.createdAt, { locale: lang, style: 'dateTime' })}
      </span>
      {order.status === 'pending' ? (
        <ClaimChip claim={claimView(order.claim, userId)} texts={deskTexts.claim} locale={lang} />
      ) : null}
    </span>
  );
}

export function OrderClient({ order }: { order: Order }) {
  const phone = formatPhone(order.clientId.phone, '');
  return (
    <IdentityCell
      name={order.clientName || order.clientId.username}
      image={imageUrl(apiBaseUrl, order.image ?? order.clientId.image)}
      detail={phone ? <bdi dir="ltr">{phone}</bdi> : undefined}
    />
  );
}

export function Vehicle({ order }: { order: Order }) {
  const { t } = useI18n();
  const vehicle = order.vehicleId;
  const code = (value: string | null) =>
    value?.trim() ? (
      <bdi dir="ltr" className="font-mono text-xs break-all">
        {value}
      </bdi>
    ) : (
      <NoData />
    );
  return (
    <section aria-labelledby={`${order._id}-vehicle`} className="flex flex-col gap-2">
      <h3 id={`${order._id}-vehicle`} className="text-sm font-semibold text-fg">
        {t('offers.modal.vehicle')}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg bg-surface-muted/60 p-3 sm:grid-cols-3">
        <Detail label={t('offers.vehicle.mark')}>
          <TextOrNoData value={vehicle.mark} />
        </Detail>
        <Detail label={t('offers.vehicle.model')}>
          <TextOrNoData value={vehicle.model} />
        </Detail>
        <Detail label={t('offers.vehicle.year')}>
          <span className="tabular-nums">{vehicle.year}</span>
        </Detail>
        <Detail label={t('offers.vehicle.chassis')} wide>
          {code(vehicle.chasis)}
        </Detail>
        <Detail label={t('offers.vehicle.serial')}>{code(vehicle.serial)}</Detail>
      </dl>
    </section>
  );
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div
      className={wide ? 'col-span-2 flex flex-col gap-0.5 sm:col-span-1' : 'flex flex-col gap-0.5'}
    >
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}
