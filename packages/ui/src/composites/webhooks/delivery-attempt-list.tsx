import { Clock, Timer } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate, formatNumber, MISSING_VALUE, type UiLocale } from '../../lib/format';
import { Badge } from '../../primitives/badge/badge';
import { attemptOutcome } from './attempt-outcome';
import type { AttemptTexts } from './webhook-texts';
import type { WebhookAttemptError, WebhookAttemptView } from './webhook-types';

export interface DeliveryAttemptListProps {
  /** Oldest first, as the server lists them; numbered from 1 in that order. */
  attempts: readonly WebhookAttemptView[];
  texts: AttemptTexts;
  locale?: UiLocale;
  className?: string;
}

/**
 * Every attempt of one delivery: when, the receiver's HTTP status (green for 2xx) or why no answer
 * came, how long it took, and the start of the receiver's answer, left to right in monospace.
 */
export function DeliveryAttemptList({
  attempts,
  texts,
  locale = 'ar',
  className,
}: DeliveryAttemptListProps) {
  return (
    <ol aria-label={texts.list} className={cn('flex flex-col gap-2', className)}>
      {attempts.map((attempt, index) => {
        const outcome = attemptOutcome(attempt);
        const errorText =
          outcome.error === null
            ? null
            : (texts.errors[outcome.error as WebhookAttemptError] ?? outcome.error);
        const excerpt = attempt.responseExcerpt?.trim();
        return (
          <li
            // Attempts never change order or disappear: the position is their identity.
            key={index}
            className="flex min-w-0 flex-col gap-2 rounded-md border border-border bg-surface px-3 py-2.5"
          >
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm">
              <span className="font-medium text-fg">
                {texts.attempt(formatNumber(index + 1, { locale }))}
              </span>
              {outcome.code !== null ? (
                <Badge tone={outcome.ok ? 'success' : 'danger'} size="sm" dir="ltr">
                  {texts.httpStatus(outcome.code)}
                </Badge>
              ) : null}
              {errorText !== null ? (
                <Badge tone="danger" size="sm">
                  {errorText}
                </Badge>
              ) : null}
              {outcome.code === null && errorText === null ? (
                <span className="text-fg-muted">{MISSING_VALUE}</span>
              ) : null}
              <span className="inline-flex items-center gap-1.5 tabular-nums text-fg-muted">
                <Clock aria-hidden="true" className="size-3.5 shrink-0" />
                {formatDate(attempt.at, { locale, style: 'dateTime' })}
              </span>
              <span className="inline-flex items-center gap-1.5 tabular-nums text-fg-muted">
                <Timer aria-hidden="true" className="size-3.5 shrink-0" />
                {texts.latency(formatNumber(attempt.latencyMs, { locale }))}
              </span>
            </div>
            {excerpt ? (
              <figure className="flex min-w-0 flex-col gap-1">
                <figcaption className="text-xs text-fg-muted">{texts.response}</figcaption>
                <pre
                  dir="ltr"
                  className="whitespace-pre-wrap break-all rounded-sm bg-surface-muted px-2.5 py-2 text-start font-mono text-xs leading-relaxed text-fg"
                >
                  {excerpt}
                </pre>
              </figure>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
