import { useId, useState } from 'react';
import type { ChartPoint } from '@taseer/api';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PeriodSelector,
  type ChartPeriod,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { OrdersChart } from '../stats/orders-chart';
import { usePeriodLabels } from '../stats/use-period-labels';

/** 'عرض البيانات': the orders chart with its daily, monthly and yearly selector. */
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
  const [period, setPeriod] = useState<ChartPeriod>('daily');
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
