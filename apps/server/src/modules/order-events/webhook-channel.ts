import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.js';

/**
 * The channel on which a committed delivery wakes every process's dispatcher at once. It lives
 * with the order events, which queue most deliveries, so that they need not know the webhooks.
 */
export const WEBHOOK_CHANNEL = 'taseer_webhooks';

/** Pass the transaction that queued the delivery: NOTIFY is delivered only when it commits. */
export async function wakeDispatchers(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
}

export function listenForDeliveries(
  database: DatabaseHandle,
  onWake: () => void,
): Promise<() => Promise<void>> {
  return database.listen(WEBHOOK_CHANNEL, () => onWake());
}
