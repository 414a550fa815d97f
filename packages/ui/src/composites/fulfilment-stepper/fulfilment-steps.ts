/** Where an order is after the customer accepted it, as the contract names the stages. */
export type FulfilmentStage =
  'preparing' | 'ready_for_pickup' | 'out_for_delivery' | 'delivered' | 'returned';

/** A step as the stepper draws it. */
export type StepProgress =
  | 'done'
  /** The stage the order is at now, still under way. */
  | 'current'
  /** The order reached its end: delivered (or collected), nothing left to do. */
  | 'complete'
  /** The order came back: the danger end state. */
  | 'returned'
  | 'upcoming';

/**
 * Each step's state from the stage the order is at: the steps before it done, it current, the
 * rest upcoming. Reaching `delivered` completes the order and `returned` ends it in danger. A stage
 * that is not among the steps (or none yet) leaves every step upcoming.
 */
export function stepProgress(
  stages: readonly FulfilmentStage[],
  current: FulfilmentStage | null,
): StepProgress[] {
  const at = current === null ? -1 : stages.indexOf(current);
  return stages.map((stage, index) => {
    if (at < 0 || index > at) return 'upcoming';
    if (index < at) return 'done';
    if (stage === 'returned') return 'returned';
    if (stage === 'delivered') return 'complete';
    return 'current';
  });
}
