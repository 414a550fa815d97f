import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

const spinnerVariants = cva('inline-block shrink-0 animate-spin text-current', {
  variants: {
    size: {
      small: 'size-4',
      medium: 'size-6',
      large: 'size-10',
      extraLarge: 'size-16',
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SpinnerSize = 'small' | 'medium' | 'large' | 'extraLarge';

export interface SpinnerProps {
  size?: SpinnerSize;
  /**
   * Announced to screen readers; the ring itself is only a picture. `null` makes the spinner
   * decorative, for places that announce the wait themselves (a busy button).
   */
  label?: string | null;
  className?: string;
}

/** An indeterminate progress ring (the spec's sizes small → extraLarge). */
export function Spinner({ size = 'medium', label = 'جارٍ التحميل', className }: SpinnerProps) {
  const a11y = label === null ? { 'aria-hidden': true } : { role: 'status', 'aria-label': label };
  return (
    <span {...a11y} className={cn(spinnerVariants({ size }), className)}>
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-full">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

export interface SpinnerOverlayProps {
  size?: SpinnerSize;
  label?: string;
  className?: string;
}

/**
 * Covers the whole screen while something global loads (the auth state at start-up): nothing
 * underneath can be clicked and assistive technology hears the label.
 */
export function SpinnerOverlay({
  size = 'extraLarge',
  label = 'جارٍ التحميل',
  className,
}: SpinnerOverlayProps) {
  return (
    <div
      aria-busy="true"
      className={cn('fixed inset-0 z-50 grid place-items-center bg-canvas', className)}
    >
      <Spinner size={size} label={label} className="text-primary" />
    </div>
  );
}
