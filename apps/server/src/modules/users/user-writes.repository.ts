import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, clients, images, orders, users } from '../../db/schema.js';
import type { Phone } from '../../lib/phone.js';
import { type Scope, withinScope } from '../scope/index.js';
import type { Role } from '../identity/index.js';

/** A user an update or a delete is aimed at. */
export interface TargetUser {
  id: string;
  role: Role;
  companyId: string | null;
  branchId: string | null;
  sectionId: string | null;
  imageId: string | null;
}

/**
 * The user with this id if the caller may see it: itself, or someone inside its scope. Anyone
 * else (another company's people, the superadmin for a company) is as unknown as a missing id.
 */
export async function findUserInScope(
  db: Database,
  scope: Scope,
  callerId: string,
  id: string,
): Promise<TargetUser | null> {
  const scoped = withinScope(scope, {
    companyId: users.companyId,
    branchId: users.branchId,
    sectionId: users.sectionId,
  });
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      companyId: users.companyId,
      branchId: users.branchId,
      sectionId: users.sectionId,
      imageId: users.imageId,
    })
    .from(users)
    .where(and(eq(users.id, id), scoped ? or(eq(users.id, callerId), scoped) : undefined))
    .limit(1);
  return row ?? null;
}

export interface UserChanges {
  username?: string;
  email?: string;
  phone?: Phone;
  description?: string;
  defaultEmployeeCost?: number;
  branchId?: string | null;
  sectionId?: string | null;
  imageId?: string;
}

export async function updateUserRow(
  db: Database,
  id: string,
  changes: UserChanges,
  now: Date,
): Promise<void> {
  const { phone, ...rest } = changes;
  await db
    .update(users)
    .set({
      ...rest,
      ...(phone ? { dialCode: phone.dialCode, phoneNumber: phone.number } : {}),
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/**
 * Holds the user's row until the transaction ends. Handing a branch to a manager takes the same
 * lock, so a move and a handover of one manager run one after the other.
 */
export async function lockUserRow(db: Database, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/**
 * Makes the manager the one running the branch, unless another manager already does. A
 * conditional update, so two managers moved to one branch at once cannot both win.
 */
export async function claimBranch(
  db: Database,
  branchId: string,
  managerId: string,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(branches)
    .set({ managerId, updatedAt: now })
    .where(
      and(
        eq(branches.id, branchId),
        or(sql`${branches.managerId} is null`, eq(branches.managerId, managerId)),
      ),
    )
    .returning({ id: branches.id });
  return claimed.length > 0;
}

/** Every other branch the manager ran is left without a manager. */
export async function releaseOtherBranches(
  db: Database,
  managerId: string,
  keptBranchId: string,
  now: Date,
): Promise<void> {
  await db
    .update(branches)
    .set({ managerId: null, updatedAt: now })
    .where(and(eq(branches.managerId, managerId), ne(branches.id, keptBranchId)));
}

/** Deletes a manager or an employee; foreign keys leave their branches and orders unassigned. */
export async function deleteUserRow(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function deleteImages(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(images).where(inArray(images.id, [...ids]));
}

/**
 * Removes a whole tenant. Images carry `company_id` without a foreign key (the superadmin's have
 * none), so they go first, together with any image a tenant row points at. Orders hold their
 * client with ON DELETE RESTRICT, so they go before the company row rather than leaving the
 * outcome to the order in which cascades reach clients and orders. Everything else hangs off the
 * company's user row with ON DELETE CASCADE.
 */
export async function deleteTenant(db: Database, companyId: string): Promise<void> {
  const imageIds = db
    .select({ id: sql`${users.imageId}` })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNotNull(users.imageId)))
    .union(
      db
        .select({ id: sql`${clients.imageId}` })
        .from(clients)
        .where(and(eq(clients.companyId, companyId), isNotNull(clients.imageId))),
    )
    .union(
      db
        .select({ id: sql`${orders.imageId}` })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), isNotNull(orders.imageId))),
    );
  await db.delete(images).where(or(eq(images.companyId, companyId), inArray(images.id, imageIds)));
  await db.delete(orders).where(eq(orders.companyId, companyId));
  await db.delete(users).where(eq(users.id, companyId));
}
