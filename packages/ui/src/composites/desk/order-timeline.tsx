import {
  AlarmClock,
  Ban,
  Banknote,
  BellRing,
  CircleCheck,
  CircleX,
  CreditCard,
  Eye,
  FileMinus,
  FilePenLine,
  FileText,
  History,
  Hourglass,
  PackagePlus,
  RefreshCw,
  Route,
  Send,
  Tag,
  Truck,
  Undo2,
  UserRoundCheck,
  UserRoundMinus,
  UserRoundPlus,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatDate, type UiLocale } from '../../lib/format';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Spinner } from '../../primitives/spinner/spinner';
import type { TimelineTexts } from './desk-texts';
import type { TimelineEventType, TimelineEventView } from './desk-types';

type MarkTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning';

/**
 * Each kind's picture and colour. Icons without a direction, except the paper plane and the
 * return arrow, which point the way the text runs and flip in Arabic.
 */
const MARKS: Record<TimelineEventType, { icon: LucideIcon; tone: MarkTone; flips?: boolean }> = {
  'order.created': { icon: PackagePlus, tone: 'primary' },
  'order.routed': { icon: Route, tone: 'neutral' },
  'order.claimed': { icon: UserRoundCheck, tone: 'primary' },
  'order.released': { icon: UserRoundMinus, tone: 'neutral' },
  'order.assigned': { icon: UserRoundPlus, tone: 'primary' },
  'order.priced': { icon: Tag, tone: 'primary' },
  'order.overdue': { icon: AlarmClock, tone: 'danger' },
  'quote.shared': { icon: Send, tone: 'primary', flips: true },
  'quote.viewed': { icon: Eye, tone: 'warning' },
  'quote.accepted': { icon: CircleCheck, tone: 'success' },
  'quote.declined': { icon: CircleX, tone: 'danger' },
  'quote.expired': { icon: Hourglass, tone: 'neutral' },
  'quote.withdrawn': { icon: Undo2, tone: 'neutral', flips: true },
  'order.canceled': { icon: Ban, tone: 'danger' },
  'payment.succeeded': { icon: Banknote, tone: 'success' },
  'payment.failed': { icon: CreditCard, tone: 'danger' },
  'payment.refunded': { icon: Undo2, tone: 'warning', flips: true },
  'order.fulfilment_changed': { icon: Truck, tone: 'primary', flips: true },
  'quote.change_requested': { icon: FilePenLine, tone: 'warning' },
  'quote.expiring': { icon: BellRing, tone: 'warning' },
  'quote.new_quote_requested': { icon: RefreshCw, tone: 'warning' },
  'invoice.issued': { icon: FileText, tone: 'success' },
  'credit_note.issued': { icon: FileMinus, tone: 'warning' },
};

const UNKNOWN_MARK = { icon: History, tone: 'neutral' as const, flips: false };

const MARK_TONES: Record<MarkTone, string> = {
  neutral: 'bg-surface-muted text-fg-muted',
  primary: 'bg-primary-soft text-primary',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
  warning: 'bg-warning-soft text-warning',
};

export interface OrderTimelineProps {
  /** Oldest first, as the server lists them. */
  events: TimelineEventView[];
  /** True while the history loads (a spinner, or over the events already shown). */
  loading?: boolean;
  /** Why the history could not be loaded (the server's message). */
  error?: string | null;
  onRetry?: () => void;
  /** The words and each event's sentence, in the reader's language. */
  texts: TimelineTexts;
  locale?: UiLocale;
  className?: string;
}

/**
 * An order's history, oldest first: one line per event with its picture, the app's sentence
 * naming who did what («استلمه أحمد», «سعّره أحمد — النسخة 2 (1,250.00 ر.س)») and when. Loading,
 * error and empty states are built in.
 */
export function OrderTimeline({
  events,
  loading = false,
  error = null,
  onRetry,
  texts,
  locale = 'ar',
  className,
}: OrderTimelineProps) {
  if (error) {
    return (
      <ErrorState
        title={texts.errorTitle}
        message={error}
        retryLabel={texts.retry}
        retrying={loading}
        className={cn('py-8', className)}
        {...(onRetry ? { onRetry } : {})}
      />
    );
  }
  if (loading && events.length === 0) {
    return (
      <div className={cn('flex justify-center py-8', className)}>
        <Spinner label={texts.loading} className="text-primary" />
      </div>
    );
  }
  if (events.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title={texts.empty}
        description={texts.emptyHint}
        className={cn('py-8', className)}
      />
    );
  }
  return (
    <div className={cn('relative', className)} aria-busy={loading || undefined}>
      <ol aria-label={texts.list} className="flex flex-col">
        {events.map((event, index) => {
          const mark = MARKS[event.type] ?? UNKNOWN_MARK;
          const Icon = mark.icon;
          const last = index === events.length - 1;
          return (
            <li key={event.id} className="relative flex gap-3 pb-5 last:pb-0">
              {last ? null : (
                // The thread between two marks, under the middle of the 32 px circle.
                <span
                  aria-hidden="true"
                  className="absolute start-[15px] top-9 bottom-1 w-0.5 rounded-full bg-border"
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative grid size-8 shrink-0 place-items-center rounded-full [&_svg]:size-4',
                  MARK_TONES[mark.tone],
                )}
              >
                <Icon className={cn(mark.flips && 'rtl:-scale-x-100')} />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 pt-1.5">
                <p
                  data-event={event.type}
                  className="text-sm leading-snug font-medium break-words text-fg"
                >
                  {texts.sentence(event)}
                </p>
                <time dateTime={event.at} className="text-xs text-fg-muted tabular-nums">
                  {formatDate(event.at, { locale, style: 'dateTime' })}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
      {loading ? (
        <div className="absolute inset-0 grid place-items-center bg-surface/60">
          <Spinner label={texts.loading} className="text-primary" />
        </div>
      ) : null}
    </div>
  );
}
