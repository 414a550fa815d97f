import type { LiveNotification, Notification } from '@taseer/api';

/** A notification as the bell and the screen show it. */
export interface NotificationView {
  id: string;
  title: string;
  message: string;
  path: string;
  createdAt: string;
  isRead: boolean;
  /** Where its item leads (`notificationHref`); none for the notifications screen itself. */
  href?: string;
}

/**
 * One that arrived on the live stream (specification, section 3): its title and message, a local
 * id, unread, and the address it opens — the one the stream sent (an order's notices open the
 * order), else the notifications screen as the spec says. `serverId` is the stream event's id (the
 * stored notification's), which lets the stored copy replace it once the list is read again.
 */
export interface LiveItem extends NotificationView {
  serverId?: string;
  /** When it arrived, in ms since the epoch. */
  receivedAt: number;
}

export const LIVE_PATH = '/notifications';
/** Enough for any screen: the lists are read again after each arrival, so old ones are covered. */
const LIVE_KEPT = 50;

/**
 * The `data` line of a stream event, or null when it is not `{title, message}` JSON; its `path`
 * is kept when it is an address of this app (`appPath`), and left out otherwise.
 */
export function parseLiveMessage(data: unknown): LiveNotification | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { title, message, path } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof message !== 'string') return null;
    const own = appPath(path);
    return own ? { title, message, path: own } : { title, message };
  } catch {
    return null;
  }
}

/**
 * A notification's path when it is an address of this app: one leading `/` (not `//host`, which
 * a browser reads as another site, nor `/\host`), no scheme, no control characters or spaces.
 * Anything else is null: a notification never leads off the dashboard.
 */
export function appPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  if (path.startsWith('//')) return null;
  // Browsers read a backslash as a slash (`/\host` is `//host`); spaces and controls are no path.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0020\u007f\\]/.test(path) ? null : path;
}

/**
 * Where a notification's item leads, or undefined when it leads nowhere of its own: the
 * notifications screen (where the item already is) or a path that is not this app's.
 */
export function notificationHref(path: string): string | undefined {
  const own = appPath(path);
  return own && own !== LIVE_PATH ? own : undefined;
}

export function toLiveItem(
  live: LiveNotification,
  localId: string,
  receivedAt: number,
  serverId?: string,
): LiveItem {
  return {
    id: localId,
    serverId: serverId || undefined,
    title: live.title,
    message: live.message,
    path: appPath(live.path) ?? LIVE_PATH,
    createdAt: new Date(receivedAt).toISOString(),
    isRead: false,
    receivedAt,
  };
}

/** Newest first, as the server lists them. */
export function addLiveItem(items: readonly LiveItem[], item: LiveItem): LiveItem[] {
  return [item, ...items].slice(0, LIVE_KEPT);
}

export function markAllRead<T extends { isRead: boolean }>(items: readonly T[]): T[] {
  return items.map((item) => (item.isRead ? item : { ...item, isRead: true }));
}

/**
 * What the bell and the screen list: live arrivals the stored list does not hold yet, newest
 * first, then the stored ones. A live item leaves once the stored list holds its notification
 * (same id), or, when the stream gave no id, once the list was read after it arrived.
 */
export function mergeNotifications(
  stored: readonly Notification[],
  live: readonly LiveItem[],
  storedAt: number,
): NotificationView[] {
  const storedIds = new Set(stored.map((notification) => notification._id));
  const pending = live.filter((item) =>
    item.serverId ? !storedIds.has(item.serverId) : item.receivedAt > storedAt,
  );
  return [
    ...pending.map(({ id, title, message, path, createdAt, isRead }) => ({
      id,
      title,
      message,
      path,
      createdAt,
      isRead,
      href: notificationHref(path),
    })),
    ...stored.map(({ _id, title, message, path, createdAt, isRead }) => ({
      id: _id,
      title,
      message,
      path,
      createdAt,
      isRead,
      href: notificationHref(path),
    })),
  ];
}
