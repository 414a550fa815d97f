import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Shared by Input, Textarea and the Select trigger so form controls line up and look alike. */
export const controlClasses = cn(
  'w-full rounded-md border border-border-strong bg-surface text-sm text-fg',
  'placeholder:text-fg-subtle transition-colors hover:border-fg-subtle',
  'outline-none focus-visible:border-primary focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus/40',
  'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-muted disabled:text-fg-muted',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30',
);

export interface InputProps extends ComponentPropsWithRef<'input'> {
  /** Marks the value as wrong (red border, `aria-invalid`); Field sets it for you. */
  invalid?: boolean;
  /** A decorative icon at the start of the box (a magnifier in a search box, say). */
  startIcon?: ReactNode;
}

/** A single-line text box. Numbers and phone numbers should be given `dir="ltr"`. */
export function Input({ invalid, startIcon, className, type = 'text', ...props }: InputProps) {
  const input = (
    <input
      {...props}
      type={type}
      aria-invalid={invalid || props['aria-invalid'] || undefined}
      className={cn(controlClasses, 'h-10 px-3', startIcon ? 'ps-9' : undefined, className)}
    />
  );
  if (!startIcon) return input;
  return (
    <div className="relative w-full">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-fg-subtle [&_svg]:size-4"
      >
        {startIcon}
      </span>
      {input}
    </div>
  );
}
