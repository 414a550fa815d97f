import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, orderStatusKind } from './order-status';

describe('orderStatusKind', () => {
  it('keeps completed and canceled', () => {
    expect(orderStatusKind('completed')).toBe('completed');
    expect(orderStatusKind('canceled')).toBe('canceled');
  });

  it('treats pending and every other value as work in progress', () => {
    expect(orderStatusKind('pending')).toBe('pending');
    expect(orderStatusKind('processing')).toBe('pending');
    expect(orderStatusKind('Completed')).toBe('pending');
    expect(orderStatusKind(undefined)).toBe('pending');
    expect(orderStatusKind(null)).toBe('pending');
  });

  it('names the statuses as the spec does', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: 'قيد المراجعة',
      completed: 'مكتمل',
      canceled: 'ملغي',
    });
  });
});
