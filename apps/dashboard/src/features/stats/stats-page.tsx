import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Card,
  CardContent,
  CHART_PERIODS,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type ChartPeriod,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../layout/page-title';
import { statsQueryOptions } from './api/get-stats';
import { OrdersChart } from './orders-chart';
import { StatsError } from './stats-error';
import { usePeriodLabels } from './use-period-labels';

/** /stats: the orders chart in daily, monthly and yearly tabs, each with its total. */
export function StatsPage() {
  const { t } = useI18n();
  const stats = useQuery(statsQueryOptions());
  const labels = usePeriodLabels();
  const [period, setPeriod] = useState<ChartPeriod>('daily');

  return (
    <>
      <PageTitle>{t('page.stats.title')}</PageTitle>
      {stats.isError ? (
        <StatsError
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <Card>
          <CardContent>
            <Tabs
              value={period}
              onValueChange={(next) => {
                const chosen = CHART_PERIODS.find((each) => each === next);
                if (chosen) setPeriod(chosen);
              }}
            >
              <TabsList aria-label={t('stats.periods')}>
                {CHART_PERIODS.map((each) => (
                  <TabsTrigger key={each} value={each}>
                    {labels[each]}
                  </TabsTrigger>
                ))}
              </TabsList>
              {CHART_PERIODS.map((each) => (
                <TabsContent key={each} value={each}>
                  <OrdersChart
                    chartData={stats.data?.chartData}
                    period={each}
                    loading={stats.isPending}
                  />
                </TabsContent>
              ))}
            </Tabs>
          </CardContent>
        </Card>
      )}
    </>
  );
}
