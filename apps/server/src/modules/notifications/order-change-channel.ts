import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client.js';

/** The PostgreSQL channel every server process listens on for changes of orders. */
export const ORDER_CHANGE_CHANNEL = 'taseer_orders';

/** An order that changed, with where it lives, so each stream can tell whether it may know. */
export interface OrderChange {
  orderId: string;
  companyId: string;
  branchId: string | null;
  sectionId: string | null;
  /** The order event that changed it (order.created, order.claimed…). */
  type: string;
}

/**
 * Announces a change of an order to every server process, from the transaction that recorded
 * its event: delivered only if that commits, after the change is readable.
 */
export async function publishOrderChange(
  tx: Database,
  orderId: string,
  type: string,
): Promise<void> {
  await tx.execute(sql`
    select pg_notify(${ORDER_CHANGE_CHANNEL}, json_build_object(
      'o', id, 'c', company_id, 'b', branch_id, 's', section_id, 't', ${type}::text)::text)
    from orders where id = ${orderId}
  `);
}

export function listenForOrderChanges(
  database: DatabaseHandle,
  onChange: (change: OrderChange) => void,
): Promise<() => Promise<void>> {
  return database.listen(ORDER_CHANGE_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change) onChange(change);
  });
}

function parseChange(payload: string): OrderChange | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
    const orderId = text('o');
    const companyId = text('c');
    const type = text('t');
    if (!orderId || !companyId || !type) return null;
    return { orderId, companyId, branchId: text('b'), sectionId: text('s'), type };
  } catch {
    return null;
  }
}
