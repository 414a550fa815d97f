import type { Role, Stats } from '@taseer/api';

/** One count of the home screen's first row. */
export type HomeCardKey =
  | 'companies'
  | 'branches'
  | 'sections'
  | 'totalUsers'
  | 'managers'
  | 'employees'
  | 'orders'
  | 'pendingOrders'
  | 'completedOrders';

export interface HomeCard {
  key: HomeCardKey;
  /** Undefined until the statistics have loaded. */
  value: number | undefined;
}

const COUNT_OF: Record<HomeCardKey, (stats: Stats) => number> = {
  companies: (stats) => stats.adminCount,
  branches: (stats) => stats.branchCount,
  sections: (stats) => stats.sectionCount,
  totalUsers: (stats) => stats.totalUserCount,
  managers: (stats) => stats.managerCount,
  employees: (stats) => stats.employeeCount,
  orders: (stats) => stats.orderCount,
  pendingOrders: (stats) => stats.pendingOrderCount,
  completedOrders: (stats) => stats.completedOrderCount,
};

/**
 * The row of counts per role (specification, section 2). An employee's statistics hold only
 * orders, so its row is its orders and how many of them wait or are done.
 */
const CARDS_BY_ROLE: Record<Role, readonly HomeCardKey[]> = {
  superadmin: ['companies', 'branches', 'sections', 'totalUsers'],
  admin: ['branches', 'sections', 'managers', 'employees'],
  manager: ['sections', 'employees', 'orders'],
  agent: ['orders', 'pendingOrders', 'completedOrders'],
};

/** The role's cards with their counts; an unknown role has none. */
export function homeCards(role: Role | null | undefined, stats: Stats | undefined): HomeCard[] {
  const keys = role ? (CARDS_BY_ROLE[role] ?? []) : [];
  return keys.map((key) => ({ key, value: stats ? COUNT_OF[key](stats) : undefined }));
}
