import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthContext } from '../auth/token.service.js';
import { scopeOf } from '../scope/scope.js';
import { countBranches, countPeople, countSections, orderDays } from './stats.repository.js';

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
}

/** The business keeps Saudi hours: an order at 1 a.m. in Riyadh counts for that Riyadh day. */
export const BUSINESS_TIME_ZONE = 'Asia/Riyadh';
const CHART_YEARS = 3;

/** The caller's dashboard figures, each within its scope (see `Stats` in the contract). */
export async function getStats(
  deps: { db: Database; clock: Clock },
  auth: AuthContext,
): Promise<Stats> {
  const { db, clock } = deps;
  const scope = await scopeOf(db, auth);
  const [people, branchCount, sectionCount, days] = await Promise.all([
    countPeople(db, scope),
    countBranches(db, scope),
    countSections(db, scope),
    orderDays(db, scope),
  ]);

  const since = chartStart(clock.now());
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
  };
}

/** The first day the chart shows: the day after the same date three years ago, Riyadh time. */
export function chartStart(now: Date): string {
  const [year, month, day] = businessDay(now).split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year - CHART_YEARS, month - 1, day + 1));
  return start.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` of an instant on the business's calendar. */
export function businessDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
