import { useId, useMemo } from 'react';
import { Banknote, CircleCheck, CircleX, FileText, Percent, Send } from 'lucide-react';
import type { QuoteChartPoint } from '@taseer/api';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  EmptyState,
  formatHalalas,
  formatNumber,
  StatCard,
  type ChartPeriod,
  type StatCardProps,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PeriodSpan } from '../../shared/stats/period-span';
import { hasQuotes, quoteFigures } from './quote-figures';
import { riyadhToday } from '../../shared/stats/recent-days';

export interface QuotesCardProps {
  quoteChartData: readonly QuoteChartPoint[] | undefined;
  period: ChartPeriod;
  loading: boolean;
  className?: string;
}

/**
 * 'عروض الأسعار' beside the orders chart: quotes sent, accepted and declined over the period's
 * points, the acceptance rate among the answered ones and over every quote issued, and the
 * accepted value.
 */
export function QuotesCard({ quoteChartData, period, loading, className }: QuotesCardProps) {
  const { t, lang } = useI18n();
  const titleId = useId();
  const today = riyadhToday();
  const figures = useMemo(
    () => quoteFigures(quoteChartData ?? [], period, today),
    [quoteChartData, period, today],
  );
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  const tiles: (Pick<StatCardProps, 'value' | 'formatValue' | 'icon' | 'tone' | 'hint'> & {
    key: string;
    label: string;
    wide?: boolean;
  })[] = [
    { key: 'sent', label: t('stats.quotes.sent'), value: figures.sent, icon: <Send /> },
    {
      key: 'accepted',
      label: t('stats.quotes.accepted'),
      value: figures.accepted,
      icon: <CircleCheck />,
      tone: 'success',
    },
    {
      key: 'declined',
      label: t('stats.quotes.declined'),
      value: figures.declined,
      icon: <CircleX />,
      tone: 'danger',
    },
    {
      key: 'rate',
      label: t('stats.quotes.rate'),
      // Unknown, not 0 %, while nothing was answered: StatCard shows «—».
      value: figures.acceptanceRate === null ? null : figures.acceptanceRate * 100,
      formatValue: (percent) => t('stats.quotes.percent', { percent: count(percent) }),
      hint: t(figures.acceptanceRate === null ? 'stats.quotes.rateNone' : 'stats.quotes.rateHint'),
      icon: <Percent />,
      tone: 'warning',
    },
    {
      key: 'issuedRate',
      label: t('stats.quotes.issuedRate'),
      value: figures.issuedAcceptanceRate === null ? null : figures.issuedAcceptanceRate * 100,
      formatValue: (percent) => t('stats.quotes.percent', { percent: count(percent) }),
      hint: t(
        figures.issuedAcceptanceRate === null
          ? 'stats.quotes.issuedRateNone'
          : 'stats.quotes.issuedRateHint',
      ),
      icon: <Percent />,
      tone: 'neutral',
    },
    {
      key: 'value',
      label: t('stats.quotes.acceptedValue'),
      value: figures.acceptedHalalas,
      formatValue: (halalas) => formatHalalas(halalas, { locale: lang }),
      icon: <Banknote />,
      tone: 'success',
      wide: true,
    },
  ];
  const empty = !loading && !hasQuotes(figures);
  // Daily counts the last 30 days: quotes before them are under monthly and yearly.
  const olderOnly =
    empty && period === 'daily' && hasQuotes(quoteFigures(quoteChartData ?? [], 'yearly', today));

  return (
    <Card role="region" aria-labelledby={titleId} className={cn('flex flex-col', className)}>
      <CardHeader className="flex-col gap-1">
        <CardTitle id={titleId}>{t('stats.quotes.title')}</CardTitle>
        {loading ? null : <PeriodSpan points={figures.points} period={period} today={today} />}
      </CardHeader>
      <CardContent className="flex-1">
        {empty ? (
          <EmptyState
            icon={<FileText />}
            title={t(olderOnly ? 'stats.quotes.emptyRecentTitle' : 'stats.quotes.emptyTitle')}
            description={t(
              olderOnly ? 'stats.quotes.emptyRecentDescription' : 'stats.quotes.emptyDescription',
            )}
            className="py-8"
          />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-1">
            {tiles.map(({ key, label, wide, ...tile }) => (
              <li key={key} className={cn('min-w-0', wide && 'sm:col-span-2 xl:col-span-1')}>
                <StatCard
                  {...tile}
                  label={label}
                  loading={loading}
                  locale={lang}
                  loadingText={t('common.loading')}
                  className="h-full border-border p-4 shadow-none"
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
