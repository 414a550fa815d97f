import { ArrowDown, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, type UiLocale } from '../../lib/format';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Spinner } from '../../primitives/spinner/spinner';
import { dayKind, groupThread, type ThreadDay } from './chat-days';
import type { ChatThreadTexts } from './chat-texts';
import type { ChatMessageView } from './chat-types';
import { MessageBubble } from './message-bubble';

/** Within this many pixels of the end, the reader counts as following the conversation. */
const NEAR_BOTTOM_PX = 96;

export interface ChatThreadProps {
  /** Oldest first. Give the thread a `key` per conversation so a new one opens at its end. */
  messages: ChatMessageView[];
  locale?: UiLocale;
  texts: ChatThreadTexts;
  /** True while the messages load (skeleton and spinner, or a spinner over those shown). */
  loading?: boolean;
  /** Why the messages could not be loaded (the server's message). */
  error?: string | null;
  onRetry?: () => void;
  /** Now, for «اليوم» and «أمس»; stories and tests pass a fixed one. */
  now?: Date;
  /** Give it a height (`h-full`, `flex-1 min-h-0`): the messages scroll inside it. */
  className?: string;
}

/**
 * A conversation's messages, as a scrolling log that screen readers follow (`role="log"`,
 * polite): by Riyadh day under a sticky «اليوم» / «أمس» / date, in runs of one author. It opens
 * at the newest message and follows new ones while the reader is near the end; a reader up in
 * older messages stays where they are and gets a button to jump to the new ones.
 */
export function ChatThread({
  messages,
  locale = 'ar',
  texts,
  loading = false,
  error = null,
  onRetry,
  now,
  className,
}: ChatThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const followsEnd = useRef(true);
  const seenNewest = useRef<string | null>(null);
  const [unseen, setUnseen] = useState(false);
  const days = useMemo(() => groupThread(messages), [messages]);
  const newest = messages[messages.length - 1]?.id ?? null;
  const showsMessages = !error && messages.length > 0;

  const scrollToEnd = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    followsEnd.current = true;
  }, []);

  // The newest message changed: the first load opens at it, a new one is followed if the reader
  // was at the end, or announced by the jump button if they were reading older messages.
  useLayoutEffect(() => {
    if (newest === seenNewest.current) return;
    const firstLoad = seenNewest.current === null;
    seenNewest.current = newest;
    if (newest === null) return;
    if (firstLoad || followsEnd.current) {
      scrollToEnd();
      setUnseen(false);
    } else {
      setUnseen(true);
    }
  }, [newest, scrollToEnd]);

  // Pictures that load after the messages make them taller: stay at the end if the reader was.
  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (followsEnd.current) scrollToEnd();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollToEnd, showsMessages]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
    followsEnd.current = distance <= NEAR_BOTTOM_PX;
    if (followsEnd.current) setUnseen(false);
  };

  let body;
  if (error) {
    body = (
      <ErrorState
        title={texts.errorTitle}
        message={error}
        retryLabel={texts.retry}
        retrying={loading}
        className="my-auto"
        {...(onRetry ? { onRetry } : {})}
      />
    );
  } else if (loading && messages.length === 0) {
    body = <ThreadSkeleton label={texts.loading} />;
  } else if (messages.length === 0) {
    body = (
      <EmptyState
        icon={<MessagesSquare />}
        title={texts.empty}
        description={texts.emptyHint}
        className="my-auto"
      />
    );
  } else {
    body = (
      <div ref={content} className="flex flex-col gap-2">
        {days.map((day) => (
          <ThreadDayGroup
            key={day.key}
            day={day}
            label={dayLabel(day, now ?? new Date(), locale, texts)}
            locale={locale}
            texts={texts}
          />
        ))}
      </div>
    );
  }

  return (
    <div className={cn('relative flex min-h-0 flex-col bg-canvas', className)}>
      <div
        ref={scroller}
        role="log"
        aria-label={texts.log}
        aria-live="polite"
        aria-busy={loading || undefined}
        // The log scrolls: keyboard readers reach it with Tab and scroll it with the arrows.
        tabIndex={0}
        onScroll={onScroll}
        className={cn(
          'flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 py-3 sm:px-5',
          'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
        )}
      >
        {body}
      </div>
      {loading && messages.length > 0 && !error ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center">
          <span className="rounded-full bg-surface p-1.5 shadow-popover">
            <Spinner size="small" label={texts.loading} className="text-primary" />
          </span>
        </div>
      ) : null}
      {unseen ? (
        <Button
          size="sm"
          variant="primary"
          icon={<ArrowDown aria-hidden="true" />}
          onClick={scrollToEnd}
          className="absolute end-4 bottom-4 rounded-full shadow-popover"
        >
          {texts.newMessages}
        </Button>
      ) : null}
    </div>
  );
}

function dayLabel(
  day: ThreadDay<ChatMessageView>,
  now: Date,
  locale: UiLocale,
  texts: ChatThreadTexts,
): string {
  const kind = dayKind(day.key, now);
  if (kind === 'today') return texts.today;
  if (kind === 'yesterday') return texts.yesterday;
  return formatDate(day.at, { locale, style: 'date' });
}

function ThreadDayGroup({
  day,
  label,
  locale,
  texts,
}: {
  day: ThreadDay<ChatMessageView>;
  label: string;
  locale: UiLocale;
  texts: ChatThreadTexts;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} data-day={day.key} className="flex flex-col">
      <div className="sticky top-0 z-10 flex justify-center py-2">
        <span
          id={labelId}
          className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-fg-muted shadow-card"
        >
          {label}
        </span>
      </div>
      <ol className="flex flex-col">
        {day.entries.map(({ message, startsRun }, index) => (
          <li key={message.id} className={cn(index === 0 ? null : startsRun ? 'mt-3' : 'mt-1')}>
            <MessageBubble
              message={message}
              texts={texts.bubble}
              locale={locale}
              startsRun={startsRun}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Grey bubbles in the shape of a conversation while it loads; the spinner speaks for them. */
function ThreadSkeleton({ label }: { label: string }) {
  const shapes = [
    { out: false, width: 'w-3/5', height: 'h-12' },
    { out: true, width: 'w-1/2', height: 'h-16' },
    { out: false, width: 'w-2/5', height: 'h-10' },
    { out: true, width: 'w-3/5', height: 'h-20' },
    { out: false, width: 'w-1/3', height: 'h-10' },
  ];
  return (
    <div className="flex flex-1 flex-col justify-end gap-3">
      <div className="flex justify-center py-2">
        <Spinner label={label} className="text-primary" />
      </div>
      {shapes.map((shape, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={cn('flex', shape.out ? 'justify-end' : 'justify-start')}
        >
          <div
            className={cn(
              'rounded-xl motion-safe:animate-pulse',
              shape.out ? 'bg-primary-soft' : 'bg-surface-muted',
              shape.width,
              shape.height,
            )}
          />
        </div>
      ))}
    </div>
  );
}
