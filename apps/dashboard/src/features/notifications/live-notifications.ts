import type { LiveNotification, Notification } from '@taseer/api';

/** A notification as the bell and the screen show it. */
export interface NotificationView {
  id: string;
  title: string;
  message: string;
  path: string;
  createdAt: string;
  isRead: boolean;
}

/**
 * One that arrived on the live stream (specification, section 3): its title and message, a local
 * id, the notifications screen as its path, unread. `serverId` is the stream event's id (the
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

/** The `data` line of a stream event, or null when it is not `{title, message}` JSON. */
export function parseLiveMessage(data: unknown): LiveNotification | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { title, message } = value as Record<string, unknown>;
    return typeof title === 'string' && typeof message === 'string' ? { title, message } : null;
  } catch {
    return null;
  }
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
    path: LIVE_PATH,
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
    })),
    ...stored.map(({ _id, title, message, path, createdAt, isRead }) => ({
      id: _id,
      title,
      message,
      path,
      createdAt,
      isRead,
    })),
  ];
}
