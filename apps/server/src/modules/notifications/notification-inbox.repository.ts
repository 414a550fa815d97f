import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { newestFirst } from '../../db/newest-first.js';

export interface NotificationRow {
  id: string;
  title: string;
  message: string;
  path: string | null;
  isRead: boolean;
  createdAt: Date;
}

const columns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  path: notifications.path,
  isRead: notifications.isRead,
  createdAt: notifications.createdAt,
};

/** The newest `count` notifications addressed to the user (index: user_id, created_at desc nulls last, id). */
export function newestNotificationsOf(
  db: Database,
  userId: string,
  count: number,
): Promise<NotificationRow[]> {
  return db
    .select(columns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst(notifications.createdAt, notifications.id))
    .limit(count);
}

/** Marks every unread notification of the user read; answers how many changed. */
export async function markAllReadOf(db: Database, userId: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return changed.length;
}

/** One notification, only if it is addressed to the user. */
export async function notificationOf(
  db: Database,
  userId: string,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row ?? null;
}
