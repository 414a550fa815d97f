import { TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@taseer/ui';

interface WarningNoticeProps {
  title: string;
  children: ReactNode;
  /** A way to fix it (a link to the screen that does). */
  action?: ReactNode;
  /** `h2` on a screen of its own (a region of the home); a note inside a form otherwise. */
  titleAs?: 'h2' | 'p';
  className?: string;
}

/**
 * Something the company should fix that stops nothing: a warning, not an error (no `alert` role,
 * which the forms keep for their field errors). The design system's webhook card draws its
 * notices the same way; it exports none, so the dashboard has this one.
 */
export function WarningNotice({
  title,
  children,
  action,
  titleAs: Title = 'p',
  className,
}: WarningNoticeProps) {
  const titleId = useId();
  const body = (
    <>
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
        <Title id={titleId} className="text-sm font-semibold leading-relaxed text-warning">
          {title}
        </Title>
        <p className="text-sm leading-relaxed text-fg">{children}</p>
        {action ? <div className="mt-2 self-stretch">{action}</div> : null}
      </div>
    </>
  );
  const classes = cn('flex items-start gap-3 rounded-lg bg-warning-soft px-4 py-3', className);
  return Title === 'h2' ? (
    <section aria-labelledby={titleId} className={classes}>
      {body}
    </section>
  ) : (
    <div role="note" aria-labelledby={titleId} className={classes}>
      {body}
    </div>
  );
}
