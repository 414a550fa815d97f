import { useId } from 'react';
import type { Stats } from '@taseer/api';
import { Card, CardContent, CardHeader, CardTitle, DonutGauge, formatNumber } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';

type OrderCounts = Pick<Stats, 'orderCount' | 'pendingOrderCount' | 'completedOrderCount'>;
type OrderSummary = OrderCounts & Partial<Pick<Stats, 'quoteChartData'>>;

/**
 * Orders whose customer accepted the quote: each order is accepted once (an accepted quote takes
 * no new version and its order cannot be canceled), so the days' acceptances add up to orders.
 */
export function acceptedOrderCount(stats: OrderSummary): number {
  return (stats.quoteChartData ?? []).reduce((sum, day) => sum + day.accepted, 0);
}

/** Orders that are neither waiting nor done were canceled (the contract's definition). */
function canceledCount(stats: OrderCounts): number {
  return Math.max(0, stats.orderCount - stats.pendingOrderCount - stats.completedOrderCount);
}

/** All orders within reach, and how many are under review, completed and canceled. */
export function TotalOrdersCard({ stats }: { stats: OrderCounts | undefined }) {
  const { t, lang } = useI18n();
  const count = (value: number | undefined) =>
    formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  const parts = [
    { key: 'pending', label: t('orders.status.pending'), value: stats?.pendingOrderCount },
    { key: 'completed', label: t('orders.status.completed'), value: stats?.completedOrderCount },
    {
      key: 'canceled',
      label: t('orders.status.canceled'),
      value: stats ? canceledCount(stats) : undefined,
    },
  ];
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} aria-busy={stats ? undefined : true}>
      <CardHeader>
        <CardTitle id={titleId}>{t('home.totalOrders.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-x-3 gap-y-4 text-center">
          <div className="col-span-3 flex flex-col border-b border-border pb-4 text-start">
            <dt className="sr-only">{t('home.totalOrders.all')}</dt>
            <dd className="text-4xl font-bold leading-tight text-fg tabular-nums">
              {count(stats?.orderCount)}
            </dd>
          </div>
          {parts.map((part) => (
            <div key={part.key} className="flex flex-col gap-1">
              <dt className="text-xs text-fg-muted">{part.label}</dt>
              <dd className="text-lg font-semibold text-fg tabular-nums">{count(part.value)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * The specification's two donuts, the share of orders under review ('قيد المراجعة') and completed
 * ('مكتمل', which means priced), and a third for what is done in the sale's sense: the orders
 * whose customer accepted, so priced-but-unsold orders never read as done.
 */
export function OrderSummaryCard({ stats }: { stats: OrderSummary | undefined }) {
  const { t, lang } = useI18n();
  const total = stats?.orderCount ?? 0;
  const gauges = [
    {
      key: 'pending',
      label: t('orders.status.pending'),
      value: stats?.pendingOrderCount ?? 0,
      color: 'var(--color-status-pending)',
    },
    {
      key: 'completed',
      label: t('orders.status.completed'),
      value: stats?.completedOrderCount ?? 0,
      color: 'var(--color-fg-muted)',
    },
    {
      key: 'accepted',
      label: t('home.summary.accepted'),
      value: stats ? acceptedOrderCount(stats) : 0,
      color: 'var(--color-status-completed)',
    },
  ];
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('home.summary.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-start justify-around gap-4">
        {gauges.map((gauge) => (
          <div key={gauge.key} className="flex flex-col items-center gap-2">
            <DonutGauge
              value={gauge.value}
              total={total}
              label={gauge.label}
              color={gauge.color}
              size={128}
              loading={!stats}
            />
            {stats ? (
              <p className="text-xs text-fg-muted tabular-nums">
                {t('home.summary.ofTotal', { count: count(gauge.value), total: count(total) })}
              </p>
            ) : null}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
