import { describe, expect, it } from 'vitest';
import { changeStatusFilter, readStatusFilter } from './status-filter';

describe('the orders status filter in the address', () => {
  it('reads each status of the contract', () => {
    expect(readStatusFilter('?status=pending')).toBe('pending');
    expect(readStatusFilter('status=completed&page=2')).toBe('completed');
    expect(readStatusFilter('status=canceled')).toBe('canceled');
  });

  it('shows every order for no or an unknown status', () => {
    expect(readStatusFilter('')).toBeUndefined();
    expect(readStatusFilter('status=working')).toBeUndefined();
    expect(readStatusFilter('status=Completed')).toBeUndefined();
  });

  it('goes back to page 1 on a new status and keeps the page size', () => {
    expect(changeStatusFilter('page=3&limit=20', 'pending')).toBe('limit=20&status=pending');
    expect(changeStatusFilter('page=3&status=pending', undefined)).toBe('');
  });

  it('stays on the page when the same status is chosen again', () => {
    expect(changeStatusFilter('page=3&status=pending', 'pending')).toBe('page=3&status=pending');
  });
});
