import { describe, expect, it } from 'vitest';
import { orderOutcome } from './order-outcome';

describe('an earlier order’s outcome', () => {
  it('is its latest quote’s status when it was quoted', () => {
    expect(orderOutcome({ status: 'completed', quoteStatus: 'accepted' })).toEqual({
      kind: 'quote',
      status: 'accepted',
    });
    expect(orderOutcome({ status: 'pending', quoteStatus: 'viewed' })).toEqual({
      kind: 'quote',
      status: 'viewed',
    });
    expect(orderOutcome({ status: 'completed', quoteStatus: 'expired' }).status).toBe('expired');
  });

  it('is canceled for a canceled order, whatever its quote did', () => {
    expect(orderOutcome({ status: 'canceled', quoteStatus: 'withdrawn' })).toEqual({
      kind: 'order',
      status: 'canceled',
    });
    expect(orderOutcome({ status: 'canceled', quoteStatus: null }).status).toBe('canceled');
  });

  it('is the order’s own status when it was never quoted', () => {
    expect(orderOutcome({ status: 'pending', quoteStatus: null })).toEqual({
      kind: 'order',
      status: 'pending',
    });
    expect(orderOutcome({ status: 'completed', quoteStatus: null })).toEqual({
      kind: 'order',
      status: 'completed',
    });
  });
});
