import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';

/** A white panel with a soft shadow on the grey canvas: the page's building block. */
export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cn('rounded-xl border border-border/60 bg-surface text-fg shadow-card', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-start justify-between gap-3 px-6 pt-6', className)}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentPropsWithRef<'h2'> {
  /** The heading level that fits the page's outline (h2 by default). */
  as?: 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return (
    <Heading className={cn('text-lg font-semibold leading-snug text-fg', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={cn('text-sm leading-relaxed text-fg-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('p-6 not-first:pt-4', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-end gap-3 border-t border-border px-6 py-4',
        className,
      )}
      {...props}
    />
  );
}
