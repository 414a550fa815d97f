import type { FulfilmentStage } from '../orders/index.js';

/**
 * Where an order may go from where it is: only forward. Preparing may be skipped (parts already
 * on the shelf), delivery or pickup may not; a delivered order may still come back.
 */
const NEXT: Record<FulfilmentStage | 'none', readonly FulfilmentStage[]> = {
  none: ['preparing', 'ready_for_pickup', 'out_for_delivery'],
  preparing: ['ready_for_pickup', 'out_for_delivery'],
  ready_for_pickup: ['delivered', 'returned'],
  out_for_delivery: ['delivered', 'returned'],
  delivered: ['returned'],
  returned: [],
};

export function canMove(from: FulfilmentStage | null, to: FulfilmentStage): boolean {
  return NEXT[from ?? 'none'].includes(to);
}
