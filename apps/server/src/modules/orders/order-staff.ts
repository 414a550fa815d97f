import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { recordNotification } from '../notifications/index.js';
import { branchManagerOf } from '../branches/index.js';
import { orderPath, type OrderNotice } from './order-notifications.js';
import type { LockedOrder } from './orders.repository.js';

export type Notice = OrderNotice;

export interface Audience {
  /** The active employees of the order's section: they work the queue new orders join. */
  sectionAgents?: boolean;
  /** Every active manager of the company: an order that reached no section is theirs to route. */
  everyManager?: boolean;
  /** Whoever holds the order now. */
  holder?: boolean;
  /** Anyone else to tell (the issuer of a quote version, say). */
  also?: readonly (string | null)[];
  /** Leave the company itself and the branch's manager out (only `also` and the holder). */
  onlyNamed?: boolean;
  /** Who caused it: nobody is told of their own action. */
  actorId?: string | null;
}

/**
 * Who hears about something that happened to an order: its company, the manager running its
 * branch now (or the one it was routed to), and as asked its section's employees, every manager,
 * its holder and others, never the person who did it. Each is told once, in the transaction of the change, and
 * the notice opens the order itself (`/offers/{id}`), whatever it says.
 */
export async function notifyOrderStaff(
  tx: Database,
  order: Pick<
    LockedOrder,
    'id' | 'companyId' | 'branchId' | 'sectionId' | 'managerId' | 'claimedBy'
  >,
  notice: Notice,
  now: Date,
  audience: Audience = {},
): Promise<void> {
  const recipients = new Set<string>();
  if (!audience.onlyNamed) {
    recipients.add(order.companyId);
    const manager = (await branchManagerOf(tx, order.branchId)) ?? order.managerId;
    if (manager) recipients.add(manager);
  }
  if (audience.sectionAgents && order.sectionId) {
    for (const agent of await activeAgentsOf(tx, order.companyId, order.sectionId)) {
      recipients.add(agent);
    }
  }
  if (audience.everyManager) {
    for (const manager of await activeStaffOf(tx, order.companyId, 'manager')) {
      recipients.add(manager);
    }
  }
  if (audience.holder && order.claimedBy) recipients.add(order.claimedBy);
  for (const id of audience.also ?? []) if (id) recipients.add(id);
  if (audience.actorId) recipients.delete(audience.actorId);
  for (const userId of recipients) {
    await recordNotification(tx, {
      userId,
      companyId: order.companyId,
      title: notice.title,
      message: notice.message,
      path: orderPath(order.id),
      now,
    });
  }
}

async function activeAgentsOf(tx: Database, companyId: string, sectionId: string) {
  return activeStaffOf(tx, companyId, 'agent', sectionId);
}

async function activeStaffOf(
  tx: Database,
  companyId: string,
  role: 'manager' | 'agent',
  sectionId?: string,
) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        sectionId ? eq(users.sectionId, sectionId) : undefined,
        eq(users.role, role),
        eq(users.isActive, true),
      ),
    );
  return rows.map((row) => row.id);
}
