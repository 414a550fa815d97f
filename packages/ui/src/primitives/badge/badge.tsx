import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { ORDER_STATUS_LABELS, orderStatusKind, type OrderStatus } from './order-status';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full font-medium',
  {
    variants: {
      tone: {
        neutral: 'bg-surface-muted text-fg-muted',
        primary: 'bg-primary-soft text-primary-hover',
        success: 'bg-success-soft text-success',
        danger: 'bg-danger-soft text-danger',
        warning: 'bg-warning-soft text-warning',
      },
      size: {
        sm: 'h-5 px-2 text-xs',
        md: 'h-6 px-2.5 text-xs',
      },
    },
    defaultVariants: { tone: 'primary', size: 'md' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  /** A small dot before the text, in the badge's colour. */
  dot?: boolean;
}

/** A short label: a role, a count, a state. */
export function Badge({ tone, size, dot = false, className, children, ...props }: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ tone, size }), className)} {...props}>
      {dot ? <span aria-hidden="true" className="size-1.5 rounded-full bg-current" /> : null}
      {children}
    </span>
  );
}

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The order's status as the API sends it; unknown values count as pending. */
  status: OrderStatus | (string & {}) | null | undefined;
  /** Replacement labels (the English app passes its own). */
  labels?: Partial<Record<OrderStatus, string>>;
}

/** An order status: pending 'قيد المراجعة' (violet), completed 'مكتمل' (green), canceled 'ملغي' (red). */
const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'primary',
  completed: 'success',
  canceled: 'danger',
};

export function StatusBadge({ status, labels, ...props }: StatusBadgeProps) {
  const kind = orderStatusKind(status);
  return (
    <Badge tone={STATUS_TONES[kind]} dot data-status={kind} {...props}>
      {labels?.[kind] ?? ORDER_STATUS_LABELS[kind]}
    </Badge>
  );
}
