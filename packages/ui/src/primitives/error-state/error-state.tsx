import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button/button';

export interface ErrorStateProps {
  /** What went wrong, in the user's words (the server's `message`, say). */
  message: ReactNode;
  title?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry runs: the button shows a spinner. */
  retrying?: boolean;
  className?: string;
}

/** What a list or card shows when its data could not be loaded, with a way to try again. */
export function ErrorState({
  message,
  title = 'تعذر تحميل البيانات',
  onRetry,
  retryLabel = 'إعادة المحاولة',
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 py-12 text-center',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-full bg-danger-soft text-danger [&_svg]:size-7"
      >
        <TriangleAlert />
      </div>
      <div className="flex max-w-md flex-col gap-1">
        <p className="text-base font-semibold text-fg">{title}</p>
        <p className="text-sm leading-relaxed text-fg-muted">{message}</p>
      </div>
      {onRetry ? (
        <Button
          variant="outline"
          icon={<RotateCw aria-hidden="true" />}
          loading={retrying}
          onClick={onRetry}
          className="mt-2"
        >
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
