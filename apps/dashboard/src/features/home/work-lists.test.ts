import { describe, expect, it } from 'vitest';
import type { Order, Stats } from '@taseer/api';
import { translate } from '../../i18n/translate';
import {
  lastPageToCount,
  moneyFigures,
  orderHref,
  orderWait,
  roleWork,
  roundedWait,
  rowHalalas,
  showAllHref,
  WORK_LISTS,
  workCount,
} from './work-lists';
import { ordersCountText, workListDescription } from './work-texts';

describe('each role’s home shows its work', () => {
  it('an employee: its own orders, the late ones, quotes awaiting the customer, orders to prepare', () => {
    expect(roleWork('agent')).toEqual({
      lists: ['mine', 'late', 'awaitingCustomer', 'toPrepare'],
      money: [],
      listsAfterChart: false,
    });
  });

  it('a manager: the branch’s unclaimed and late orders, the company’s unrouted ones, today’s accepted and paid value', () => {
    expect(roleWork('manager')).toEqual({
      lists: ['unclaimed', 'late', 'unrouted'],
      money: ['acceptedToday', 'paidToday'],
      listsAfterChart: false,
    });
  });

  it('a company: orders that reached no section (after its chart), paid today and outstanding', () => {
    expect(roleWork('admin')).toEqual({
      lists: ['unrouted'],
      money: ['paidToday', 'outstanding'],
      listsAfterChart: true,
    });
  });

  it('the superadmin, or an unknown role, keeps the counts and the chart only', () => {
    for (const role of ['superadmin', null, undefined] as const) {
      expect(roleWork(role)).toMatchObject({ lists: [], money: [] });
    }
  });

  it('says whose late orders they are: an employee’s section, a manager’s branch', () => {
    expect(translate('ar', workListDescription('late', 'agent'))).toContain('قسمك');
    expect(translate('ar', workListDescription('late', 'manager'))).toContain('فرعك');
  });
});

describe('each list is the orders list filtered, five rows, and «show all» is the same list', () => {
  it('asks the server for the list’s own filters', () => {
    expect(WORK_LISTS.mine.filter).toEqual({ claim: 'mine', status: 'pending' });
    expect(WORK_LISTS.late.filter).toEqual({ queue: 'late' });
    expect(WORK_LISTS.awaitingCustomer.filter).toEqual({ queue: 'awaiting_customer' });
    expect(WORK_LISTS.toPrepare.filter).toEqual({ queue: 'to_prepare' });
    expect(WORK_LISTS.unclaimed.filter).toEqual({ claim: 'unclaimed' });
    expect(WORK_LISTS.unrouted.filter).toEqual({ queue: 'unrouted' });
  });

  it('opens the offers list with the same filters, longest wait first', () => {
    expect(showAllHref('mine', 'agent')).toBe('/offers?claim=mine&status=pending&sort=oldest');
    expect(showAllHref('unclaimed', 'manager')).toBe('/offers?claim=unclaimed&sort=oldest');
    expect(showAllHref('late', 'manager')).toBe('/offers?queue=late&sort=oldest');
    expect(showAllHref('unrouted', 'admin')).toBe('/offers?queue=unrouted&sort=oldest');
  });

  it('asks for every claim where an employee’s list would open on its unclaimed tab', () => {
    expect(showAllHref('late', 'agent')).toBe('/offers?claim=all&queue=late&sort=oldest');
    expect(showAllHref('toPrepare', 'agent')).toBe(
      '/offers?claim=all&queue=to_prepare&sort=oldest',
    );
  });

  it('opens a row’s order over that same list', () => {
    expect(orderHref('0b6f4a8e-2c1d-4e3f-9a7b-5c6d7e8f9a0b', 'late', 'agent')).toBe(
      '/offers/0b6f4a8e-2c1d-4e3f-9a7b-5c6d7e8f9a0b?claim=all&queue=late&sort=oldest',
    );
  });
});

describe('how many orders a list holds', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, i) => i);

  it('is the rows of a list of one page, with no second request', () => {
    const first = { orders: rows(3), totalPages: 1 };
    expect(lastPageToCount(first)).toBeNull();
    expect(workCount(first, undefined)).toEqual({ count: 3, atLeast: false });
    expect(workCount({ orders: [], totalPages: 0 }, undefined)).toEqual({
      count: 0,
      atLeast: false,
    });
  });

  it('counts a longer list from its last page: full pages of five and what the last holds', () => {
    const first = { orders: rows(5), totalPages: 4 };
    expect(lastPageToCount(first)).toBe(4);
    expect(workCount(first, undefined)).toBeUndefined();
    expect(workCount(first, { orders: rows(2) })).toEqual({ count: 17, atLeast: false });
  });

  it('is a lower bound where the server stopped counting', () => {
    const first = { orders: rows(5), totalPages: 100, totalPagesCapped: true };
    expect(workCount(first, { orders: rows(5) })).toEqual({ count: 500, atLeast: true });
  });

  it('reads in words as each language counts', () => {
    const say = (count: number, atLeast = false) =>
      ordersCountText({ count, atLeast }, 'ar', (key, params) => translate('ar', key, params));
    expect(say(1)).toBe('طلب واحد');
    expect(say(2)).toBe('طلبان');
    expect(say(5)).toBe('5 طلبات');
    expect(say(12)).toBe('12 طلبًا');
    expect(say(100)).toBe('100 طلب');
    expect(say(1500)).toBe('1,500 طلب');
    expect(say(500, true)).toBe('500 طلبًا على الأقل');
    expect(
      ordersCountText({ count: 1, atLeast: false }, 'en', (key, params) =>
        translate('en', key, params),
      ),
    ).toBe('1 order');
  });
});

describe('a row’s short fact', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const order = (createdAt: string, firstQuoteDueAt: string | null) =>
    ({ createdAt, firstQuoteDueAt }) as Pick<Order, 'createdAt' | 'firstQuoteDueAt'>;

  it('is how long the order has waited, and whether it is past its reply target', () => {
    expect(orderWait(order('2026-11-28T09:30:00Z', '2026-11-28T13:00:00Z'), now)).toEqual({
      minutes: 150,
      overdue: false,
    });
    expect(orderWait(order('2026-11-27T12:00:00Z', '2026-11-27T14:00:00Z'), now)).toEqual({
      minutes: 1440,
      overdue: true,
    });
    // An order with no branch has no target: never late by it.
    expect(orderWait(order('2026-11-20T12:00:00Z', null), now).overdue).toBe(false);
  });

  it('says a wait of hours in whole hours', () => {
    expect(roundedWait(25)).toBe(25);
    expect(roundedWait(150)).toBe(120);
  });

  it('is the quote’s total, or what the customer accepted', () => {
    const quoted = {
      quote: { totalHalalas: 48_875, acceptedTotalHalalas: 41_400 },
    } as Pick<Order, 'quote'>;
    expect(rowHalalas(quoted, 'quoteTotal')).toBe(48_875);
    expect(rowHalalas(quoted, 'acceptedTotal')).toBe(41_400);
    expect(rowHalalas({ quote: null }, 'quoteTotal')).toBeNull();
  });
});

describe('today’s money', () => {
  const day = (
    date: string,
    accepted: number,
    acceptedHalalas: number,
    paid: number,
    collected: number,
  ) => ({
    date,
    sent: 0,
    accepted,
    declined: 0,
    acceptedHalalas,
    paid,
    delivered: 0,
    collectedHalalas: collected,
    refundedHalalas: 0,
  });
  const stats: Pick<Stats, 'quoteChartData' | 'outstandingHalalas'> = {
    quoteChartData: [
      day('2026-11-27', 4, 90_000, 3, 50_000),
      day('2026-11-28', 7, 1_285_450, 5, 843_000),
    ],
    outstandingHalalas: 18_764_320,
  };

  it('reads today’s accepted and paid value from today’s Riyadh day, and what is owed now', () => {
    expect(
      moneyFigures(['acceptedToday', 'paidToday', 'outstanding'], stats, '2026-11-28'),
    ).toEqual([
      { key: 'acceptedToday', halalas: 1_285_450, orders: 7 },
      { key: 'paidToday', halalas: 843_000, orders: 5 },
      { key: 'outstanding', halalas: 18_764_320, orders: undefined },
    ]);
  });

  it('reads 0 on a day without any sale yet, and nothing before the statistics load', () => {
    expect(moneyFigures(['paidToday'], stats, '2026-11-29')).toEqual([
      { key: 'paidToday', halalas: 0, orders: 0 },
    ]);
    expect(moneyFigures(['paidToday'], undefined, '2026-11-29')).toEqual([
      { key: 'paidToday', halalas: undefined, orders: undefined },
    ]);
  });
});
