import { useId, useMemo } from 'react';
import { Banknote, HandCoins, Undo2 } from 'lucide-react';
import type { QuoteChartPoint } from '@taseer/api';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  formatHalalas,
  Funnel,
  StatCard,
  type ChartPeriod,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { riyadhToday } from '../../shared/stats/recent-days';
import { quoteFigures } from './quote-figures';

export interface SalesCardProps {
  quoteChartData: readonly QuoteChartPoint[] | undefined;
  /** What accepted sales still owe now (the contract's `outstandingHalalas`), whatever the period. */
  outstandingHalalas: number | undefined;
  period: ChartPeriod;
  loading: boolean;
  className?: string;
}

/**
 * 'من العرض إلى التسليم' under the charts: how far the period's sales got (quoted → accepted →
 * paid → delivered), the money collected and given back in it, and what is still owed now.
 */
export function SalesCard({
  quoteChartData,
  outstandingHalalas,
  period,
  loading,
  className,
}: SalesCardProps) {
  const { t, lang } = useI18n();
  const titleId = useId();
  const today = riyadhToday();
  const figures = useMemo(
    () => quoteFigures(quoteChartData ?? [], period, today),
    [quoteChartData, period, today],
  );
  const money = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const tiles = [
    {
      key: 'collected',
      label: t('stats.sales.collected'),
      value: figures.collectedHalalas,
      icon: <HandCoins />,
      tone: 'success' as const,
    },
    {
      key: 'refunded',
      label: t('stats.sales.refunded'),
      value: figures.refundedHalalas,
      icon: <Undo2 />,
      tone: 'danger' as const,
    },
    {
      key: 'outstanding',
      label: t('stats.sales.outstanding'),
      value: outstandingHalalas,
      hint: t('stats.sales.outstandingHint'),
      icon: <Banknote />,
      tone: 'warning' as const,
    },
  ];

  return (
    <Card role="region" aria-labelledby={titleId} className={cn('flex flex-col', className)}>
      <CardHeader>
        <CardTitle id={titleId}>{t('stats.sales.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <Funnel
          steps={[
            { key: 'quoted', label: t('stats.sales.quoted'), value: figures.sent },
            { key: 'accepted', label: t('stats.sales.accepted'), value: figures.accepted },
            { key: 'paid', label: t('stats.sales.paid'), value: figures.paid },
            { key: 'delivered', label: t('stats.sales.delivered'), value: figures.delivered },
          ]}
          texts={{
            label: t('stats.sales.funnel'),
            shareOfFirst: (percent) => t('stats.sales.shareOfFirst', { percent }),
            loading: t('common.loading'),
          }}
          loading={loading}
          locale={lang}
        />
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {tiles.map(({ key, ...tile }) => (
            <li key={key} className="min-w-0">
              <StatCard
                {...tile}
                formatValue={money}
                loading={loading}
                locale={lang}
                loadingText={t('common.loading')}
                className="h-full border-border p-4 shadow-none"
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
