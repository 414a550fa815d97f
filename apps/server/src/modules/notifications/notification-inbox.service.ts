import type { Database } from '../../db/client.js';
import type { AuthContext } from '../identity/index.js';
import {
  markAllReadOf,
  newestNotificationsOf,
  type NotificationRow,
} from './notification-inbox.repository.js';

export interface NotificationView {
  _id: string;
  title: string;
  message: string;
  path: string;
  createdAt: string;
  isRead: boolean;
}

/** Where a notification without a screen of its own leads: the notifications list. */
const DEFAULT_PATH = '/notifications';

/** The dashboard address a notification opens (an order's notices: `/offers/{id}`). */
export function notificationPath(row: Pick<NotificationRow, 'path'>): string {
  return row.path ?? DEFAULT_PATH;
}

export const MARKED_READ_MESSAGE = 'تم تحديد كل الإشعارات كمقروءة';

export function notificationView(row: NotificationRow): NotificationView {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    path: notificationPath(row),
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
  };
}

/** The caller's newest notifications; one row more than asked tells whether older ones exist. */
export async function listNotifications(
  db: Database,
  auth: AuthContext,
  limit: number,
): Promise<{ notifications: NotificationView[]; hasMore: boolean }> {
  const rows = await newestNotificationsOf(db, auth.userId, limit + 1);
  return {
    notifications: rows.slice(0, limit).map(notificationView),
    hasMore: rows.length > limit,
  };
}

export async function markNotificationsRead(
  db: Database,
  auth: AuthContext,
): Promise<{ message: string }> {
  await markAllReadOf(db, auth.userId);
  return { message: MARKED_READ_MESSAGE };
}
