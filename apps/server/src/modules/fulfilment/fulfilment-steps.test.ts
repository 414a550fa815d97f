import { describe, expect, it } from 'vitest';
import { canMove } from './fulfilment-steps.js';

describe('canMove', () => {
  it('goes forward: preparing, then pickup or delivery, then delivered or returned', () => {
    expect(canMove(null, 'preparing')).toBe(true);
    expect(canMove('preparing', 'ready_for_pickup')).toBe(true);
    expect(canMove('ready_for_pickup', 'delivered')).toBe(true);
    expect(canMove('out_for_delivery', 'returned')).toBe(true);
    expect(canMove('delivered', 'returned')).toBe(true);
  });

  it('never goes back, nor skips the handover', () => {
    expect(canMove('ready_for_pickup', 'preparing')).toBe(false);
    expect(canMove(null, 'delivered')).toBe(false);
    expect(canMove('preparing', 'delivered')).toBe(false);
    expect(canMove('returned', 'preparing')).toBe(false);
    expect(canMove('ready_for_pickup', 'out_for_delivery')).toBe(false);
  });
});
