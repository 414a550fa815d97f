import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Banknote, CircleCheck, Inbox, Timer } from 'lucide-react';
import { useId } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  DataTable,
  EmptyState,
  ErrorState,
  formatDate,
  formatHalalas,
  formatNumber,
  StatCard,
  type ChartPeriod,
  type DataTableColumn,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import type { MessageKey } from '../../i18n/ar';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { riyadhToday } from '../../shared/stats/recent-days';
import { deskStatsQueryOptions } from './api/desk-stats';
import {
  formatPercent,
  formatWait,
  hasDeskOrders,
  sortedGroups,
  statusSplit,
  type DeskFigures,
  type DeskGroup,
  type OrderState,
} from './desk-figures';
import { deskPeriod } from './desk-period';

const STATE_LABELS: Record<OrderState, MessageKey> = {
  pending: 'orders.status.pending',
  completed: 'orders.status.completed',
  canceled: 'orders.status.canceled',
};

// The split bar's colours follow the order status badges (pending violet, completed green).
const STATE_BARS: Record<OrderState, string> = {
  pending: 'bg-primary',
  completed: 'bg-success',
  canceled: 'bg-danger',
};

/**
 * «أداء التسعير» on /stats, for the tab's period (desk-period.ts): how fast the orders that
 * arrived got their first quote and how many in time, where they stand, what their quotes were
 * worth and what customers accepted; then the same per branch (for a company and the system
 * manager, who see several), per section and per first pricer.
 */
export function DeskStatsSection({ period }: { period: ChartPeriod }) {
  const { t, lang } = useI18n();
  const role = useAtomValue(userAtom)?.role;
  const titleId = useId();
  const today = riyadhToday();
  const { from, to } = deskPeriod(period, today);
  const stats = useQuery(deskStatsQueryOptions(from, to));
  const loading = stats.isPending;
  const day = (date: string) => formatDate(date, { style: 'date', locale: lang, timeZone: 'UTC' });
  const span =
    period === 'daily'
      ? t('stats.lastDays', { days: 30, from: day(from), to: day(to) })
      : t(period === 'monthly' ? 'deskStats.spanMonth' : 'deskStats.spanYear', {
          from: day(from),
          to: day(to),
        });

  let content;
  if (stats.isError) {
    content = (
      <Card>
        <ErrorState
          title={t('deskStats.loadError')}
          message={errorMessage(stats.error, {
            network: t('common.errorNetwork'),
            generic: t('common.errorGeneric'),
          })}
          onRetry={() => void stats.refetch()}
          retryLabel={t('list.retry')}
          retrying={stats.isFetching}
        />
      </Card>
    );
  } else if (!loading && !hasDeskOrders(stats.data)) {
    content = (
      <Card>
        <EmptyState
          icon={<Inbox />}
          title={t('deskStats.emptyTitle')}
          description={t('deskStats.emptyDescription')}
          className="py-10"
        />
      </Card>
    );
  } else {
    const data = stats.data;
    content = (
      <>
        <DeskTotals totals={data?.totals} loading={loading} />
        {data && (role === 'admin' || role === 'superadmin') ? (
          <GroupTable
            title={t('deskStats.byBranch')}
            nameHeader={t('deskStats.column.branch')}
            nameless={t('deskStats.noBranch')}
            groups={data.byBranch}
          />
        ) : null}
        {data ? (
          <GroupTable
            title={t('deskStats.bySection')}
            nameHeader={t('deskStats.column.section')}
            nameless={t('deskStats.noSection')}
            groups={data.bySection}
          />
        ) : null}
        {data ? (
          <GroupTable
            title={t('deskStats.byAgent')}
            description={t('deskStats.byAgentHint')}
            nameHeader={t('deskStats.column.agent')}
            nameless={t('deskStats.noAgent')}
            groups={data.byAgent}
          />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {t('deskStats.title')}
        </h2>
        <p className="text-sm text-fg-muted">{t('deskStats.description')}</p>
        <p className="text-xs text-fg-subtle">{span}</p>
      </div>
      {content}
    </section>
  );
}

/** The period's totals: the orders' split, then four figures. */
function DeskTotals({ totals, loading }: { totals: DeskFigures | undefined; loading: boolean }) {
  const { t, lang } = useI18n();
  const money = (halalas: number) => formatHalalas(halalas, { locale: lang });
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  const tile = 'h-full border-border p-4 shadow-none';
  const common = { loading, locale: lang, loadingText: t('common.loading'), className: tile };
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <StatusSplitCard
        totals={totals}
        loading={loading}
        className="md:col-span-2 xl:col-span-1 xl:row-span-2"
      />
      <StatCard
        {...common}
        label={t('deskStats.firstQuote')}
        value={totals?.medianFirstQuoteMinutes ?? null}
        formatValue={(minutes) => formatWait(minutes, t, lang)}
        hint={t('deskStats.firstQuoteHint')}
        icon={<Timer />}
      />
      <StatCard
        {...common}
        label={t('deskStats.withinTarget')}
        value={totals?.withinTargetPercent ?? null}
        formatValue={(percent) => formatPercent(percent, t, lang)}
        hint={t(
          totals && totals.withinTargetPercent === null
            ? 'deskStats.withinTargetNone'
            : 'deskStats.withinTargetHint',
        )}
        icon={<CircleCheck />}
        tone="success"
      />
      <StatCard
        {...common}
        label={t('deskStats.quotedValue')}
        value={totals?.quotedHalalas ?? null}
        formatValue={money}
        hint={t('deskStats.quotedValueHint')}
        icon={<Banknote />}
        tone="warning"
      />
      <StatCard
        {...common}
        label={t('deskStats.acceptedValue')}
        value={totals?.acceptedHalalas ?? null}
        formatValue={money}
        hint={
          totals
            ? t('deskStats.acceptedValueHint', {
                accepted: count(totals.accepted),
                declined: count(totals.declined),
              })
            : undefined
        }
        icon={<Banknote />}
        tone="success"
      />
    </div>
  );
}

/** The orders received and where they stand: pending, completed, canceled, as a split bar. */
function StatusSplitCard({
  totals,
  loading,
  className,
}: {
  totals: DeskFigures | undefined;
  loading: boolean;
  className?: string;
}) {
  const { t, lang } = useI18n();
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  const parts = totals ? statusSplit(totals) : [];
  return (
    <Card className={cn('flex flex-col gap-4 border-border p-4 shadow-none', className)}>
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-6"
        >
          <Inbox />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-fg-muted">{t('deskStats.orders')}</p>
          {loading || !totals ? (
            <span
              aria-hidden="true"
              className="my-1 h-7 w-20 rounded-sm bg-surface-muted motion-safe:animate-pulse"
            />
          ) : (
            <p className="text-2xl leading-9 font-bold text-fg tabular-nums">
              {count(totals.orders)}
            </p>
          )}
        </div>
      </div>
      {totals ? (
        <>
          {/* The bar is a picture of the list under it, which carries the figures. */}
          <div
            aria-hidden="true"
            className="flex h-2.5 overflow-hidden rounded-full bg-surface-muted"
          >
            {parts.map((part) =>
              part.count > 0 ? (
                <span
                  key={part.state}
                  className={STATE_BARS[part.state]}
                  style={{ width: `${part.percent}%` }}
                />
              ) : null,
            )}
          </div>
          <ul aria-label={t('deskStats.split')} className="flex flex-col gap-2 text-sm">
            {parts.map((part) => (
              <li key={part.state} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn('size-2.5 shrink-0 rounded-full', STATE_BARS[part.state])}
                />
                <span className="flex-1 text-fg-muted">{t(STATE_LABELS[part.state])}</span>
                <span className="font-semibold text-fg tabular-nums">{count(part.count)}</span>
                <span className="w-12 text-end text-xs text-fg-muted tabular-nums">
                  {formatPercent(part.percent, t, lang)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

/** One breakdown (by branch, section or pricer): a table, cards on a phone. */
function GroupTable({
  title,
  description,
  nameHeader,
  nameless,
  groups,
}: {
  title: string;
  description?: string;
  nameHeader: string;
  /** What a group without an id stands for (no branch, no section, not quoted yet). */
  nameless: string;
  groups: readonly DeskGroup[];
}) {
  const { t, lang } = useI18n();
  if (groups.length === 0) return null;
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  const columns: DataTableColumn<DeskGroup>[] = [
    {
      key: 'name',
      header: nameHeader,
      card: 'title',
      cell: (group) =>
        group.id === null || !group.name ? (
          <span className="text-fg-muted">{nameless}</span>
        ) : (
          <span className="font-medium text-fg">{group.name}</span>
        ),
    },
    {
      key: 'orders',
      header: t('deskStats.column.orders'),
      nowrap: true,
      cell: (group) => <span className="tabular-nums">{count(group.figures.orders)}</span>,
    },
    {
      key: 'quoted',
      header: t('deskStats.column.quoted'),
      nowrap: true,
      cell: (group) => <span className="tabular-nums">{count(group.figures.firstQuoted)}</span>,
    },
    {
      key: 'median',
      header: t('deskStats.column.median'),
      nowrap: true,
      cell: (group) => (
        <span className="tabular-nums">
          {formatWait(group.figures.medianFirstQuoteMinutes, t, lang)}
        </span>
      ),
    },
    {
      key: 'withinTarget',
      header: t('deskStats.column.withinTarget'),
      nowrap: true,
      cell: (group) => (
        <span className="tabular-nums">
          {formatPercent(group.figures.withinTargetPercent, t, lang)}
        </span>
      ),
    },
    {
      key: 'accepted',
      header: t('deskStats.column.accepted'),
      nowrap: true,
      cell: (group) => (
        <span className="font-medium tabular-nums">
          {formatHalalas(group.figures.acceptedHalalas, { locale: lang })}
        </span>
      ),
    },
  ];
  return (
    // The table's scroll area is the region named by the title; the card only frames it.
    <Card className="min-w-0">
      <CardHeader className="flex-col gap-1">
        <CardTitle as="h3">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="px-0 pb-2 md:px-2">
        <DataTable
          caption={title}
          columns={columns}
          rows={sortedGroups(groups)}
          getRowId={(group) => group.id ?? 'none'}
          loadingLabel={t('common.loading')}
        />
      </CardContent>
    </Card>
  );
}
