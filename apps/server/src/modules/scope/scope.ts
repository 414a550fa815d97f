import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../identity/index.js';

/**
 * Where a caller may look (ARCHITECTURE, tenancy): the superadmin everywhere, an admin its company,
 * a manager its branch, an employee its section. The placement comes with the session, read by the
 * same query (or from the same few-second cache) that checks it is live, and a move is announced
 * to every process when it commits (auth/session-cache.ts), so a manager moved to another branch
 * sees the new one at once. A manager without a branch (its branch was deleted) or an employee
 * without a section sees nothing until someone places it again.
 */
export type Scope =
  | { kind: 'platform' }
  | { kind: 'company'; companyId: string }
  | { kind: 'branch'; companyId: string; branchId: string | null }
  | { kind: 'section'; companyId: string; branchId: string | null; sectionId: string | null };

export async function scopeOf(db: Database, auth: AuthContext): Promise<Scope> {
  if (auth.role === 'superadmin') return { kind: 'platform' };
  if (!auth.companyId) throw new AppError('FORBIDDEN');
  if (auth.role === 'admin') return { kind: 'company', companyId: auth.companyId };

  const placement = auth.placement ?? (await placementOf(db, auth.userId));
  if (!placement) throw new AppError('SESSION_EXPIRED');
  if (auth.role === 'manager') {
    return { kind: 'branch', companyId: auth.companyId, branchId: placement.branchId };
  }
  return {
    kind: 'section',
    companyId: auth.companyId,
    branchId: placement.branchId,
    sectionId: placement.sectionId,
  };
}

async function placementOf(
  db: Database,
  userId: string,
): Promise<{ branchId: string | null; sectionId: string | null } | null> {
  const [placement] = await db
    .select({ branchId: users.branchId, sectionId: users.sectionId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return placement ?? null;
}

/** The company a signed-in caller belongs to; a caller of none (the superadmin) is refused. */
export function companyIdOf(auth: AuthContext): string {
  if (!auth.companyId) throw new AppError('FORBIDDEN');
  return auth.companyId;
}

/** The company a scope is limited to, or null for the platform. */
export function scopeCompanyId(scope: Scope): string | null {
  return scope.kind === 'platform' ? null : scope.companyId;
}

/**
 * A WHERE condition limiting rows of a tenant table to the scope. Pass the table's columns;
 * leave out `branchId` or `sectionId` for tables that do not have them (then a branch or section
 * scope reaches none of its rows, which is the safe answer).
 */
export function withinScope(
  scope: Scope,
  columns: { companyId: PgColumn; branchId?: PgColumn; sectionId?: PgColumn },
): SQL | undefined {
  switch (scope.kind) {
    case 'platform':
      return undefined;
    case 'company':
      return eq(columns.companyId, scope.companyId);
    case 'branch':
      return and(eq(columns.companyId, scope.companyId), matches(columns.branchId, scope.branchId));
    case 'section':
      return and(
        eq(columns.companyId, scope.companyId),
        matches(columns.sectionId, scope.sectionId),
      );
  }
}

/** An absent placement matches nothing rather than every row with a null column. */
function matches(column: PgColumn | undefined, value: string | null): SQL {
  if (!column || value === null) return sql`false`;
  return eq(column, value);
}

/** The scope's ids as a named statement's placeholders (db/named-statements.ts). */
export const SCOPE_PLACEHOLDERS = {
  companyId: sql.placeholder('companyId'),
  branchId: sql.placeholder('branchId'),
  sectionId: sql.placeholder('sectionId'),
};

/**
 * A scope of the given kind whose ids are placeholders: its conditions (`withinScope`) then make
 * one statement text for every company, branch or section of that kind.
 */
export function placeholderScope(kind: Scope['kind']): Scope {
  const ids = SCOPE_PLACEHOLDERS as unknown as Record<keyof typeof SCOPE_PLACEHOLDERS, string>;
  switch (kind) {
    case 'platform':
      return { kind };
    case 'company':
      return { kind, companyId: ids.companyId };
    case 'branch':
      return { kind, companyId: ids.companyId, branchId: ids.branchId };
    case 'section':
      return { kind, companyId: ids.companyId, branchId: null, sectionId: ids.sectionId };
  }
}

/** The values of `placeholderScope`'s placeholders for a caller's scope. */
export function scopePlaceholderValues(scope: Scope) {
  return {
    companyId: scope.kind === 'platform' ? null : scope.companyId,
    branchId: scope.kind === 'branch' ? scope.branchId : null,
    sectionId: scope.kind === 'section' ? scope.sectionId : null,
  };
}
