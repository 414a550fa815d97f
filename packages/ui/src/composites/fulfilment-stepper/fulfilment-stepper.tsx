import {
  Check,
  MapPin,
  PackageCheck,
  PackageOpen,
  Store,
  Truck,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { stepProgress, type FulfilmentStage, type StepProgress } from './fulfilment-steps';

/**
 * Each stage's picture. The truck and the return arrow point the way the text runs, so they flip
 * in Arabic; the others have no direction.
 */
const STAGE_ICONS: Record<FulfilmentStage, { icon: LucideIcon; flips?: boolean }> = {
  preparing: { icon: PackageOpen },
  ready_for_pickup: { icon: Store },
  out_for_delivery: { icon: Truck, flips: true },
  delivered: { icon: PackageCheck },
  returned: { icon: Undo2, flips: true },
};

const MARKERS: Record<StepProgress, string> = {
  done: 'bg-success text-white',
  current: 'bg-primary text-primary-fg ring-4 ring-primary-soft',
  complete: 'bg-success text-white ring-4 ring-success-soft',
  returned: 'bg-danger text-white ring-4 ring-danger-soft',
  upcoming: 'border-2 border-border bg-surface text-fg-subtle',
};

const LABELS: Record<StepProgress, string> = {
  done: 'font-medium text-fg',
  current: 'font-semibold text-primary-hover',
  complete: 'font-semibold text-success',
  returned: 'font-semibold text-danger',
  upcoming: 'text-fg-muted',
};

export interface FulfilmentStepView {
  stage: FulfilmentStage;
  /** «قيد التجهيز», «جاهز للاستلام», «في الطريق إليك», «تم التسليم», «أُعيد الطلب». */
  label: string;
  /** When the order reached the step (or is expected to), formatted («اليوم، 10:40 ص»). */
  time?: string;
  /** A line under the step: the pickup branch, the delivery address, the driver. */
  detail?: string;
  /** A link under the detail, opened in a new tab («افتح في الخرائط»). */
  link?: { label: string; href: string };
}

export interface FulfilmentStepperTexts {
  /** The list's accessible name («مراحل تسليم الطلب»). */
  label: string;
  /** Said after a finished step's label to screen readers («مكتملة»). */
  done: string;
  /** Said after a step not reached yet («لم تبدأ»). */
  upcoming: string;
}

export interface FulfilmentStepperProps {
  /**
   * The steps in order: preparing, then ready for pickup or out for delivery, then delivered; a
   * returned order ends with `returned`.
   */
  steps: FulfilmentStepView[];
  /** The stage the order is at; null before preparing starts (every step upcoming). */
  current: FulfilmentStage | null;
  texts: FulfilmentStepperTexts;
  className?: string;
}

/**
 * Where an order is after acceptance: an ordered list of steps, the current one highlighted
 * (`aria-current="step"`), the finished ones checked, the ones ahead muted; delivered completes it
 * in green and returned ends it in red. Side by side when its container is wide (from 672 px),
 * one under the other on a phone; in Arabic the steps run from right to left.
 */
export function FulfilmentStepper({ steps, current, texts, className }: FulfilmentStepperProps) {
  const progress = stepProgress(
    steps.map((step) => step.stage),
    current,
  );

  return (
    <div className={cn('@container', className)}>
      <ol aria-label={texts.label} className="flex flex-col @2xl:flex-row">
        {steps.map((step, index) => {
          const state = progress[index] ?? 'upcoming';
          const last = index === steps.length - 1;
          const reached = state !== 'upcoming';
          const { icon: StageIcon, flips } =
            state === 'done' ? { icon: Check, flips: false } : STAGE_ICONS[step.stage];
          const nextReached = (progress[index + 1] ?? 'upcoming') !== 'upcoming';
          return (
            <li
              key={`${step.stage}-${index}`}
              aria-current={state === 'upcoming' || state === 'done' ? undefined : 'step'}
              data-progress={state}
              className="flex gap-3 @2xl:min-w-0 @2xl:flex-1 @2xl:flex-col @2xl:gap-3"
            >
              <div className="flex flex-col items-center @2xl:flex-row">
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full [&_svg]:size-[18px]',
                    MARKERS[state],
                  )}
                >
                  <StageIcon className={cn(flips && 'rtl:-scale-x-100')} />
                </span>
                {last ? null : (
                  <span
                    aria-hidden="true"
                    data-connector={nextReached ? 'reached' : 'ahead'}
                    className={cn(
                      'my-1.5 min-h-6 w-0.5 flex-1 rounded-full',
                      '@2xl:mx-3 @2xl:my-0 @2xl:h-0.5 @2xl:min-h-0 @2xl:w-auto',
                      nextReached ? 'bg-success' : 'bg-border',
                    )}
                  />
                )}
              </div>
              <div
                className={cn(
                  'flex min-w-0 flex-1 flex-col gap-0.5 pt-1.5',
                  !last && 'pb-6',
                  '@2xl:pb-0 @2xl:pt-0 @2xl:pe-6',
                )}
              >
                <span className={cn('leading-snug break-words', LABELS[state])}>
                  {step.label}
                  {state === 'done' || state === 'upcoming' ? (
                    <span className="sr-only">
                      {' '}
                      ({state === 'done' ? texts.done : texts.upcoming})
                    </span>
                  ) : null}
                </span>
                {step.time ? (
                  <span
                    className={cn(
                      'text-xs tabular-nums',
                      reached ? 'text-fg-muted' : 'text-fg-subtle',
                    )}
                  >
                    {step.time}
                  </span>
                ) : null}
                {step.detail ? (
                  <p dir="auto" className="mt-1 text-sm leading-relaxed text-fg-muted break-words">
                    {step.detail}
                  </p>
                ) : null}
                {step.link ? (
                  <a
                    href={step.link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cn(
                      '-my-1 inline-flex min-h-11 w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary-hover underline-offset-4 hover:underline',
                      focusRing,
                    )}
                  >
                    <MapPin aria-hidden="true" className="size-4 shrink-0" />
                    {step.link.label}
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
