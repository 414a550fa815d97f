import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Spinner } from '../../primitives/spinner/spinner';

/**
 * Loading and error lines for the desk's compact panels, which sit under a field in a dialog:
 * one line each, where the full-size `EmptyState`/`ErrorState` would push the form away.
 */
export function InlineLoading({ label, className }: { label: string; className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-sm text-fg-muted', className)}>
      <Spinner size="small" label={null} className="text-primary" />
      <span role="status">{label}</span>
    </p>
  );
}

export function InlineError({
  title,
  message,
  className,
}: {
  title: string;
  message: string;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex items-start gap-2 text-sm', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      <p className="min-w-0">
        <span className="font-medium text-danger">{title}</span>
        <span className="block text-xs text-fg-muted">{message}</span>
      </p>
    </div>
  );
}
