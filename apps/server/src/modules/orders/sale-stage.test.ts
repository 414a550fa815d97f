import { describe, expect, it } from 'vitest';
import { saleStageOf } from './sale-stage.js';

describe('saleStageOf', () => {
  it('tells a priced order by what the customer did with its quote', () => {
    expect(saleStageOf('pending', null)).toBe('awaiting_price');
    expect(saleStageOf('completed', { status: 'sent', shared: false })).toBe('priced');
    expect(saleStageOf('completed', { status: 'sent', shared: true })).toBe('awaiting_customer');
    expect(saleStageOf('completed', { status: 'viewed', shared: true })).toBe('awaiting_customer');
    expect(saleStageOf('completed', { status: 'accepted', shared: true })).toBe('accepted');
    expect(saleStageOf('completed', { status: 'declined', shared: true })).toBe('declined');
    expect(saleStageOf('completed', { status: 'expired', shared: true })).toBe('expired');
  });

  it('follows an accepted sale through its money and its handover', () => {
    const accepted = { status: 'accepted', shared: true } as const;
    expect(saleStageOf('completed', accepted, 'partially_paid')).toBe('paid');
    expect(saleStageOf('completed', accepted, 'refunded')).toBe('accepted');
    expect(saleStageOf('completed', accepted, 'paid', 'delivered')).toBe('handed_over');
    expect(saleStageOf('completed', accepted, 'paid', 'returned')).toBe('returned');
    expect(saleStageOf('completed', accepted, null, 'returned')).toBe('returned');
  });

  it('a canceled order is canceled whatever its quote says', () => {
    expect(saleStageOf('canceled', { status: 'withdrawn', shared: true })).toBe('canceled');
    expect(saleStageOf('canceled', null)).toBe('canceled');
  });
});
