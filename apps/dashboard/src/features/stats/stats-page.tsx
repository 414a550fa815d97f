import { useQuery } from '@tanstack/react-query';
import {
  Card,
  CardContent,
  CHART_PERIODS,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import { statsQueryOptions } from '../../shared/stats/api/get-stats';
import { OrdersChart } from '../../shared/stats/orders-chart';
import { DeskStatsSection } from './desk-stats-section';
import { QuotesCard } from './quotes-card';
import { SalesCard } from './sales-card';
import { isChartPeriod } from '../../shared/stats/period-param';
import { StatsError } from '../../shared/stats/stats-error';
import { usePeriodLabels } from '../../shared/stats/use-period-labels';
import { usePeriodParam } from '../../shared/stats/use-period-param';

/**
 * /stats: daily, monthly and yearly tabs, each with the orders chart and its total, and beside
 * it the quotes of the same points (sent, answered, both acceptance rates, accepted value); under
 * them the sale from quote to handover (sales-card.tsx) and the pricing desk's figures for the tab's period (desk-stats-section.tsx). The chosen tab is
 * kept in the address (`?period=`).
 */
export function StatsPage() {
  const { t } = useI18n();
  const stats = useQuery(statsQueryOptions());
  const labels = usePeriodLabels();
  const [period, setPeriod] = usePeriodParam();

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
        <Tabs
          value={period}
          onValueChange={(next) => {
            if (isChartPeriod(next)) setPeriod(next);
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
            <TabsContent key={each} value={each} className="flex flex-col gap-8">
              <div className="grid gap-6 xl:grid-cols-3">
                <Card className="min-w-0 xl:col-span-2">
                  <CardContent>
                    <OrdersChart
                      chartData={stats.data?.chartData}
                      period={each}
                      loading={stats.isPending}
                    />
                  </CardContent>
                </Card>
                <QuotesCard
                  quoteChartData={stats.data?.quoteChartData}
                  period={each}
                  loading={stats.isPending}
                  className="min-w-0"
                />
              </div>
              <SalesCard
                quoteChartData={stats.data?.quoteChartData}
                outstandingHalalas={stats.data?.outstandingHalalas}
                period={each}
                loading={stats.isPending}
              />
              <DeskStatsSection period={each} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </>
  );
}
