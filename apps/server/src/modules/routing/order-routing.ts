import type { Database } from '../../db/client.js';
import { AppError, fieldError } from '../../errors.js';
import type { WorkingHours } from '../../db/schema.js';
import {
  branchOfCompany,
  defaultSectionOf,
  type PlaceRow,
  onlyBranchOf,
  onlySectionOf,
  sectionOfCompany,
} from './places.repository.js';

export interface OrderRoute {
  branchId: string | null;
  sectionId: string | null;
  /** The branch's manager, who is told about the order. */
  managerId: string | null;
  /** The branch's hours and target for the first quote; null without a branch. */
  hours: { workingHours: WorkingHours; firstQuoteTargetMinutes: number } | null;
}

/**
 * Where a new order goes, the narrowest place that is unambiguous:
 * - `sectionId`: that section of the company, in its branch (a `branchId` given too must be it);
 * - `branchId` alone: that branch, and its section when it has exactly one;
 * - neither: the company's only branch (and its only section) when it has exactly one branch.
 * Where that names no section, the company's default section takes the order, unless a branch
 * was named and the default section is in another. Otherwise the order has no section and waits
 * in the unrouted queue (routeOrder). A branch or section of another company answers 404, as an
 * unknown one.
 */
export async function routeOrder(
  db: Database,
  companyId: string,
  target: { branchId?: string; sectionId?: string },
): Promise<OrderRoute> {
  if (target.sectionId) {
    const section = await sectionOfCompany(db, companyId, target.sectionId);
    if (!section) throw new AppError('SECTION_NOT_FOUND');
    if (target.branchId && target.branchId !== section.branchId) {
      throw fieldError('sectionId', 'القسم المحدد لا يتبع الفرع المحدد');
    }
    return placed(section, section.sectionId);
  }
  const branch = target.branchId
    ? await branchOfCompany(db, companyId, target.branchId)
    : await onlyBranchOf(db, companyId);
  if (!branch && target.branchId) throw new AppError('BRANCH_NOT_FOUND');
  const onlySection = branch ? await onlySectionOf(db, companyId, branch.branchId) : null;
  if (branch && onlySection) return placed(branch, onlySection);

  const fallback = await defaultSectionOf(db, companyId);
  if (fallback && (!branch || fallback.branchId === branch.branchId)) {
    return placed(fallback, fallback.sectionId);
  }
  if (branch) return placed(branch, null);
  return { branchId: null, sectionId: null, managerId: null, hours: null };
}

/** The order's place once it has a section: the section's branch, manager and hours. */
export function placed(place: PlaceRow, sectionId: string | null): OrderRoute {
  return {
    branchId: place.branchId,
    sectionId,
    managerId: place.managerId,
    hours: {
      workingHours: place.workingHours,
      firstQuoteTargetMinutes: place.firstQuoteTargetMinutes,
    },
  };
}
