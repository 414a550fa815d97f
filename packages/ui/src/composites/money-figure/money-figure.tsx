import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatHalalas, type UiLocale } from '../../lib/format';
import { Card } from '../../primitives/card/card';
import { breakableAmount } from './breakable-amount';

export type MoneyFigureTone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

const iconCircle = cva(
  'grid size-8 shrink-0 place-items-center rounded-full [&_svg]:size-4 [&_svg]:shrink-0',
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

export interface MoneyFigureProps {
  /** What the amount is: 'المدفوع اليوم', 'المستحق'… */
  label: ReactNode;
  /** The amount in halalas, as the server computed it; a missing one shows «—». */
  halalas: number | null | undefined;
  /** A short line under the amount (how many orders make it up, what it means). */
  hint?: ReactNode;
  /** A decorative icon beside the label, in a circle of the tone's soft colour. */
  icon?: ReactNode;
  tone?: MoneyFigureTone;
  /** True while the amount loads: grey bars hold its place. */
  loading?: boolean;
  /** Announced while loading. */
  loadingText?: string;
  /** Language of the amount (grouping, the currency's name); digits are Western either way. */
  locale?: UiLocale;
  className?: string;
}

/**
 * One amount of money on a home screen: what it is, the amount in riyals and a line on what
 * makes it up. The amount is never cut: in half a phone's width a large one wraps its currency
 * onto a second line instead of hiding digits, as a shop owner reading money must see them all.
 */
export function MoneyFigure({
  label,
  halalas,
  hint,
  icon,
  tone = 'primary',
  loading = false,
  loadingText = 'جارٍ التحميل',
  locale = 'ar',
  className,
}: MoneyFigureProps) {
  return (
    <Card
      aria-busy={loading || undefined}
      className={cn('flex min-w-0 flex-col gap-2 p-4 sm:p-5', className)}
    >
      <div className="flex min-w-0 items-start gap-2">
        {icon ? (
          <span aria-hidden="true" className={iconCircle({ tone })}>
            {icon}
          </span>
        ) : null}
        {/* Level with the icon on one line; a long label wraps down from there. */}
        <p className={cn('min-w-0 text-sm leading-5 font-medium text-fg-muted', icon && 'pt-1.5')}>
          {label}
        </p>
      </div>
      {loading ? (
        <>
          <span className="sr-only">{loadingText}</span>
          <span
            aria-hidden="true"
            data-skeleton=""
            className="my-1 h-7 w-28 rounded-sm bg-surface-muted motion-safe:animate-pulse"
          />
          {hint ? (
            <span
              aria-hidden="true"
              className="h-3.5 w-24 rounded-sm bg-surface-muted motion-safe:animate-pulse"
            />
          ) : null}
        </>
      ) : (
        <>
          <p
            data-amount=""
            className="text-lg leading-7 font-bold break-words text-fg tabular-nums sm:text-2xl sm:leading-9"
          >
            {breakableAmount(formatHalalas(halalas, { locale }))}
          </p>
          {hint ? <p className="text-xs leading-relaxed text-fg-muted">{hint}</p> : null}
        </>
      )}
    </Card>
  );
}
