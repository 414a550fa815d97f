import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { EncodedBody } from '../../lib/encoded-body.js';
import type { AuthContext } from '../identity/index.js';
import { businessDay } from '../../lib/business-day.js';
import { scopeCompanyId, scopeOf, type Scope } from '../scope/index.js';
import type { StatsCache } from './stats-cache.js';
import { statsFigures } from './stats.repository.js';

export interface Stats {
  adminCount: number;
  branchCount: number;
  sectionCount: number;
  totalUserCount: number;
  managerCount: number;
  employeeCount: number;
  orderCount: number;
  pendingOrderCount: number;
  completedOrderCount: number;
  chartData: { date: string; value: number }[];
  quoteChartData: {
    date: string;
    sent: number;
    accepted: number;
    declined: number;
    acceptedHalalas: number;
    paid: number;
    delivered: number;
    collectedHalalas: number;
    refundedHalalas: number;
  }[];
  outstandingHalalas: number;
}

const CHART_YEARS = 3;

/**
 * The caller's dashboard figures, each within its scope (see `Stats` in the contract), as the
 * answer's JSON: kept by the cache until the scope's company changes.
 */
export async function statsAnswer(
  deps: { db: Database; clock: Clock; cache: StatsCache },
  auth: AuthContext,
): Promise<EncodedBody> {
  const { db, clock, cache } = deps;
  const scope = await scopeOf(db, auth);
  const now = clock.now();
  const since = chartStart(now);
  return cache.answer(cacheKey(scope, since), scopeCompanyId(scope), now, async () =>
    JSON.stringify(await readStats(db, scope, since)),
  );
}

function cacheKey(scope: Scope, since: string): string {
  switch (scope.kind) {
    case 'platform':
      return `platform ${since}`;
    case 'company':
      return `company ${scope.companyId} ${since}`;
    case 'branch':
      return `branch ${scope.companyId} ${scope.branchId} ${since}`;
    case 'section':
      return `section ${scope.companyId} ${scope.sectionId} ${since}`;
  }
}

async function readStats(db: Database, scope: Scope, since: string): Promise<Stats> {
  const {
    people,
    branchCount,
    sectionCount,
    orderDays: days,
    quoteDays: quotes,
    outstandingHalalas,
  } = await statsFigures(db, scope, since);

  let orderCount = 0;
  let pendingOrderCount = 0;
  let completedOrderCount = 0;
  const chartData: Stats['chartData'] = [];
  for (const day of days) {
    orderCount += day.orders;
    pendingOrderCount += day.pending;
    completedOrderCount += day.completed;
    if (day.day >= since && day.orders > 0) chartData.push({ date: day.day, value: day.orders });
  }

  return {
    adminCount: people.admins,
    branchCount,
    sectionCount,
    totalUserCount: people.admins + people.managers + people.agents,
    managerCount: people.managers,
    employeeCount: people.agents,
    orderCount,
    pendingOrderCount,
    completedOrderCount,
    chartData,
    quoteChartData: quotes
      .filter((day) => Object.values(day).some((value) => typeof value === 'number' && value > 0))
      .map(({ day, ...counts }) => ({ date: day, ...counts })),
    outstandingHalalas,
  };
}

/** The first day the chart shows: the day after the same date three years ago, Riyadh time. */
export function chartStart(now: Date): string {
  const [year, month, day] = businessDay(now).split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year - CHART_YEARS, month - 1, day + 1));
  return start.toISOString().slice(0, 10);
}
