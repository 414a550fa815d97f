import { useId } from 'react';
import type { ChartPoint } from '@taseer/api';
import { Card, CardContent, CardHeader, CardTitle, PeriodSelector } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { OrdersChart } from '../../shared/stats/orders-chart';
import { usePeriodLabels } from '../../shared/stats/use-period-labels';
import { usePeriodParam } from '../../shared/stats/use-period-param';

/**
 * 'عرض البيانات': the orders chart with its daily, monthly and yearly selector, the period kept in
 * the address (`?period=`).
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
  const { t } = useI18n();
  const labels = usePeriodLabels();
  const [period, setPeriod] = usePeriodParam();
  const titleId = useId();
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
        <OrdersChart chartData={chartData} period={period} loading={loading} />
      </CardContent>
    </Card>
  );
}
