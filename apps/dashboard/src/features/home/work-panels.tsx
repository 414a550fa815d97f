import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AlarmClock,
  Banknote,
  Hand,
  Hourglass,
  Inbox,
  PackageCheck,
  Route,
  Wallet,
  HandCoins,
} from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Order, Role, Stats } from '@taseer/api';
import {
  cn,
  formatHalalas,
  formatNumber,
  MoneyFigure,
  WorkPanel,
  type MoneyFigureTone,
  type WorkPanelRow,
  type WorkPanelTone,
} from '@taseer/ui';
import { errorMessage } from '../../api/api-error';
import { useI18n } from '../../i18n/i18n';
import type { Lang, Translate } from '../../i18n/translate';
import { ageTexts } from '../../shared/desk/desk-texts';
import { useLiveOrders } from '../../shared/orders/use-live-orders';
import { riyadhToday } from '../../shared/stats/recent-days';
import { workListQueryOptions } from './api/work-list';
import {
  lastPageToCount,
  moneyFigures,
  orderHref,
  orderWait,
  roundedWait,
  rowHalalas,
  showAllHref,
  WORK_LISTS,
  workCount,
  type MoneyKey,
  type RoleWork,
  type WorkListKey,
} from './work-lists';
import { MONEY_TEXTS, ordersCountText, WORK_LIST_TEXTS, workListDescription } from './work-texts';

const LIST_LOOK: Record<WorkListKey, { icon: ReactNode; tone: WorkPanelTone }> = {
  mine: { icon: <Hand />, tone: 'primary' },
  late: { icon: <AlarmClock />, tone: 'danger' },
  awaitingCustomer: { icon: <Hourglass />, tone: 'warning' },
  toPrepare: { icon: <PackageCheck />, tone: 'success' },
  unclaimed: { icon: <Inbox />, tone: 'primary' },
  unrouted: { icon: <Route />, tone: 'warning' },
};

const MONEY_LOOK: Record<MoneyKey, { icon: ReactNode; tone: MoneyFigureTone }> = {
  acceptedToday: { icon: <HandCoins />, tone: 'success' },
  paidToday: { icon: <Wallet />, tone: 'primary' },
  outstanding: { icon: <Banknote />, tone: 'warning' },
};

/** The rows' clock: their waits move on every minute without a request. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** A row's short fact: how long the order has waited, or the quote's amount. */
function rowOf(
  order: Order,
  key: WorkListKey,
  role: Role | null | undefined,
  { t, lang, now }: { t: Translate; lang: Lang; now: Date },
): WorkPanelRow {
  const row: WorkPanelRow = {
    id: order._id,
    reference: order.orderRef,
    title: order.clientName,
    href: orderHref(order._id, key, role),
  };
  const { meta } = WORK_LISTS[key];
  if (meta === 'wait') {
    const { minutes, overdue } = orderWait(order, now);
    const wait = ageTexts(t).long(roundedWait(minutes));
    // In the late list every row is late: its wait in red says enough. Elsewhere a late order
    // says so in words, not by colour alone.
    if (key === 'late') return { ...row, meta: wait, metaTone: 'danger' };
    if (overdue && order.status === 'pending') {
      return { ...row, meta: t('home.work.overdue', { wait }), metaTone: 'danger' };
    }
    return { ...row, meta: wait };
  }
  const halalas = rowHalalas(order, meta);
  return halalas === null ? row : { ...row, meta: formatHalalas(halalas, { locale: lang }) };
}

/**
 * One work list: its first five orders (longest wait first), how many there are in all, and
 * «show all» to the offers list filtered the same way. Read again when the live stream says orders
 * changed, as the home's counts are.
 */
function WorkListPanel({
  listKey,
  role,
  now,
}: {
  listKey: WorkListKey;
  role: Role | null | undefined;
  now: Date;
}) {
  const { t, lang } = useI18n();
  const [, navigate] = useLocation();
  const first = useQuery(workListQueryOptions(listKey));
  const lastPage = lastPageToCount(first.data);
  const last = useQuery({
    ...workListQueryOptions(listKey, lastPage ?? 1),
    enabled: lastPage !== null,
    // A list that grew by a page keeps its last count until the new last page is in.
    placeholderData: keepPreviousData,
  });
  useLiveOrders(() => {
    void first.refetch();
    if (lastPage !== null) void last.refetch();
  });
  const count = workCount(first.data, lastPage === null ? undefined : last.data);
  const texts = WORK_LIST_TEXTS[listKey];
  const look = LIST_LOOK[listKey];
  const rows = (first.data?.orders ?? []).map((order) =>
    rowOf(order, listKey, role, { t, lang, now }),
  );
  return (
    <WorkPanel
      title={t(texts.title)}
      description={t(workListDescription(listKey, role))}
      icon={look.icon}
      tone={look.tone}
      count={count?.count}
      countCapped={count?.atLeast}
      countLabel={count ? ordersCountText(count, lang, t) : undefined}
      rows={rows}
      loading={first.isPending}
      error={
        first.isError
          ? errorMessage(first.error, {
              network: t('common.errorNetwork'),
              generic: t('common.errorGeneric'),
            })
          : null
      }
      onRetry={() => void first.refetch()}
      retrying={first.isFetching}
      showAllHref={showAllHref(listKey, role)}
      onNavigate={(href) => navigate(href)}
      texts={{
        showAll: t('home.work.showAll'),
        empty: t(texts.empty),
        emptyDescription: texts.emptyDescription ? t(texts.emptyDescription) : undefined,
        errorTitle: t('home.work.errorTitle'),
        retry: t('list.retry'),
        loading: t('home.work.loading'),
      }}
      locale={lang}
      className="h-full"
    />
  );
}

/**
 * The role's work lists, side by side as the width allows: two by two from a tablet, all four in
 * a row only on a wide screen (in a quarter of a laptop a customer's name has no room).
 */
export function WorkLists({
  lists,
  role,
  className,
}: {
  lists: readonly WorkListKey[];
  role: Role | null | undefined;
  className?: string;
}) {
  const { t } = useI18n();
  const now = useMinuteClock();
  if (lists.length === 0) return null;
  return (
    <ul
      aria-label={t('home.work.lists')}
      className={cn(
        'grid gap-4 sm:gap-6',
        lists.length >= 2 && 'md:grid-cols-2',
        lists.length >= 4 && '2xl:grid-cols-4',
        className,
      )}
    >
      {lists.map((key) => (
        <li key={key} className="min-w-0">
          <WorkListPanel listKey={key} role={role} now={now} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Today's money beside the work: what customers accepted and paid today (Riyadh days, as the
 * statistics count them) and what accepted sales still owe, from the statistics the home reads.
 */
export function MoneyFigures({
  keys,
  stats,
  loading,
  className,
}: {
  keys: readonly MoneyKey[];
  stats: Stats | undefined;
  loading: boolean;
  className?: string;
}) {
  const { t, lang } = useI18n();
  if (keys.length === 0) return null;
  const figures = moneyFigures(keys, stats, riyadhToday());
  const count = (value: number) => formatNumber(value, { locale: lang, maximumFractionDigits: 0 });
  return (
    <ul
      aria-label={t('home.money.title')}
      className={cn('grid grid-cols-2 gap-3 sm:gap-4', className)}
    >
      {figures.map((figure) => {
        const look = MONEY_LOOK[figure.key];
        const texts = MONEY_TEXTS[figure.key];
        return (
          <li key={figure.key} className="min-w-0">
            <MoneyFigure
              label={t(texts.label)}
              halalas={figure.halalas}
              hint={
                figure.orders === undefined
                  ? t(texts.hint)
                  : t(texts.hint, { count: count(figure.orders) })
              }
              icon={look.icon}
              tone={look.tone}
              loading={loading}
              loadingText={t('common.loading')}
              locale={lang}
              className="h-full"
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Tailwind's `xl`, where the home's rows sit side by side. */
const DESKTOP = '(min-width: 1280px)';

/** Whether the window is a desktop's width now, following it as it is resized. */
function useDesktop(): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(DESKTOP);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP).matches);
}

/**
 * The role's work that comes before the orders chart: its money and its lists (a company's only
 * on a desktop, see RoleWork). With both, the money stands one figure above the other beside the
 * lists on a desktop, and above them on narrower screens.
 */
export function WorkBeforeChart({
  work,
  role,
  stats,
  showMoney,
  loading,
}: {
  work: RoleWork;
  role: Role | null | undefined;
  stats: Stats | undefined;
  /** False when the statistics failed: their error says so, the amounts are left out. */
  showMoney: boolean;
  loading: boolean;
}) {
  const desktop = useDesktop();
  const lists = work.listsAfterChart && !desktop ? [] : work.lists;
  const money = showMoney ? work.money : [];
  if (money.length > 0 && lists.length > 0) {
    return (
      <div className="flex flex-col gap-4 sm:gap-6 xl:grid xl:grid-cols-3 xl:items-start">
        <MoneyFigures keys={money} stats={stats} loading={loading} className="xl:grid-cols-1" />
        <WorkLists lists={lists} role={role} className="xl:col-span-2" />
      </div>
    );
  }
  return (
    <>
      <MoneyFigures keys={money} stats={stats} loading={loading} />
      <WorkLists lists={lists} role={role} />
    </>
  );
}

/** A company's lists below a desktop's width: under the chart its phone shows first. */
export function WorkAfterChart({ work, role }: { work: RoleWork; role: Role | null | undefined }) {
  const desktop = useDesktop();
  return work.listsAfterChart && !desktop ? <WorkLists lists={work.lists} role={role} /> : null;
}
