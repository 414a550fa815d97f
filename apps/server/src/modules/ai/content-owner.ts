import { AppError } from '../../errors.js';
import type { Scope } from '../scope/index.js';

/**
 * Where a caller's bot content and chat messages live. A manager writes its branch's; a company
 * writes its own shared record (`branchId` null), which every branch's bot also uses. Reading
 * follows the scope (a company reaches its branches' entries too), writing follows this owner.
 */
export interface ContentOwner {
  companyId: string;
  /** Null: the company's shared content. */
  branchId: string | null;
}

/** The owner a caller writes as, or null for a manager that runs no branch. */
export function contentOwnerOf(scope: Scope): ContentOwner | null {
  switch (scope.kind) {
    case 'company':
      return { companyId: scope.companyId, branchId: null };
    case 'branch':
      return scope.branchId ? { companyId: scope.companyId, branchId: scope.branchId } : null;
    default:
      // The operations' x-roles keep the superadmin and employees out before this point.
      throw new AppError('FORBIDDEN');
  }
}

/** The owner a caller writes as; a manager that runs no branch is told to ask its company. */
export function requireContentOwner(scope: Scope): ContentOwner {
  const owner = contentOwnerOf(scope);
  if (!owner) throw new AppError('NO_BRANCH_ASSIGNED');
  return owner;
}
