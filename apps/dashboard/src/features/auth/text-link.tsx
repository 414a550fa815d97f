import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@taseer/ui';

interface TextLinkProps {
  href: string;
  /** Navigation state for the target screen (the values "Edit" brings back). */
  state?: object;
  children: ReactNode;
  className?: string;
}

/** An inline link between the sign-in screens. */
export function TextLink({ href, state, children, className }: TextLinkProps) {
  return (
    <Link
      href={href}
      state={state}
      className={cn(
        'rounded-sm font-semibold text-primary underline-offset-4 hover:text-primary-hover hover:underline',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
    >
      {children}
    </Link>
  );
}
