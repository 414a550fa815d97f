import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branches, taxProfiles } from '../../db/schema.js';

/** The tax profile's own columns (the VAT number and registration live with the quote terms). */
export interface StoredTaxProfile {
  legalNameAr: string | null;
  legalNameEn: string | null;
  buildingNumber: string | null;
  street: string | null;
  district: string | null;
  city: string | null;
  postalCode: string | null;
  additionalNumber: string | null;
  issuingBranchId: string | null;
}

export const EMPTY_TAX_PROFILE: StoredTaxProfile = {
  legalNameAr: null,
  legalNameEn: null,
  buildingNumber: null,
  street: null,
  district: null,
  city: null,
  postalCode: null,
  additionalNumber: null,
  issuingBranchId: null,
};

const columns = {
  legalNameAr: taxProfiles.legalNameAr,
  legalNameEn: taxProfiles.legalNameEn,
  buildingNumber: taxProfiles.buildingNumber,
  street: taxProfiles.street,
  district: taxProfiles.district,
  city: taxProfiles.city,
  postalCode: taxProfiles.postalCode,
  additionalNumber: taxProfiles.additionalNumber,
  issuingBranchId: taxProfiles.issuingBranchId,
};

export async function findTaxProfile(db: Database, companyId: string): Promise<StoredTaxProfile> {
  const [row] = await db
    .select(columns)
    .from(taxProfiles)
    .where(eq(taxProfiles.companyId, companyId));
  return row ?? EMPTY_TAX_PROFILE;
}

export async function saveTaxProfile(
  db: Database,
  companyId: string,
  profile: StoredTaxProfile,
  now: Date,
): Promise<void> {
  await db
    .insert(taxProfiles)
    .values({ companyId, ...profile, updatedAt: now })
    .onConflictDoUpdate({ target: taxProfiles.companyId, set: { ...profile, updatedAt: now } });
}

/** The branch's name when it is the company's; null for another company's or an unknown id. */
export async function companyBranchName(
  db: Database,
  companyId: string,
  branchId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: branches.name })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.id, branchId)));
  return row?.name ?? null;
}
