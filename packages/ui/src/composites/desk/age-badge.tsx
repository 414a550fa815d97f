import { AlarmClock, Clock } from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { formatDate, type UiLocale } from '../../lib/format';
import { Badge } from '../../primitives/badge/badge';
import { Tooltip } from '../../primitives/tooltip/tooltip';
import type { AgeTexts } from './desk-texts';
import { orderAge } from './order-age';

export interface AgeBadgeProps {
  /** When the order arrived (ISO). */
  createdAt: string;
  /**
   * When its first quote is due (ISO), computed by the server from the branch's working hours;
   * null or left out when the order has no target.
   */
  dueAt?: string | null;
  /** The time the reader is at (the page keeps it ticking, a minute at a time). */
  now: Date;
  /** The words, in the reader's language. */
  texts: AgeTexts;
  locale?: UiLocale;
  className?: string;
}

/**
 * How long a pending order has waited, against its first-quote target: green under half the
 * target, amber from half of it, red once it is late — then with an alarm clock and the word
 * «متأخر», so it never rests on colour alone. Without a target it stays grey. Its tooltip (on
 * hover and keyboard focus) gives the exact arrival time and the due time.
 */
export function AgeBadge({
  createdAt,
  dueAt,
  now,
  texts,
  locale = 'ar',
  className,
}: AgeBadgeProps) {
  const age = orderAge(createdAt, dueAt, now);
  const due = dueAt ? formatDue(dueAt, now, locale) : null;
  const Icon = age.overdue ? AlarmClock : Clock;
  const short = texts.short(age.minutes);
  const spelled = texts.long(age.minutes);
  return (
    <Tooltip
      content={
        <span className="flex flex-col">
          <span>{texts.created(formatDate(createdAt, { locale, style: 'dateTime' }))}</span>
          <span className={cn(age.overdue && 'font-semibold')}>
            {due === null ? texts.noTarget : age.overdue ? texts.wasDueBy(due) : texts.dueBy(due)}
          </span>
        </span>
      }
    >
      {/* Focusable so keyboard users reach the times too; the badge itself does nothing. */}
      <Badge
        tabIndex={0}
        tone={age.tone}
        data-tone={age.tone}
        data-overdue={age.overdue || undefined}
        className={cn(
          'cursor-default tabular-nums [&_svg]:size-3.5 [&_svg]:shrink-0',
          focusRing,
          age.overdue && 'font-semibold ring-1 ring-danger ring-inset',
          className,
        )}
      >
        <Icon aria-hidden="true" />
        {age.overdue ? (
          <>
            <span>{texts.late}</span>
            <span aria-hidden="true">·</span>
          </>
        ) : null}
        {/* The compact «منذ 2 س 10 د» is read out in full words. */}
        <time dateTime={createdAt} aria-hidden={spelled !== short || undefined}>
          {short}
        </time>
        {spelled === short ? null : <span className="sr-only">{spelled}</span>}
      </Badge>
    </Tooltip>
  );
}

/** The due time alone when it falls on the reader's day, with its date otherwise. */
function formatDue(dueAt: string, now: Date, locale: UiLocale): string {
  const sameDay =
    formatDate(dueAt, { locale, style: 'short' }) === formatDate(now, { locale, style: 'short' });
  return formatDate(dueAt, { locale, style: sameDay ? 'time' : 'dateTime' });
}
