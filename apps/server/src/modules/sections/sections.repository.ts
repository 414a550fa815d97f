import { and, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { branches, conversationCounters, sections, users } from '../../db/schema.js';
import { containsPattern, offsetOf, totalPagesOf, type PageRequest } from '../../lib/paging.js';
import { type Scope, withinScope } from '../scope/index.js';
import { newestFirst } from '../../db/newest-first.js';

/** The contract's `Section`. */
export interface SectionView {
  _id: string;
  sectionName: string;
  branchId: string;
  branchName: string;
  companyId: string;
  companyName: string | null;
  adminUsername: string | null;
  agentCount: number;
  messageCount: number;
  createdAt: string;
}

const company = alias(users, 'section_company');

/** Counts as correlated subqueries on `company_id` indexes: one statement per page. */
const sectionColumns = {
  id: sections.id,
  name: sections.name,
  branchId: sections.branchId,
  branchName: branches.name,
  companyId: sections.companyId,
  companyName: company.username,
  createdAt: sections.createdAt,
  agentCount: sql`(select count(*) from ${users}
    where ${users.companyId} = ${sections.companyId} and ${users.sectionId} = ${sections.id}
      and ${users.role} = 'agent')`.mapWith(Number),
  messageCount: sql`coalesce((select sum(${conversationCounters.messageCount})
    from ${conversationCounters}
    where ${conversationCounters.companyId} = ${sections.companyId}
      and ${conversationCounters.sectionId} = ${sections.id}), 0)`.mapWith(Number),
};

type SectionRow = Awaited<ReturnType<typeof selectSections>>[number];

function toView(row: SectionRow): SectionView {
  return {
    _id: row.id,
    sectionName: row.name,
    branchId: row.branchId,
    branchName: row.branchName,
    companyId: row.companyId,
    companyName: row.companyName,
    adminUsername: row.companyName,
    agentCount: row.agentCount,
    messageCount: row.messageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectSections(db: Database) {
  return db
    .select(sectionColumns)
    .from(sections)
    .innerJoin(branches, eq(branches.id, sections.branchId))
    .innerJoin(company, eq(company.id, sections.companyId));
}

function inScope(scope: Scope): SQL | undefined {
  return withinScope(scope, {
    companyId: sections.companyId,
    branchId: sections.branchId,
    sectionId: sections.id,
  });
}

export async function findSectionView(
  db: Database,
  scope: Scope,
  id: string,
): Promise<SectionView | null> {
  const [row] = await selectSections(db)
    .where(and(inScope(scope), eq(sections.id, id)))
    .limit(1);
  return row ? toView(row) : null;
}

export async function listSectionViews(
  db: Database,
  scope: Scope,
  query: PageRequest & { sectionName?: string },
): Promise<{ sections: SectionView[]; totalPages: number }> {
  const pattern = containsPattern(query.sectionName);
  const where = and(inScope(scope), pattern ? ilike(sections.name, pattern) : undefined);
  // Newest first; the id breaks ties so rows never swap places between pages.
  const rows = await selectSections(db)
    .where(where)
    .orderBy(...newestFirst(sections.createdAt, sections.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  const [total] = await db.select({ value: count() }).from(sections).where(where);
  return {
    sections: rows.map(toView),
    totalPages: totalPagesOf(total?.value ?? 0, query.limit),
  };
}

/**
 * A branch of the company, share-locked until the transaction ends: a branch being deleted
 * waits for the section written into it (and then refuses), or this answers null after it.
 */
export async function holdBranch(
  tx: Database,
  scope: Scope,
  branchId: string,
): Promise<{ id: string; companyId: string } | null> {
  const [row] = await tx
    .select({ id: branches.id, companyId: branches.companyId })
    .from(branches)
    .where(
      and(
        withinScope(scope, { companyId: branches.companyId, branchId: branches.id }),
        eq(branches.id, branchId),
      ),
    )
    .limit(1)
    .for('key share');
  return row ?? null;
}

export interface LockedSection {
  id: string;
  companyId: string;
  branchId: string;
}

export async function lockSection(
  tx: Database,
  scope: Scope,
  id: string,
  strength: 'update' | 'no key update',
): Promise<LockedSection | null> {
  const [row] = await tx
    .select({ id: sections.id, companyId: sections.companyId, branchId: sections.branchId })
    .from(sections)
    .where(and(inScope(scope), eq(sections.id, id)))
    .limit(1)
    .for(strength);
  return row ?? null;
}

export async function insertSection(
  tx: Database,
  section: { id: string; companyId: string; branchId: string; name: string; now: Date },
): Promise<void> {
  await tx.insert(sections).values({
    id: section.id,
    companyId: section.companyId,
    branchId: section.branchId,
    name: section.name,
    createdAt: section.now,
    updatedAt: section.now,
  });
}

export async function renameSection(
  tx: Database,
  id: string,
  name: string | undefined,
  now: Date,
): Promise<void> {
  await tx
    .update(sections)
    .set({ ...(name !== undefined ? { name } : {}), updatedAt: now })
    .where(eq(sections.id, id));
}

/**
 * Moves a section with the people working in it, and its conversation totals, so nobody is
 * left in a section of one branch while placed in another.
 */
export async function moveSection(
  tx: Database,
  section: LockedSection,
  branchId: string,
  now: Date,
): Promise<void> {
  await tx.update(sections).set({ branchId, updatedAt: now }).where(eq(sections.id, section.id));
  await tx
    .update(users)
    .set({ branchId, updatedAt: now })
    .where(and(eq(users.companyId, section.companyId), eq(users.sectionId, section.id)));
  await tx
    .update(conversationCounters)
    .set({ branchId, updatedAt: now })
    .where(
      and(
        eq(conversationCounters.companyId, section.companyId),
        eq(conversationCounters.sectionId, section.id),
      ),
    );
}

export async function employeesInSection(tx: Database, section: LockedSection): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, section.companyId),
        eq(users.sectionId, section.id),
        eq(users.role, 'agent'),
      ),
    );
  return row?.value ?? 0;
}

export async function deleteSectionRow(tx: Database, id: string): Promise<void> {
  await tx.delete(sections).where(eq(sections.id, id));
}
