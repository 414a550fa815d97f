import { useMemo } from 'react';
import type { ChartPoint } from '@taseer/api';
import {
  formatNumber,
  formatPeriodKey,
  LineChart,
  periodTotal,
  type ChartPeriod,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PeriodSpan } from './period-span';
import { chartPoints, riyadhToday } from './recent-days';

export interface OrdersChartProps {
  chartData: readonly ChartPoint[] | undefined;
  period: ChartPeriod;
  loading: boolean;
}

/**
 * The orders of the chosen period (specification, section 4): the total of its points, the span
 * they cover, and a bar for each day, month or year (counts of separate days: a curve between two
 * days would draw orders that never came). Daily is the last 30 days (a quiet day at 0); monthly
 * and yearly group all three years. Shared by the home's chart card and the statistics tabs.
 */
export function OrdersChart({ chartData, period, loading }: OrdersChartProps) {
  const { t, lang } = useI18n();
  const today = riyadhToday();
  const points = useMemo(
    () => chartPoints(chartData ?? [], period, today),
    [chartData, period, today],
  );
  const total = periodTotal(points);
  // Thirty days at 0 draw nothing worth a bar: said in words, as an empty chart is.
  const quiet = period === 'daily' && total === 0;
  const formatX = (x: string) => formatPeriodKey(x, period, lang);
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <dl className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-fg-muted">{t('stats.total')}</dt>
          {loading ? (
            <dd
              aria-busy="true"
              className="my-1 h-8 w-24 rounded-sm bg-surface-muted motion-safe:animate-pulse"
            />
          ) : (
            <dd className="text-3xl font-bold leading-10 text-fg tabular-nums">{count(total)}</dd>
          )}
        </dl>
        {loading ? null : <PeriodSpan points={points} period={period} today={today} />}
      </div>
      <LineChart
        variant="bars"
        data={quiet ? [] : points}
        loading={loading}
        label={t(`stats.chart.${period}`)}
        formatX={formatX}
        formatValue={count}
        emptyText={t(quiet && chartData?.length ? 'stats.chartEmptyRecent' : 'stats.chartEmpty')}
      />
    </div>
  );
}
