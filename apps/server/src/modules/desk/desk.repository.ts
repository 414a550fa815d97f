import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { orders, users } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import type { LockedOrder } from '../orders/index.js';

/** Who holds an order from now: a claim (assignedBy null), an assignment, or nobody. */
export async function setHolder(
  tx: Database,
  orderId: string,
  holder: { userId: string; assignedBy: string | null } | null,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      claimedBy: holder?.userId ?? null,
      claimedAt: holder ? now : null,
      assignedBy: holder?.assignedBy ?? null,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

export async function userNameOf(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.username ?? null;
}

/**
 * Pricing an order makes its pricer its holder when nobody held it, and the first version
 * records when (and by whom) the customer's first quote was issued.
 */
export async function markPriced(
  tx: Database,
  order: LockedOrder,
  userId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({
      claimedBy: sql`coalesce(${orders.claimedBy}, ${userId}::uuid)`,
      claimedAt: sql`coalesce(${orders.claimedAt}, ${now.toISOString()}::timestamptz)`,
      firstQuotedAt: sql`coalesce(${orders.firstQuotedAt}, ${now.toISOString()}::timestamptz)`,
      firstQuotedBy: sql`coalesce(${orders.firstQuotedBy}, ${userId}::uuid)`,
    })
    .where(eq(orders.id, order.id));
}

/** The price memory's rows of a quote version, written by migration 0009's record_quoted_parts. */
export async function recordQuotedParts(tx: Database, quoteId: string): Promise<void> {
  await tx.execute(sql`select record_quoted_parts(${quoteId}::uuid)`);
}

export interface AssigneeRow {
  _id: string;
  username: string;
  role: 'manager' | 'agent';
  pendingCount: number;
}

/**
 * Who may hold an order: the active employees of its section and the manager running its
 * branch, with the pending orders each holds now (fewest first, to spread the work).
 */
export async function assigneesOf(tx: Database, order: LockedOrder): Promise<AssigneeRow[]> {
  // Spelled out: in a one-table select drizzle writes its columns unqualified, which inside this
  // subquery would name the held order's own columns.
  const pending = sql<number>`(select count(*) from ${orders} held
    where held.company_id = "users"."company_id" and held.claimed_by = "users"."id"
      and held.status = 'pending')`.mapWith(Number);
  const rows = await tx
    .select({ _id: users.id, username: users.username, role: users.role, pendingCount: pending })
    .from(users)
    .where(
      and(
        eq(users.companyId, order.companyId),
        eq(users.isActive, true),
        order.sectionId
          ? sql`((${users.role} = 'agent' and ${users.sectionId} = ${order.sectionId})
              or ${users.id} = (select manager_id from branches where id = ${order.branchId}))`
          : sql`${users.id} = (select manager_id from branches where id = ${order.branchId})`,
      ),
    )
    .orderBy(asc(pending), asc(users.username));
  return rows.filter((row): row is AssigneeRow => row.role === 'agent' || row.role === 'manager');
}

export interface TimelineRow {
  id: string;
  type: string;
  actorType: string;
  actorName: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  assigneeName: string | null;
  branchName: string | null;
  sectionName: string | null;
}

/** An order's events oldest first, with the names they refer to as they are now. */
export async function timelineOf(
  db: Database,
  companyId: string,
  orderId: string,
): Promise<TimelineRow[]> {
  const result = await db.execute(sql`
    select e.id::text as id, e.type, e.actor_type, e.data, e.created_at,
      (select username from users where id = e.actor_id and e.actor_type = 'user') as actor_name,
      (select username from users where id = (e.data->>'assigneeId')::uuid) as assignee_name,
      (select name from branches where id = (e.data->>'branchId')::uuid) as branch_name,
      (select name from sections where id = (e.data->>'sectionId')::uuid) as section_name
    from order_events e
    where e.company_id = ${companyId} and e.order_id = ${orderId}
    order by e.id
  `);
  return rowsOf<{
    id: string;
    type: string;
    actor_type: string;
    actor_name: string | null;
    data: Record<string, unknown>;
    created_at: Date | string;
    assignee_name: string | null;
    branch_name: string | null;
    section_name: string | null;
  }>(result).map((row) => ({
    id: row.id,
    type: row.type,
    actorType: row.actor_type,
    actorName: row.actor_name,
    data: row.data,
    createdAt: new Date(row.created_at),
    assigneeName: row.assignee_name,
    branchName: row.branch_name,
    sectionName: row.section_name,
  }));
}
