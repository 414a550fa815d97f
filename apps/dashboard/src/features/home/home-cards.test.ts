import { describe, expect, it } from 'vitest';
import type { Stats } from '@taseer/api';
import { homeCards } from './home-cards';

// Every count different, so a card reading the wrong field shows the wrong number.
const stats: Stats = {
  adminCount: 3,
  branchCount: 7,
  sectionCount: 12,
  totalUserCount: 58,
  managerCount: 9,
  employeeCount: 46,
  orderCount: 130,
  pendingOrderCount: 41,
  completedOrderCount: 77,
  chartData: [],
  quoteChartData: [],
  outstandingHalalas: 0,
};

const shown = (role: Parameters<typeof homeCards>[0]) =>
  homeCards(role, stats).map(({ key, value }) => [key, value]);

describe('homeCards', () => {
  it('shows the superadmin companies, branches, sections and all users', () => {
    expect(shown('superadmin')).toEqual([
      ['companies', 3],
      ['branches', 7],
      ['sections', 12],
      ['totalUsers', 58],
    ]);
  });

  it('shows a company its branches, sections, managers and employees', () => {
    expect(shown('admin')).toEqual([
      ['branches', 7],
      ['sections', 12],
      ['managers', 9],
      ['employees', 46],
    ]);
  });

  it('shows a manager its sections, employees and orders', () => {
    expect(shown('manager')).toEqual([
      ['sections', 12],
      ['employees', 46],
      ['orders', 130],
    ]);
  });

  it('shows an employee its orders, pending and completed', () => {
    expect(shown('agent')).toEqual([
      ['orders', 130],
      ['pendingOrders', 41],
      ['completedOrders', 77],
    ]);
  });

  it('keeps the cards in place without values while the statistics load', () => {
    expect(homeCards('admin', undefined)).toEqual([
      { key: 'branches', value: undefined },
      { key: 'sections', value: undefined },
      { key: 'managers', value: undefined },
      { key: 'employees', value: undefined },
    ]);
  });

  it('shows no cards to a role it does not know', () => {
    expect(homeCards(null, stats)).toEqual([]);
    expect(homeCards('owner' as never, stats)).toEqual([]);
  });
});
