import { useId, useMemo } from 'react';
import type { ChartPoint } from '@taseer/api';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  formatNumber,
  formatPeriodKey,
  LineChart,
  PeriodSelector,
  periodTotal,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PeriodSpan } from '../../shared/stats/period-span';
import { chartPoints, riyadhToday } from '../../shared/stats/recent-days';
import { usePeriodLabels } from '../../shared/stats/use-period-labels';
import { usePeriodParam } from '../../shared/stats/use-period-param';

/**
 * 'عرض البيانات': the orders of the chosen period with its daily, monthly and yearly selector,
 * the period kept in the address (`?period=`): the total of its points, the span they cover, and
 * a bar for each day, month or year (counts of separate days: a curve between two days would
 * draw orders that never came). Daily is the last 30 days, a quiet day at 0.
 */
export function ChartCard({
  chartData,
  loading,
  className,
}: {
  chartData: readonly ChartPoint[] | undefined;
  loading: boolean;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const labels = usePeriodLabels();
  const [period, setPeriod] = usePeriodParam();
  const titleId = useId();
  const today = riyadhToday();
  const points = useMemo(
    () => chartPoints(chartData ?? [], period, today),
    [chartData, period, today],
  );
  const total = periodTotal(points);
  // Thirty days at 0 draw nothing worth a bar: said in words, as an empty chart is.
  const quiet = period === 'daily' && total === 0;
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <CardHeader className="items-center">
        <CardTitle id={titleId}>{t('home.chart.title')}</CardTitle>
        <PeriodSelector
          value={period}
          onValueChange={setPeriod}
          labels={labels}
          label={t('stats.periods')}
        />
      </CardHeader>
      <CardContent>
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
                <dd className="text-3xl leading-10 font-bold text-fg tabular-nums">
                  {count(total)}
                </dd>
              )}
            </dl>
            {loading ? null : <PeriodSpan points={points} period={period} today={today} />}
          </div>
          <LineChart
            variant="bars"
            data={quiet ? [] : points}
            loading={loading}
            label={t(`stats.chart.${period}`)}
            formatX={(x) => formatPeriodKey(x, period, lang)}
            formatValue={count}
            emptyText={t(
              quiet && chartData?.length ? 'stats.chartEmptyRecent' : 'stats.chartEmpty',
            )}
          />
        </div>
      </CardContent>
    </Card>
  );
}
