import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface EmptyStateProps {
  /** A decorative icon (hidden from screen readers); an inbox when omitted. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** A way forward: a button or link. */
  action?: ReactNode;
  className?: string;
}

/** What a list or page shows when there is nothing in it yet. */
export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 py-12 text-center',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary [&_svg]:size-7"
      >
        {icon ?? <Inbox />}
      </div>
      <div className="flex max-w-md flex-col gap-1">
        <p className="text-base font-semibold text-fg">{title}</p>
        {description ? (
          <p className="text-sm leading-relaxed text-fg-muted">{description}</p>
        ) : null}
      </div>
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
