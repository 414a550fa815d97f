import type { components, FulfilmentStage } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';
import { STAGE_LABELS } from '../orders/fulfilment-stages';

type OrderEvent = components['schemas']['OrderEvent'];
type PaymentOption = components['schemas']['PaymentOption'];

/** One step of an order's handover as its panel draws it. */
export interface PathStep {
  stage: FulfilmentStage;
  label: MessageKey;
  /** When the order reached it, and who moved it there (from its history). */
  at?: string;
  by?: string | null;
}

/**
 * The steps of an accepted order's handover: preparing, then ready for pickup or out for
 * delivery, then delivered (or returned, after the handover or instead of it). The middle step is the way the order took, else the
 * way the customer chose to pay (on pickup, on delivery); until either says, it reads "pickup
 * or delivery". Each step the order reached carries its time and who moved it, from the order's
 * history (`order.fulfilment_changed`, oldest first: a later visit wins).
 */
export function fulfilmentPath({
  stage,
  events,
  chosenOption,
}: {
  stage: FulfilmentStage | null;
  events: readonly OrderEvent[];
  chosenOption: PaymentOption | null | undefined;
}): PathStep[] {
  const reached = new Map<FulfilmentStage, { at: string; by: string | null }>();
  for (const event of events) {
    if (event.type !== 'order.fulfilment_changed' || !event.fulfilmentStage) continue;
    reached.set(event.fulfilmentStage, { at: event.at, by: event.actor.name });
  }
  const went = (step: FulfilmentStage) => reached.has(step) || stage === step;
  let middle: PathStep;
  if (went('out_for_delivery')) {
    middle = { stage: 'out_for_delivery', label: STAGE_LABELS.out_for_delivery };
  } else if (went('ready_for_pickup')) {
    middle = { stage: 'ready_for_pickup', label: STAGE_LABELS.ready_for_pickup };
  } else if (chosenOption === 'pay_on_delivery') {
    middle = { stage: 'out_for_delivery', label: STAGE_LABELS.out_for_delivery };
  } else if (chosenOption === 'pay_on_pickup') {
    middle = { stage: 'ready_for_pickup', label: STAGE_LABELS.ready_for_pickup };
  } else {
    middle = { stage: 'ready_for_pickup', label: 'fulfilment.stage.handover' };
  }
  // A return ends the way in red; one after the handover keeps the handover before it.
  const ends: FulfilmentStage[] =
    stage !== 'returned'
      ? ['delivered']
      : reached.has('delivered')
        ? ['delivered', 'returned']
        : ['returned'];
  const steps: PathStep[] = [
    { stage: 'preparing', label: STAGE_LABELS.preparing },
    middle,
    ...ends.map((end) => ({ stage: end, label: STAGE_LABELS[end] })),
  ];
  return steps.map((step) => {
    const when = reached.get(step.stage);
    return when ? { ...step, at: when.at, by: when.by } : step;
  });
}
