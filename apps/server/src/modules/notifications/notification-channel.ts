import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.js';

/** The PostgreSQL channel every server process listens on for new notifications. */
export const NOTIFICATION_CHANNEL = 'taseer_notifications';

/** What travels on the channel: who to tell and which row to read (NOTIFY payloads are small). */
export interface NotificationSignal {
  userId: string;
  notificationId: string;
}

/**
 * Announces a stored notification to every server process. Pass the transaction that wrote the
 * row: PostgreSQL delivers a NOTIFY only when that transaction commits, so a rolled-back cause
 * never reaches a screen and a stream never sees a row it cannot read yet.
 */
export async function publishNotification(db: Database, signal: NotificationSignal): Promise<void> {
  const payload = JSON.stringify({ u: signal.userId, n: signal.notificationId });
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
}

/** Calls `onSignal` for every notification published anywhere on the database. */
export function listenForNotifications(
  database: DatabaseHandle,
  onSignal: (signal: NotificationSignal) => void,
): Promise<() => Promise<void>> {
  return database.listen(NOTIFICATION_CHANNEL, (payload) => {
    const signal = parseSignal(payload);
    if (signal) onSignal(signal);
  });
}

function parseSignal(payload: string): NotificationSignal | null {
  try {
    const value = JSON.parse(payload) as { u?: unknown; n?: unknown };
    if (typeof value.u !== 'string' || typeof value.n !== 'string') return null;
    return { userId: value.u, notificationId: value.n };
  } catch {
    return null;
  }
}
