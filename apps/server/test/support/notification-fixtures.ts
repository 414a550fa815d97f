import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/client.js';
import { notifications } from '../../src/db/schema.js';
import { inTransaction } from '../../src/db/transaction.js';
import { publishNotification } from '../../src/modules/notifications/notification-channel.js';

export interface NotificationInput {
  userId: string;
  companyId: string | null;
  title?: string;
  message?: string;
  path?: string | null;
  isRead?: boolean;
  createdAt?: Date;
}

/**
 * Writes a notification and publishes it in one transaction, as the features that cause
 * notifications (a new order, a priced one) do.
 */
export async function writeNotification(db: Database, input: NotificationInput): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (tx) => {
    await tx.insert(notifications).values({
      id,
      userId: input.userId,
      companyId: input.companyId,
      title: input.title ?? 'طلب جديد',
      message: input.message ?? 'وصل طلب تسعير جديد',
      path: input.path === undefined ? '/offers' : input.path,
      isRead: input.isRead ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    });
    await publishNotification(tx, { userId: input.userId, notificationId: id });
  });
  return id;
}
