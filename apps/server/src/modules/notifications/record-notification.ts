import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { publishNotification } from './notification-channel.js';

export interface NotificationToRecord {
  userId: string;
  companyId: string | null;
  title: string;
  message: string;
  /** The screen the notification opens (`/offers`, `/orders`…). */
  path: string;
  now: Date;
}

/**
 * Stores a notification and announces it, inside the transaction of its cause: it exists (and
 * reaches open streams) exactly when the cause commits, never for a change that rolled back.
 */
export async function recordNotification(tx: Database, input: NotificationToRecord): Promise<void> {
  const id = randomUUID();
  await tx.insert(notifications).values({
    id,
    userId: input.userId,
    companyId: input.companyId,
    title: input.title,
    message: input.message,
    path: input.path,
    createdAt: input.now,
  });
  await publishNotification(tx, { userId: input.userId, notificationId: id });
}
