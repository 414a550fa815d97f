import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { AuthContext } from '../auth/token.service.js';

/**
 * Where a caller may look (ARCHITECTURE, tenancy): the superadmin everywhere, an admin its company,
 * a manager its branch, an employee its section. Read from the database on each request, so a
 * manager moved to another branch sees the new one at once. A manager without a branch (its branch
 * was deleted) or an employee without a section sees nothing until someone places it again.
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

  const [placement] = await db
    .select({ branchId: users.branchId, sectionId: users.sectionId })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
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
