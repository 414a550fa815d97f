import { ToggleGroup } from 'radix-ui';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { CHART_PERIODS, type ChartPeriod } from './chart-period';

const DEFAULT_LABELS: Record<ChartPeriod, string> = {
  daily: 'يومي',
  monthly: 'شهري',
  yearly: 'سنوي',
};

export interface PeriodSelectorProps {
  value: ChartPeriod;
  onValueChange: (period: ChartPeriod) => void;
  /** Replacement labels (the English app passes its own). */
  labels?: Partial<Record<ChartPeriod, string>>;
  /** Accessible name of the group. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The chart's period as a segmented control: daily, monthly, yearly. One is always chosen; arrow
 * keys move between them in reading order (right to left in Arabic).
 */
export function PeriodSelector({
  value,
  onValueChange,
  labels,
  label = 'الفترة',
  disabled = false,
  className,
}: PeriodSelectorProps) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        // Clicking the chosen period again would leave none chosen; a chart always has one.
        if (isChartPeriod(next)) onValueChange(next);
      }}
      aria-label={label}
      disabled={disabled}
      className={cn(
        'inline-flex w-fit items-center gap-1 rounded-lg bg-surface-muted p-1',
        disabled && 'opacity-50',
        className,
      )}
    >
      {CHART_PERIODS.map((period) => (
        <ToggleGroup.Item
          key={period}
          value={period}
          className={cn(
            'inline-flex h-8 min-w-16 items-center justify-center whitespace-nowrap rounded-md px-4 text-sm font-medium text-fg-muted',
            'transition-colors hover:text-fg disabled:pointer-events-none',
            'data-[state=on]:bg-surface data-[state=on]:text-primary-hover data-[state=on]:shadow-card',
            focusRing,
          )}
        >
          {labels?.[period] ?? DEFAULT_LABELS[period]}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

function isChartPeriod(value: string): value is ChartPeriod {
  return (CHART_PERIODS as readonly string[]).includes(value);
}
