import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 select-none items-center justify-center gap-2 whitespace-nowrap font-medium',
    'transition-colors disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
        secondary: 'bg-primary-soft text-primary-hover hover:bg-primary-soft-hover',
        outline: 'border border-border-strong bg-surface text-fg hover:bg-surface-muted',
        ghost: 'bg-transparent text-fg hover:bg-surface-muted',
        danger: 'bg-danger text-white hover:bg-danger-hover',
      },
      size: {
        sm: 'h-8 rounded-sm px-3 text-sm [&_svg]:size-4',
        md: 'h-10 rounded-md px-4 text-sm [&_svg]:size-[18px]',
        lg: 'h-12 rounded-md px-6 text-base [&_svg]:size-5',
      },
      fullWidth: { true: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** An icon before the label (at the right in Arabic). Direction-bearing icons should flip. */
  icon?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
  /** Shows a spinner in place of the icon, keeps the label and blocks clicks. */
  loading?: boolean;
  /** Renders the single child (a link, say) with the button's look; icons and spinner are not added. */
  asChild?: boolean;
}

/** The action button: primary, secondary, outline, ghost or danger, in three sizes. */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  iconEnd,
  loading = false,
  asChild = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="small" label={null} /> : icon}
      {children}
      {iconEnd}
    </button>
  );
}
