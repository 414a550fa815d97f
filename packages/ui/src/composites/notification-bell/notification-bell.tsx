import { Bell, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { deferred, useDeferredComponent } from '../../lib/deferred';
import { focusRing } from '../../lib/focus-ring';
import { formatDate, type UiLocale } from '../../lib/format';
import { Button } from '../../primitives/button/button';
import { IconButton } from '../../primitives/icon-button/icon-button';
import { Spinner } from '../../primitives/spinner/spinner';
import { isPlainClick } from '../sidebar/sidebar-entries';
import { NotificationText, textDirection } from './notification-text';
import { firstNotifications, unreadBadgeText } from './unread-count';

const notificationPanel = deferred(() =>
  import('./notification-panel').then((module) => module.NotificationPanel),
);

/** A notification as the API sends it (`_id` mapped to `id`). */
export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  /** ISO date-time; shown in Saudi time through `formatDate`. */
  createdAt?: string;
  isRead: boolean;
  /**
   * Where the notification leads (an address of the app, such as the order it is about): the
   * item is a link there. Without it the item is plain text.
   */
  href?: string;
}

export interface NotificationBellProps {
  /** The latest notifications, newest first (the app asks for 5; the bell lists `limit`). */
  items: readonly NotificationItem[];
  /** Unread notifications on the server; the items' own unread count when omitted. */
  unreadCount?: number;
  /** How many items the dropdown lists (the spec: 3). */
  limit?: number;
  /** Fired each time the dropdown opens (the app marks everything read then). */
  onOpen?: () => void;
  /** The «show all» action (the app goes to the notifications screen); the dropdown closes. */
  onShowAll?: () => void;
  /**
   * Called with an item's `href` on a plain click (or Enter), instead of the browser loading the
   * address, so the app's router goes there without a reload. The dropdown closes either way. A
   * click with Ctrl/⌘/Shift or the middle button is left to the browser (a new tab). Without it,
   * items with an `href` are ordinary links.
   */
  onNavigate?: (href: string, item: NotificationItem) => void;
  /** True while the notifications load: a spinner replaces the list. */
  loading?: boolean;
  /** Why the notifications could not be loaded; replaces the list. */
  error?: string | null;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Language of the dates. */
  locale?: UiLocale;
  /** The button's accessible name and the dropdown's heading. */
  label?: string;
  /** The button's accessible name while something is unread (`badge` is «3» or «99+»). */
  describeUnread?: (badge: string, label: string) => string;
  emptyText?: string;
  showAllLabel?: string;
  /** Read by screen readers on each unread item (the dot says it to sighted users). */
  unreadText?: string;
  loadingText?: string;
  className?: string;
}

/**
 * The header's bell: a badge with the unread count (none at 0, «99+» above 99) and a dropdown with
 * the latest few notifications, unread ones marked, and a way to the full list. The dropdown's
 * code is fetched when the pointer comes over the bell, it takes the focus or it opens; opened
 * before that code is here, the dropdown appears as soon as it arrives.
 */
export function NotificationBell({
  items,
  unreadCount,
  limit = 3,
  onOpen,
  onShowAll,
  onNavigate,
  loading = false,
  error,
  open,
  defaultOpen,
  onOpenChange,
  locale = 'ar',
  label = 'الإشعارات',
  describeUnread = (badge, name) => `${name}، غير مقروءة: ${badge}`,
  emptyText = 'لا توجد إشعارات',
  showAllLabel = 'عرض الكل',
  unreadText = 'غير مقروء',
  loadingText = 'جارٍ تحميل الإشعارات',
  className,
}: NotificationBellProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
    if (next) onOpen?.();
  };

  const follow = (item: NotificationItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    setOpen(false);
    if (!onNavigate || !item.href) return;
    event.preventDefault();
    onNavigate(item.href, item);
  };

  const badge = unreadBadgeText(unreadCount ?? items.filter((item) => !item.isRead).length);
  const shown = firstNotifications(items, limit);

  const [Panel, fetchPanel] = useDeferredComponent(notificationPanel);
  const intent = Panel ? undefined : fetchPanel;
  useEffect(() => {
    if (isOpen) intent?.();
  }, [isOpen, intent]);
  const anchor = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      <IconButton
        ref={anchor}
        label={badge ? describeUnread(badge, label) : label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen && Panel ? contentId : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerEnter={intent}
        onFocus={intent}
        onClick={() => setOpen(!isOpen)}
        className={cn('relative', className)}
      >
        <Bell />
        {badge ? (
          <span
            data-unread-badge=""
            className="absolute -top-0.5 -end-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-semibold leading-none text-white tabular-nums ring-2 ring-surface"
          >
            {badge}
          </span>
        ) : null}
      </IconButton>
      {Panel ? (
        <Panel
          open={isOpen}
          onOpenChange={setOpen}
          anchor={anchor}
          contentId={contentId}
          label={label}
        >
          <p className="border-b border-border px-4 py-3 text-sm font-semibold">{label}</p>
          <NotificationList
            items={shown}
            loading={loading}
            error={error}
            locale={locale}
            emptyText={emptyText}
            unreadText={unreadText}
            loadingText={loadingText}
            follow={follow}
          />
          {onShowAll ? (
            <div className="border-t border-border p-2">
              <Button
                variant="ghost"
                fullWidth
                className="text-primary-hover"
                onClick={() => {
                  setOpen(false);
                  onShowAll();
                }}
              >
                {showAllLabel}
              </Button>
            </div>
          ) : null}
        </Panel>
      ) : null}
    </>
  );
}

function NotificationList({
  items,
  loading,
  error,
  locale,
  emptyText,
  unreadText,
  loadingText,
  follow,
}: {
  items: readonly NotificationItem[];
  loading: boolean;
  error?: string | null;
  locale: UiLocale;
  emptyText: string;
  unreadText: string;
  loadingText: string;
  follow: (item: NotificationItem) => (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (loading) {
    return (
      <div className="grid place-items-center px-4 py-8 text-primary">
        <Spinner label={loadingText} />
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className="flex items-start gap-2 px-4 py-6 text-sm text-danger">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {error}
      </p>
    );
  }
  if (items.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-fg-muted">{emptyText}</p>;
  }
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => {
        const content = (
          <>
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 size-2 shrink-0 rounded-full',
                item.isRead ? 'bg-transparent' : 'bg-primary',
              )}
            />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              {/* Texts come from people and bots in either language: each keeps its own direction. */}
              <span dir="auto" className="truncate text-sm font-semibold text-fg">
                {item.isRead ? null : <span className="sr-only">{unreadText}: </span>}
                <NotificationText text={item.title} />
              </span>
              <span dir="auto" className="line-clamp-3 text-sm leading-relaxed text-fg-muted">
                <NotificationText text={item.message} />
              </span>
              {item.createdAt ? (
                <time dateTime={item.createdAt} className="text-xs text-fg-subtle">
                  {/* In the app's language, whichever way the item reads. */}
                  <bdi>{formatDate(item.createdAt, { style: 'dateTime', locale })}</bdi>
                </time>
              ) : null}
            </span>
          </>
        );
        // Laid out in its text's direction: the dot, the lines and the time stay together.
        const dir = textDirection(item.title || item.message) ?? undefined;
        return (
          <li
            key={item.id}
            data-unread={item.isRead ? undefined : ''}
            className={cn(!item.isRead && 'bg-primary-soft/50')}
          >
            {item.href ? (
              // The whole item is the link: a large target, and one stop for the keyboard.
              <a
                href={item.href}
                dir={dir}
                onClick={follow(item)}
                className={cn(
                  'flex gap-3 px-4 py-3 transition-colors',
                  item.isRead ? 'hover:bg-surface-muted' : 'hover:bg-primary-soft',
                  // Drawn inside the item: the panel clips what lies outside it.
                  focusRing,
                  'focus-visible:-outline-offset-2',
                )}
              >
                {content}
              </a>
            ) : (
              <div dir={dir} className="flex gap-3 px-4 py-3">
                {content}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
