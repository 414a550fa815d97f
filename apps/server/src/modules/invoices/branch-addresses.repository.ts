import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { branchTaxAddresses, branches } from '../../db/schema.js';

/** A Saudi national address, every part present. */
export interface NationalAddressParts {
  buildingNumber: string;
  street: string;
  district: string;
  city: string;
  postalCode: string;
  additionalNumber: string;
}

const addressColumns = {
  buildingNumber: branchTaxAddresses.buildingNumber,
  street: branchTaxAddresses.street,
  district: branchTaxAddresses.district,
  city: branchTaxAddresses.city,
  postalCode: branchTaxAddresses.postalCode,
  additionalNumber: branchTaxAddresses.additionalNumber,
};

/** Every branch of the company, oldest first, with its own address when it has one. */
export async function branchAddressesOf(db: Database, companyId: string) {
  const rows = await db
    .select({
      branchId: branches.id,
      branchName: branches.name,
      buildingNumber: branchTaxAddresses.buildingNumber,
      street: branchTaxAddresses.street,
      district: branchTaxAddresses.district,
      city: branchTaxAddresses.city,
      postalCode: branchTaxAddresses.postalCode,
      additionalNumber: branchTaxAddresses.additionalNumber,
    })
    .from(branches)
    .leftJoin(branchTaxAddresses, eq(branchTaxAddresses.branchId, branches.id))
    .where(eq(branches.companyId, companyId))
    .orderBy(asc(branches.createdAt), asc(branches.id));
  return rows.map(({ branchId, branchName, ...parts }) => ({
    branchId,
    branchName,
    address: parts.buildingNumber === null ? null : (parts as NationalAddressParts),
  }));
}

/** The branch's own address, which its invoices carry; null when they carry the company's. */
export async function branchAddressOf(
  db: Database,
  companyId: string,
  branchId: string,
): Promise<NationalAddressParts | null> {
  const [row] = await db
    .select(addressColumns)
    .from(branchTaxAddresses)
    .where(
      and(eq(branchTaxAddresses.companyId, companyId), eq(branchTaxAddresses.branchId, branchId)),
    )
    .limit(1);
  return row ?? null;
}

export async function saveBranchAddress(
  tx: Database,
  companyId: string,
  branchId: string,
  address: NationalAddressParts,
  now: Date,
): Promise<void> {
  await tx
    .insert(branchTaxAddresses)
    .values({ branchId, companyId, ...address, updatedAt: now })
    .onConflictDoUpdate({
      target: branchTaxAddresses.branchId,
      set: { ...address, updatedAt: now },
    });
}

export async function deleteBranchAddress(
  tx: Database,
  companyId: string,
  branchId: string,
): Promise<void> {
  await tx
    .delete(branchTaxAddresses)
    .where(
      and(eq(branchTaxAddresses.companyId, companyId), eq(branchTaxAddresses.branchId, branchId)),
    );
}
