import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { branches, sections, users } from '../../db/schema.js';
import type { Phone } from '../../lib/phone.js';
import type { Role } from '../identity/index.js';
import { imagePath, type UserView } from './user-view.js';

/** What sign-in rules need to know about the owner of a phone. */
export interface UserAccount {
  id: string;
  role: Role;
  companyId: string | null;
  branchId: string | null;
  sectionId: string | null;
  isActive: boolean;
  activatedAt: Date | null;
}

/** A company that signed itself up and never confirmed its number (never active, ever). */
export function isPendingSignUp(account: UserAccount): boolean {
  return !account.isActive && account.activatedAt === null;
}

const accountColumns = {
  id: users.id,
  role: users.role,
  companyId: users.companyId,
  branchId: users.branchId,
  sectionId: users.sectionId,
  isActive: users.isActive,
  activatedAt: users.activatedAt,
};

export async function findAccountByPhone(db: Database, phone: Phone): Promise<UserAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.dialCode, phone.dialCode), eq(users.phoneNumber, phone.number)))
    .limit(1);
  return row ?? null;
}

export async function findAccountById(db: Database, id: string): Promise<UserAccount | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findAccountByEmail(db: Database, email: string): Promise<UserAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export interface NewUser {
  id: string;
  companyId: string | null;
  role: Role;
  username: string;
  email: string | null;
  phone: Phone;
  imageId?: string | null;
  description?: string | null;
  packageType?: string | null;
  defaultEmployeeCost?: number | null;
  branchId?: string | null;
  sectionId?: string | null;
  isActive: boolean;
  activatedAt?: Date | null;
  createdBy?: string | null;
}

export async function insertUser(db: Database, user: NewUser): Promise<void> {
  const { phone, ...rest } = user;
  await db.insert(users).values({ ...rest, dialCode: phone.dialCode, phoneNumber: phone.number });
}

/** A company signing up again before confirming its number: its details are replaced. */
export async function updatePendingRegistration(
  db: Database,
  id: string,
  values: { username: string; email: string; packageType: string | null; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      username: values.username,
      email: values.email,
      packageType: values.packageType,
      updatedAt: values.now,
    })
    .where(and(eq(users.id, id), eq(users.isActive, false), isNull(users.activatedAt)));
}

/** Removes an unconfirmed sign-up (it never signed in, so nothing else refers to it). */
export async function deletePendingRegistration(db: Database, id: string): Promise<void> {
  await db
    .delete(users)
    .where(and(eq(users.id, id), eq(users.isActive, false), isNull(users.activatedAt)));
}

export async function activateUser(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: true, activatedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.isActive, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ensures the configured superadmin exists; true when it had to be created. */
export async function ensureSuperadmin(
  db: Database,
  superadmin: { id: string; phone: Phone; now: Date },
): Promise<'created' | 'present' | 'phone-used-by-another-role'> {
  const existing = await findAccountByPhone(db, superadmin.phone);
  if (existing) return existing.role === 'superadmin' ? 'present' : 'phone-used-by-another-role';
  const inserted = await db
    .insert(users)
    .values({
      id: superadmin.id,
      companyId: null,
      role: 'superadmin',
      username: 'مدير النظام',
      email: null,
      dialCode: superadmin.phone.dialCode,
      phoneNumber: superadmin.phone.number,
      isActive: true,
      activatedAt: superadmin.now,
    })
    // Two processes starting together must not both insert it.
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? 'created' : 'present';
}

const company = alias(users, 'company');

export async function findUserView(db: Database, id: string): Promise<UserView | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      dialCode: users.dialCode,
      phoneNumber: users.phoneNumber,
      role: users.role,
      imageId: users.imageId,
      description: users.description,
      defaultEmployeeCost: users.defaultEmployeeCost,
      companyId: users.companyId,
      companyName: company.username,
      branchId: users.branchId,
      branchName: branches.name,
      sectionId: users.sectionId,
      sectionName: sections.name,
      isActive: users.isActive,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(company, eq(company.id, users.companyId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .leftJoin(sections, eq(sections.id, users.sectionId))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: { dialCode: row.dialCode, number: row.phoneNumber },
    role: row.role,
    image: imagePath(row.imageId),
    description: row.description,
    defaultEmployeeCost: row.defaultEmployeeCost,
    companyId: row.companyId,
    companyName: row.companyName,
    branch: row.branchId,
    branchName: row.branchName,
    section: row.sectionId,
    sectionName: row.sectionName,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A branch of the company, or null (another company's branch is as unknown as a missing one). */
export async function findBranchInCompany(
  db: Database,
  companyId: string,
  branchId: string,
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)))
    .limit(1);
  return row ?? null;
}

export async function findSectionInCompany(
  db: Database,
  companyId: string,
  sectionId: string,
): Promise<{ id: string; branchId: string } | null> {
  const [row] = await db
    .select({ id: sections.id, branchId: sections.branchId })
    .from(sections)
    .where(and(eq(sections.companyId, companyId), eq(sections.id, sectionId)))
    .limit(1);
  return row ?? null;
}
