import { describe, expect, it } from 'vitest';
import {
  arrivalsCanShow,
  changeOrderFilters,
  clearOrderFilters,
  countFilters,
  hasFilters,
  holdsArrivals,
  isDay,
  isRangeReversed,
  readOrderFilters,
} from './order-filters';

const BRANCH = '3f2b6c1e-8a4d-4e2f-9b1c-5d6e7f8a9b0c';
const OTHER_BRANCH = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const SECTION = '0c9b8a7f-6e5d-4c3b-a2a1-908f7e6d5c4b';

describe('the orders lists’ filters in the address', () => {
  it('reads days, branch, section and the order', () => {
    expect(
      readOrderFilters(
        `?from=2026-05-01&to=2026-05-31&branchId=${BRANCH}&sectionId=${SECTION}&sort=oldest`,
      ),
    ).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
      branchId: BRANCH,
      sectionId: SECTION,
      oldestFirst: true,
    });
  });

  it('leaves out what it cannot read instead of sending it', () => {
    expect(
      readOrderFilters('from=2026-02-30&to=yesterday&branchId=12&sectionId=&sort=Oldest'),
    ).toEqual({
      from: undefined,
      to: undefined,
      branchId: undefined,
      sectionId: undefined,
      oldestFirst: false,
    });
  });

  it('takes only whole days of this century (the year typed digit by digit is not one)', () => {
    expect(isDay('2026-01-31')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('0002-01-31')).toBe(false);
    expect(isDay('0202-01-31')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-1')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('writes a change and starts again from page 1, keeping the rest', () => {
    expect(changeOrderFilters('page=4&limit=20&claim=mine', { from: '2026-05-01' })).toBe(
      'limit=20&claim=mine&from=2026-05-01',
    );
    expect(changeOrderFilters('from=2026-05-01&page=2', { from: undefined })).toBe('');
    expect(changeOrderFilters('page=2', { oldestFirst: true })).toBe('sort=oldest');
    expect(changeOrderFilters('sort=oldest&page=2', { oldestFirst: false })).toBe('');
  });

  it('stays on the page when nothing changed', () => {
    expect(changeOrderFilters('from=2026-05-01&page=3', { from: '2026-05-01' })).toBe(
      'from=2026-05-01&page=3',
    );
    expect(changeOrderFilters(`branchId=${BRANCH}&page=3`, { branchId: BRANCH })).toBe(
      `branchId=${BRANCH}&page=3`,
    );
  });

  it('drops the section of the old branch when another is chosen', () => {
    expect(
      changeOrderFilters(`branchId=${BRANCH}&sectionId=${SECTION}`, { branchId: OTHER_BRANCH }),
    ).toBe(`branchId=${OTHER_BRANCH}`);
    expect(
      changeOrderFilters(`branchId=${BRANCH}&sectionId=${SECTION}`, { branchId: undefined }),
    ).toBe('');
    expect(changeOrderFilters(`branchId=${BRANCH}`, { sectionId: SECTION })).toBe(
      `branchId=${BRANCH}&sectionId=${SECTION}`,
    );
  });

  it('clears every filter and the search, keeping the tab, the order and the page size', () => {
    expect(
      clearOrderFilters(
        `claim=mine&search=x&status=pending&quoteStatus=sent&from=2026-05-01&to=2026-05-02&branchId=${BRANCH}&sectionId=${SECTION}&sort=oldest&limit=20&page=3`,
      ),
    ).toBe('claim=mine&sort=oldest&limit=20');
  });

  it('knows whether any filter is in force', () => {
    expect(hasFilters({ search: '' })).toBe(false);
    expect(hasFilters({ search: 'كامري' })).toBe(true);
    expect(hasFilters({ search: '', to: '2026-05-02' })).toBe(true);
    expect(hasFilters({ search: '', quoteStatus: 'sent' })).toBe(true);
  });

  it('counts the filters in force besides the search', () => {
    expect(countFilters({ search: 'كامري' })).toBe(0);
    expect(countFilters({ search: '', status: 'pending', from: '2026-05-01', to: undefined })).toBe(
      2,
    );
  });

  it('refuses a first day after the last, and only that', () => {
    expect(isRangeReversed('2026-05-02', '2026-05-01')).toBe(true);
    expect(isRangeReversed('2026-05-01', '2026-05-01')).toBe(false);
    expect(isRangeReversed('2026-05-01', undefined)).toBe(false);
    expect(isRangeReversed(undefined, '2026-05-01')).toBe(false);
  });
});

describe('where a new order would move the rows', () => {
  const today = '2026-05-20';

  it('in a list that may show it: not mine, pending or any status, unquoted, up to today', () => {
    expect(arrivalsCanShow({}, today)).toBe(true);
    expect(arrivalsCanShow({ claim: 'unclaimed', status: 'pending', to: today }, today)).toBe(true);
    expect(arrivalsCanShow({ claim: 'mine' }, today)).toBe(false);
    expect(arrivalsCanShow({ status: 'completed' }, today)).toBe(false);
    expect(arrivalsCanShow({ quoteStatus: 'sent' }, today)).toBe(false);
    expect(arrivalsCanShow({ to: '2026-05-19' }, today)).toBe(false);
  });

  it('is held for the bar only on a later page of the newest first', () => {
    expect(holdsArrivals({ page: 2, oldestFirst: false }, true)).toBe(true);
    expect(holdsArrivals({ page: 1, oldestFirst: false }, true)).toBe(false);
    expect(holdsArrivals({ page: 2, oldestFirst: true }, true)).toBe(false);
    expect(holdsArrivals({ page: 2, oldestFirst: false }, false)).toBe(false);
  });
});
