import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants, type ButtonVariant } from '../button/button';
import { Spinner } from '../spinner/spinner';

const squareSizes = {
  sm: 'size-8 px-0 [&_svg]:size-4',
  md: 'size-10 px-0 [&_svg]:size-5',
  lg: 'size-12 px-0 [&_svg]:size-6',
} as const;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** What the button does, read by screen readers (the icon alone says nothing to them). */
  label: string;
  /** The icon; it is hidden from assistive technology, the label speaks for it. */
  children: ReactNode;
  variant?: ButtonVariant;
  size?: keyof typeof squareSizes;
  loading?: boolean;
}

/** A square button showing only an icon: the menu toggle, row actions, a modal's close. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant }), squareSizes[size], className)}
      {...props}
    >
      {loading ? (
        <Spinner size="small" label={null} />
      ) : (
        <span aria-hidden="true" className="contents">
          {children}
        </span>
      )}
    </button>
  );
}
