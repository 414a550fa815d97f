import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatNumber, type UiLocale } from '../../lib/format';
import { Card } from '../../primitives/card/card';

const iconCircle = cva(
  'grid size-12 shrink-0 place-items-center rounded-full [&_svg]:size-6 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        primary: 'bg-primary-soft text-primary',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        danger: 'bg-danger-soft text-danger',
        neutral: 'bg-surface-muted text-fg-muted',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export type StatCardTone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

export interface StatCardProps {
  /** What is counted: 'الشركات', 'الفروع'… */
  label: ReactNode;
  /** The count; a missing one shows «—». */
  value: number | null | undefined;
  /**
   * How the value reads when it is not a plain count (an amount of money, a percentage); a
   * missing value still shows «—». Counts are grouped without decimals by default.
   */
  formatValue?: (value: number) => string;
  /** A decorative icon, shown in a circle of the tone's soft colour. */
  icon?: ReactNode;
  /** A short line under the value (a comparison, a period). */
  hint?: ReactNode;
  /** True while the count loads: grey bars hold its place. */
  loading?: boolean;
  tone?: StatCardTone;
  /** Language of the number's grouping; digits are Western either way. */
  locale?: UiLocale;
  /** Announced while loading. */
  loadingText?: string;
  className?: string;
}

/** One count on the home screen: an icon, what is counted and the number. */
export function StatCard({
  label,
  value,
  formatValue,
  icon,
  hint,
  loading = false,
  tone = 'primary',
  locale = 'ar',
  loadingText = 'جارٍ التحميل',
  className,
}: StatCardProps) {
  return (
    <Card
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 items-center gap-4 p-5', className)}
    >
      {icon ? (
        <span aria-hidden="true" className={iconCircle({ tone })}>
          {icon}
        </span>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium text-fg-muted">{label}</p>
        {loading ? (
          <>
            <span className="sr-only">{loadingText}</span>
            <span
              aria-hidden="true"
              data-skeleton=""
              className="my-1 h-7 w-20 rounded-sm bg-surface-muted motion-safe:animate-pulse"
            />
            {hint ? (
              <span
                aria-hidden="true"
                className="h-3.5 w-28 rounded-sm bg-surface-muted motion-safe:animate-pulse"
              />
            ) : null}
          </>
        ) : (
          <>
            <p className="truncate text-2xl font-bold leading-9 text-fg tabular-nums">
              {formatValue && typeof value === 'number' && Number.isFinite(value)
                ? formatValue(value)
                : formatNumber(value, { locale, maximumFractionDigits: 0 })}
            </p>
            {hint ? <p className="truncate text-xs text-fg-subtle">{hint}</p> : null}
          </>
        )}
      </div>
    </Card>
  );
}
