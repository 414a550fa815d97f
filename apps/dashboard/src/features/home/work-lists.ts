import type { components, Order, Role, Stats } from '@taseer/api';

/**
 * What each role's home shows of its work besides the counts: lists of orders to act on (the
 * orders list's own filters, the first five of each) and figures of money. The server applies
 * the caller's reach (an employee's section, a manager's branch, a company), so one filter means
 * "mine" for each role. The superadmin's home stays counts and the chart.
 */

export type OrderQueue = components['schemas']['OrderQueue'];

export type WorkListKey =
  'mine' | 'late' | 'awaitingCustomer' | 'toPrepare' | 'unclaimed' | 'unrouted';

export type MoneyKey = 'acceptedToday' | 'paidToday' | 'outstanding';

/** How a row's short fact is read from its order. */
export type RowMeta = 'wait' | 'quoteTotal' | 'acceptedTotal';

export interface WorkList {
  key: WorkListKey;
  /** The orders list's filters: the same on the home's request and on «show all». */
  filter: {
    claim?: 'mine' | 'unclaimed';
    status?: 'pending';
    queue?: OrderQueue;
  };
  meta: RowMeta;
}

/** The rows a panel shows, and the page size it asks for (the contract's smallest). */
export const WORK_LIST_LIMIT = 5;

export const WORK_LISTS: Record<WorkListKey, WorkList> = {
  // What the employee holds and has not priced yet: a claim stays on the order once priced.
  mine: { key: 'mine', filter: { claim: 'mine', status: 'pending' }, meta: 'wait' },
  late: { key: 'late', filter: { queue: 'late' }, meta: 'wait' },
  awaitingCustomer: {
    key: 'awaitingCustomer',
    filter: { queue: 'awaiting_customer' },
    meta: 'quoteTotal',
  },
  toPrepare: { key: 'toPrepare', filter: { queue: 'to_prepare' }, meta: 'acceptedTotal' },
  unclaimed: { key: 'unclaimed', filter: { claim: 'unclaimed' }, meta: 'wait' },
  unrouted: { key: 'unrouted', filter: { queue: 'unrouted' }, meta: 'wait' },
};

export interface RoleWork {
  lists: readonly WorkListKey[];
  money: readonly MoneyKey[];
  /**
   * Below a desktop's width the lists come after the orders chart: a company's home promises the
   * chart on a phone's first screen (under its setup warnings and counts), so only its money goes
   * before it there. A desktop has room for both.
   */
  listsAfterChart: boolean;
}

const NO_WORK: RoleWork = { lists: [], money: [], listsAfterChart: false };

/**
 * An employee works its own orders and its section's late ones, follows quotes to their answer
 * and prepares what was sold; a manager sees to its branch's orders nobody holds and the late
 * ones, the company's orders that reached no section (any manager may take one in), and what the
 * branch sold and was paid today; a company sees orders that reached no section, what was paid
 * today and what its customers still owe (its setup warnings are above).
 */
const WORK_BY_ROLE: Record<Role, RoleWork> = {
  superadmin: NO_WORK,
  admin: { lists: ['unrouted'], money: ['paidToday', 'outstanding'], listsAfterChart: true },
  manager: {
    lists: ['unclaimed', 'late', 'unrouted'],
    money: ['acceptedToday', 'paidToday'],
    listsAfterChart: false,
  },
  agent: {
    lists: ['mine', 'late', 'awaitingCustomer', 'toPrepare'],
    money: [],
    listsAfterChart: false,
  },
};

export function roleWork(role: Role | null | undefined): RoleWork {
  return (role && WORK_BY_ROLE[role]) || NO_WORK;
}

/**
 * The orders list's query string for a work list, so «show all» opens the same orders the panel
 * shows, longest wait first. The offers list opens an employee on the unclaimed tab: lists that
 * are not about claims ask for all of them.
 */
export function workListQuery(key: WorkListKey, role: Role | null | undefined): string {
  const { filter } = WORK_LISTS[key];
  const params = new URLSearchParams();
  if (filter.claim) params.set('claim', filter.claim);
  else if (role === 'agent') params.set('claim', 'all');
  if (filter.status) params.set('status', filter.status);
  if (filter.queue) params.set('queue', filter.queue);
  params.set('sort', 'oldest');
  return params.toString();
}

/** «Show all»: the offers list (the desk, where orders are claimed, priced and followed). */
export function showAllHref(key: WorkListKey, role: Role | null | undefined): string {
  return `/offers?${workListQuery(key, role)}`;
}

/** A row opens its order over the same list, so closing it leaves the reader on that list. */
export function orderHref(orderId: string, key: WorkListKey, role: Role | null | undefined) {
  return `/offers/${encodeURIComponent(orderId)}?${workListQuery(key, role)}`;
}

interface ListPage {
  orders: readonly unknown[];
  totalPages: number;
  totalPagesCapped?: boolean;
}

/**
 * The list answers how many pages it has, not how many rows: a list of more than one page is
 * counted from its last page too ((pages − 1) × 5 + what the last holds). Null when the first
 * page says it all.
 */
export function lastPageToCount(first: ListPage | undefined): number | null {
  return first && first.totalPages > 1 ? first.totalPages : null;
}

export interface WorkCount {
  count: number;
  /** The server stopped counting pages: at least `count`. */
  atLeast: boolean;
}

/** The list's count once the pages it needs are in; undefined until then. */
export function workCount(
  first: ListPage | undefined,
  last: Pick<ListPage, 'orders'> | undefined,
): WorkCount | undefined {
  if (!first) return undefined;
  const atLeast = first.totalPagesCapped === true;
  if (lastPageToCount(first) === null) return { count: first.orders.length, atLeast };
  if (!last) return undefined;
  return { count: (first.totalPages - 1) * WORK_LIST_LIMIT + last.orders.length, atLeast };
}

/** The minutes an order has waited since it arrived, and whether it is past its reply target. */
export function orderWait(
  order: Pick<Order, 'createdAt' | 'firstQuoteDueAt'>,
  now: Date,
): { minutes: number; overdue: boolean } {
  const arrived = Date.parse(order.createdAt);
  const due = order.firstQuoteDueAt ? Date.parse(order.firstQuoteDueAt) : Number.NaN;
  const minutes = Number.isFinite(arrived)
    ? Math.max(0, Math.floor((now.getTime() - arrived) / 60_000))
    : 0;
  return { minutes, overdue: Number.isFinite(due) && now.getTime() > due };
}

/** A short wait: whole hours from an hour on («منذ ساعتين», not «منذ ساعتين و7 دقائق»). */
export function roundedWait(minutes: number): number {
  return minutes >= 60 ? Math.floor(minutes / 60) * 60 : minutes;
}

/** The amount a row of quotes shows: the accepted total once accepted, else the quote's total. */
export function rowHalalas(order: Pick<Order, 'quote'>, meta: RowMeta): number | null {
  if (!order.quote) return null;
  return meta === 'acceptedTotal'
    ? (order.quote.acceptedTotalHalalas ?? order.quote.totalHalalas)
    : order.quote.totalHalalas;
}

export interface MoneyFigure {
  key: MoneyKey;
  /** Undefined until the statistics have loaded. */
  halalas: number | undefined;
  /** How many orders make it up (accepted or paid today); undefined where it is not a day's. */
  orders: number | undefined;
}

/**
 * Today's accepted and paid value come from today's point of the sale's days (Riyadh days, as
 * `today` is); a day without any is not in the list, so it reads 0. What is outstanding is a
 * figure of its own.
 */
export function moneyFigures(
  keys: readonly MoneyKey[],
  stats: Pick<Stats, 'quoteChartData' | 'outstandingHalalas'> | undefined,
  today: string,
): MoneyFigure[] {
  const day = stats?.quoteChartData.find((point) => point.date.slice(0, 10) === today);
  return keys.map((key) => {
    if (!stats) return { key, halalas: undefined, orders: undefined };
    switch (key) {
      case 'acceptedToday':
        return { key, halalas: day?.acceptedHalalas ?? 0, orders: day?.accepted ?? 0 };
      case 'paidToday':
        return { key, halalas: day?.collectedHalalas ?? 0, orders: day?.paid ?? 0 };
      case 'outstanding':
        return { key, halalas: stats.outstandingHalalas, orders: undefined };
    }
  });
}
