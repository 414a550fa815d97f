import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn, formatDate, NotificationText, textDirection, type UiLocale } from '@taseer/ui';
import type { NotificationView } from './live-notifications';

const focusInside =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus';

/**
 * One notification of the screen's list: unread ones are tinted and marked for screen readers.
 * One with somewhere to go (an order's notice: the order) is a link the router follows, and
 * following it calls `onOpen` first. The row is laid out in its text's direction (an Arabic
 * notice reads right to left on the English screen too); its time in the app's language.
 */
export function NotificationRow({
  item,
  locale,
  unreadText,
  onOpen,
}: {
  item: NotificationView;
  locale: UiLocale;
  unreadText: string;
  onOpen?: () => void;
}) {
  const content: ReactNode = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-2 size-2.5 shrink-0 rounded-full',
          item.isRead ? 'bg-border-strong' : 'bg-primary',
        )}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          {/* Texts come from people and bots in either language: each keeps its own direction. */}
          <span dir="auto" className="font-semibold text-fg">
            {item.isRead ? null : <span className="sr-only">{unreadText}: </span>}
            <NotificationText text={item.title} />
          </span>
          <time dateTime={item.createdAt} className="text-xs text-fg-subtle tabular-nums">
            {/* In the app's language, whichever way the row reads. */}
            <bdi>{formatDate(item.createdAt, { style: 'dateTime', locale })}</bdi>
          </time>
        </span>
        <span dir="auto" className="text-sm leading-relaxed text-fg-muted">
          <NotificationText text={item.message} />
        </span>
      </span>
    </>
  );
  const dir = textDirection(item.title || item.message) ?? undefined;
  return (
    <li
      data-unread={item.isRead ? undefined : ''}
      className={cn(!item.isRead && 'bg-primary-soft/50')}
    >
      {item.href ? (
        <Link
          href={item.href}
          dir={dir}
          onClick={onOpen}
          className={cn(
            'flex gap-4 px-6 py-4 transition-colors',
            item.isRead ? 'hover:bg-surface-muted' : 'hover:bg-primary-soft',
            focusInside,
          )}
        >
          {content}
        </Link>
      ) : (
        <div dir={dir} className="flex gap-4 px-6 py-4">
          {content}
        </div>
      )}
    </li>
  );
}
