import type { FulfilmentStage } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';

/**
 * The handover of an accepted order as staff move it (contract: `FulfilmentStage`), shared by the
 * order's fulfilment panel and the fulfilment queue: where an order may go next, the stage's name
 * and the button's words, and the sentence for each refusal. Pure, so the rules are tested apart.
 */

/** The stages in the order they happen; `returned` last. */
export const FULFILMENT_STAGES = [
  'preparing',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'returned',
] as const satisfies readonly FulfilmentStage[];

/**
 * Where an order may go from where it is, as the server allows it (its fulfilment-steps.ts):
 * only forward; preparing may be skipped (the parts are on the shelf), pickup or delivery may
 * not; a delivered order may still come back.
 */
const NEXT: Record<FulfilmentStage | 'none', readonly FulfilmentStage[]> = {
  none: ['preparing', 'ready_for_pickup', 'out_for_delivery'],
  preparing: ['ready_for_pickup', 'out_for_delivery'],
  ready_for_pickup: ['delivered', 'returned'],
  out_for_delivery: ['delivered', 'returned'],
  delivered: ['returned'],
  returned: [],
};

/** The stages an order at `from` (null: not started) may move to, in the order they happen. */
export function nextStages(from: FulfilmentStage | null): readonly FulfilmentStage[] {
  return NEXT[from ?? 'none'];
}

/**
 * The stages at least one of the orders may move to, in the order they happen: what a bulk move
 * offers for a selection (the others are refused one by one by the server, with why).
 */
export function commonNextStages(
  orders: readonly { fulfilmentStage: FulfilmentStage | null }[],
): FulfilmentStage[] {
  const offered = new Set(orders.flatMap((order) => nextStages(order.fulfilmentStage)));
  return FULFILMENT_STAGES.filter((stage) => offered.has(stage));
}

/** A return ends the handover for good: it is asked for twice. */
export function isDestructiveStage(stage: FulfilmentStage): boolean {
  return stage === 'returned';
}

/** The stage's name, as the customer's link and the export word it. */
export const STAGE_LABELS: Record<FulfilmentStage, MessageKey> = {
  preparing: 'fulfilment.stage.preparing',
  ready_for_pickup: 'fulfilment.stage.ready_for_pickup',
  out_for_delivery: 'fulfilment.stage.out_for_delivery',
  delivered: 'fulfilment.stage.delivered',
  returned: 'fulfilment.stage.returned',
};

/** The button that moves an order to the stage. */
export const MOVE_LABELS: Record<FulfilmentStage, MessageKey> = {
  preparing: 'fulfilment.move.preparing',
  ready_for_pickup: 'fulfilment.move.ready_for_pickup',
  out_for_delivery: 'fulfilment.move.out_for_delivery',
  delivered: 'fulfilment.move.delivered',
  returned: 'fulfilment.move.returned',
};

/**
 * The refusals a move meets, by the code the server names them with (never by status): the
 * quote is no longer the accepted one, the order is past that stage (a colleague moved it), or
 * it is out of reach. Other codes read as every other failure does.
 */
const ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  QUOTE_NOT_ACCEPTED: 'fulfilment.error.QUOTE_NOT_ACCEPTED',
  FULFILMENT_STEP_INVALID: 'fulfilment.error.FULFILMENT_STEP_INVALID',
  ORDER_NOT_FOUND: 'fulfilment.error.ORDER_NOT_FOUND',
  FORBIDDEN: 'fulfilment.error.FORBIDDEN',
};

export function fulfilmentErrorKey(code: string | undefined): MessageKey | undefined {
  return code !== undefined && Object.hasOwn(ERROR_KEYS, code) ? ERROR_KEYS[code] : undefined;
}

/** The refusals after which the order is not what the screen shows: it is read again. */
export function isStaleOrderError(code: string | undefined): boolean {
  return fulfilmentErrorKey(code) !== undefined && code !== 'FORBIDDEN';
}
