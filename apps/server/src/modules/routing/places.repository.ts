import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, orderIntakeSettings, sections, type WorkingHours } from '../../db/schema.js';

export interface PlaceRow {
  branchId: string;
  managerId: string | null;
  /** The branch's hours and first-quote target, which set a new order's due time. */
  workingHours: WorkingHours;
  firstQuoteTargetMinutes: number;
}

const placeColumns = {
  branchId: branches.id,
  managerId: branches.managerId,
  workingHours: branches.workingHours,
  firstQuoteTargetMinutes: branches.firstQuoteTargetMinutes,
};

export async function branchOfCompany(
  db: Database,
  companyId: string,
  branchId: string,
): Promise<PlaceRow | null> {
  const [row] = await db
    .select(placeColumns)
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)))
    .limit(1);
  return row ?? null;
}

export async function sectionOfCompany(
  db: Database,
  companyId: string,
  sectionId: string,
): Promise<(PlaceRow & { sectionId: string }) | null> {
  const [row] = await db
    .select({ sectionId: sections.id, ...placeColumns })
    .from(sections)
    .innerJoin(branches, eq(branches.id, sections.branchId))
    .where(and(eq(sections.companyId, companyId), eq(sections.id, sectionId)))
    .limit(1);
  return row ?? null;
}

/** The company's branches when it has exactly one (the default route), else null. */
export async function onlyBranchOf(db: Database, companyId: string): Promise<PlaceRow | null> {
  const rows = await db
    .select(placeColumns)
    .from(branches)
    .where(eq(branches.companyId, companyId))
    .limit(2);
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

/** The branch's section when it has exactly one, else null. */
export async function onlySectionOf(
  db: Database,
  companyId: string,
  branchId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.companyId, companyId), eq(sections.branchId, branchId)))
    .orderBy(asc(sections.createdAt))
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}

/** The company's default section for orders that name none, with its branch; null when unset. */
export async function defaultSectionOf(
  db: Database,
  companyId: string,
): Promise<(PlaceRow & { sectionId: string }) | null> {
  const [row] = await db
    .select({ sectionId: sections.id, ...placeColumns })
    .from(orderIntakeSettings)
    .innerJoin(sections, eq(sections.id, orderIntakeSettings.defaultSectionId))
    .innerJoin(branches, eq(branches.id, sections.branchId))
    .where(eq(orderIntakeSettings.companyId, companyId))
    .limit(1);
  return row ?? null;
}

/** The default section with its name and its branch's, as the setting shows it. */
export async function defaultSectionView(db: Database, companyId: string) {
  const [row] = await db
    .select({
      _id: sections.id,
      sectionName: sections.name,
      branchId: branches.id,
      branchName: branches.name,
    })
    .from(orderIntakeSettings)
    .innerJoin(sections, eq(sections.id, orderIntakeSettings.defaultSectionId))
    .innerJoin(branches, eq(branches.id, sections.branchId))
    .where(eq(orderIntakeSettings.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export async function saveDefaultSection(
  tx: Database,
  companyId: string,
  sectionId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .insert(orderIntakeSettings)
    .values({ companyId, defaultSectionId: sectionId, updatedAt: now })
    .onConflictDoUpdate({
      target: orderIntakeSettings.companyId,
      set: { defaultSectionId: sectionId, updatedAt: now },
    });
}

/** Every branch of the company with its sections, oldest first: where a bot may send orders. */
export async function placesOf(db: Database, companyId: string) {
  const rows = await db
    .select({
      branchId: branches.id,
      branchName: branches.name,
      sectionId: sections.id,
      sectionName: sections.name,
    })
    .from(branches)
    .leftJoin(sections, eq(sections.branchId, branches.id))
    .where(eq(branches.companyId, companyId))
    .orderBy(asc(branches.createdAt), asc(branches.id), asc(sections.createdAt), asc(sections.id));
  const byBranch = new Map<
    string,
    { _id: string; branchName: string; sections: { _id: string; sectionName: string }[] }
  >();
  for (const row of rows) {
    const branch = byBranch.get(row.branchId) ?? {
      _id: row.branchId,
      branchName: row.branchName,
      sections: [],
    };
    byBranch.set(row.branchId, branch);
    if (row.sectionId && row.sectionName !== null) {
      branch.sections.push({ _id: row.sectionId, sectionName: row.sectionName });
    }
  }
  return [...byBranch.values()];
}
