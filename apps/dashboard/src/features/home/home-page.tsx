import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { cn, StatCard } from '@taseer/ui';
import { useI18n } from '../../i18n/i18n';
import { PageTitle } from '../../navigation/page-title';
import { userAtom } from '../../session/session.atoms';
import { useLiveOrders } from '../../shared/orders/use-live-orders';
import { statsQueryOptions } from '../../shared/stats/api/get-stats';
import { StatsError } from '../../shared/stats/stats-error';
import { ChartCard } from './chart-card';
import { HOME_CARD_LOOK } from './home-card-icons';
import { homeCards } from './home-cards';
import { OrderSummaryCard, TotalOrdersCard } from './order-cards';
import { SetupWarnings } from './setup-warnings';
import { roleWork } from './work-lists';
import { WorkAfterChart, WorkBeforeChart } from './work-panels';

/**
 * / and /dashboard (specification, section 2): the role's row of counts, its work (lists of
 * orders to act on, today's money; see work-lists.ts), the orders chart with its period, the
 * total orders and the share of them under review and completed; above them, a company charging
 * VAT without a VAT number, whose tax profile lacks what its invoices need, or offering its
 * customers no way to pay, is told so.
 */
export function HomePage() {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const stats = useQuery(statsQueryOptions());
  // An order arriving, priced or canceled changes the counts: they follow, at most once a second.
  useLiveOrders(() => stats.refetch());
  const loading = stats.isPending;
  const cards = homeCards(role, stats.data);
  const work = roleWork(role);
  // The work lists read their own orders, so they show even when the statistics fail.
  const workFirst = (
    <WorkBeforeChart
      work={work}
      role={role}
      stats={stats.isError ? undefined : stats.data}
      showMoney={!stats.isError}
      loading={loading}
    />
  );
  const workAfterChart = <WorkAfterChart work={work} role={role} />;

  return (
    <>
      <PageTitle>{t('page.dashboard.title')}</PageTitle>
      <SetupWarnings role={role ?? undefined} />
      {stats.isError ? (
        <div className="flex flex-col gap-6">
          <StatsError
            error={stats.error}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
          {workFirst}
          {workAfterChart}
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          {/* Two by two on a phone too, so the counts leave room for the chart on the first
              screen; a third card alone in its row takes the row. */}
          <ul
            aria-label={t('home.counts')}
            className={cn(
              'grid grid-cols-2 gap-3 sm:gap-4',
              cards.length === 3 ? 'xl:grid-cols-3' : 'xl:grid-cols-4',
            )}
          >
            {cards.map((card, index) => {
              const look = HOME_CARD_LOOK[card.key];
              const alone = index === cards.length - 1 && index % 2 === 0;
              return (
                <li key={card.key} className={cn('min-w-0', alone && 'col-span-2 xl:col-span-1')}>
                  <StatCard
                    label={t(look.labelKey)}
                    value={card.value}
                    icon={look.icon}
                    tone={look.tone}
                    loading={loading}
                    locale={lang}
                    loadingText={t('common.loading')}
                    // Half a phone is too narrow for the icon beside the words: it goes above.
                    className={cn(
                      'h-full flex-col items-start gap-2 p-4',
                      'sm:flex-row sm:items-center sm:gap-4 sm:p-5',
                      alone && 'flex-row items-center gap-4',
                    )}
                  />
                </li>
              );
            })}
          </ul>
          {workFirst}
          <div className="grid gap-6 xl:grid-cols-3">
            <ChartCard
              chartData={stats.data?.chartData}
              loading={loading}
              className="min-w-0 xl:col-span-2"
            />
            <div className="flex min-w-0 flex-col gap-6">
              <TotalOrdersCard stats={stats.data} />
              <OrderSummaryCard stats={stats.data} />
            </div>
          </div>
          {workAfterChart}
        </div>
      )}
    </>
  );
}
