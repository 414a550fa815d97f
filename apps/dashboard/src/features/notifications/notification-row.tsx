import { cn, formatDate, type UiLocale } from '@taseer/ui';
import type { NotificationView } from './live-notifications';

/** One notification of the screen's list: unread ones are tinted and marked for screen readers. */
export function NotificationRow({
  item,
  locale,
  unreadText,
}: {
  item: NotificationView;
  locale: UiLocale;
  unreadText: string;
}) {
  return (
    <li
      data-unread={item.isRead ? undefined : ''}
      className={cn('flex gap-4 px-6 py-4', !item.isRead && 'bg-primary-soft/50')}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-2 size-2.5 shrink-0 rounded-full',
          item.isRead ? 'bg-border-strong' : 'bg-primary',
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          {/* Texts come from people and bots in either language: each keeps its own direction. */}
          <p dir="auto" className="font-semibold text-fg">
            {item.isRead ? null : <span className="sr-only">{unreadText}: </span>}
            {item.title}
          </p>
          <time dateTime={item.createdAt} className="text-xs text-fg-subtle tabular-nums">
            {formatDate(item.createdAt, { style: 'dateTime', locale })}
          </time>
        </div>
        <p dir="auto" className="text-sm leading-relaxed text-fg-muted">
          {item.message}
        </p>
      </div>
    </li>
  );
}
