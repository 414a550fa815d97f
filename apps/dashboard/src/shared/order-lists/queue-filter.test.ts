import { describe, expect, it } from 'vitest';
import {
  arrivalsCanShow,
  changeOrderFilters,
  clearOrderFilters,
  countFilters,
  hasFilters,
  QUEUE_FILTER,
  readQueueFilter,
} from './order-filters';
import { changeUrlFilter } from './url-filter';

describe('a work list in the address (?queue=), as a home panel’s «show all» opens it', () => {
  it('reads each of the contract’s work lists', () => {
    for (const queue of [
      'late',
      'unrouted',
      'awaiting_customer',
      'to_prepare',
      'ready_for_pickup',
      'out_for_delivery',
      'delivered_today',
    ]) {
      expect(readQueueFilter(`claim=all&queue=${queue}&sort=oldest`)).toBe(queue);
    }
  });

  it('reads a missing or unknown one as every order, never sending it to the server', () => {
    expect(readQueueFilter('')).toBeUndefined();
    expect(readQueueFilter('queue=')).toBeUndefined();
    expect(readQueueFilter('queue=overdue')).toBeUndefined();
    expect(readQueueFilter('queue=LATE')).toBeUndefined();
  });

  it('is taken away by its chip: back to page 1, the tab, the order and the other filters kept', () => {
    expect(
      changeUrlFilter(QUEUE_FILTER, 'claim=all&queue=late&sort=oldest&page=3', undefined),
    ).toBe('claim=all&sort=oldest');
  });

  it('stays when the other filters change, and the list starts again from page 1', () => {
    expect(changeOrderFilters('queue=late&page=2', { from: '2026-05-01' })).toBe(
      'queue=late&from=2026-05-01',
    );
  });

  it('goes with "clear filters", as every filter does', () => {
    expect(clearOrderFilters('claim=mine&status=pending&queue=late&sort=oldest')).toBe(
      'claim=mine&sort=oldest',
    );
  });

  it('counts as a filter in force, so the clear button and the phone’s count show it', () => {
    expect(hasFilters({ search: '', queue: 'late' })).toBe(true);
    expect(countFilters({ search: '', queue: 'unrouted', status: 'pending' })).toBe(2);
  });

  it('moves no rows for a new order unless the list is of orders that reached no branch', () => {
    const today = '2026-05-20';
    expect(arrivalsCanShow({ queue: 'unrouted' }, today)).toBe(true);
    expect(arrivalsCanShow({ queue: 'late' }, today)).toBe(false);
    expect(arrivalsCanShow({ queue: 'awaiting_customer' }, today)).toBe(false);
    expect(arrivalsCanShow({ queue: 'to_prepare' }, today)).toBe(false);
  });
});
