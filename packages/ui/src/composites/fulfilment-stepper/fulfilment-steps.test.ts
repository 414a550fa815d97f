import { describe, expect, it } from 'vitest';
import { stepProgress, type FulfilmentStage } from './fulfilment-steps';

const PICKUP: FulfilmentStage[] = ['preparing', 'ready_for_pickup', 'delivered'];
const DELIVERY: FulfilmentStage[] = ['preparing', 'out_for_delivery', 'delivered'];

describe('stepProgress', () => {
  it('marks the steps before the current stage done and the ones after upcoming', () => {
    expect(stepProgress(PICKUP, 'preparing')).toEqual(['current', 'upcoming', 'upcoming']);
    expect(stepProgress(PICKUP, 'ready_for_pickup')).toEqual(['done', 'current', 'upcoming']);
    expect(stepProgress(DELIVERY, 'out_for_delivery')).toEqual(['done', 'current', 'upcoming']);
  });

  it('completes the order once delivered', () => {
    expect(stepProgress(DELIVERY, 'delivered')).toEqual(['done', 'done', 'complete']);
  });

  it('ends in danger when the order came back', () => {
    expect(stepProgress(['preparing', 'out_for_delivery', 'returned'], 'returned')).toEqual([
      'done',
      'done',
      'returned',
    ]);
    expect(
      stepProgress(['preparing', 'ready_for_pickup', 'delivered', 'returned'], 'returned'),
    ).toEqual(['done', 'done', 'done', 'returned']);
  });

  it('leaves every step upcoming before preparing starts or for a stage not shown', () => {
    expect(stepProgress(PICKUP, null)).toEqual(['upcoming', 'upcoming', 'upcoming']);
    expect(stepProgress(PICKUP, 'out_for_delivery')).toEqual(['upcoming', 'upcoming', 'upcoming']);
  });
});
