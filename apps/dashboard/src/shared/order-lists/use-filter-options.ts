import { useQuery } from '@tanstack/react-query';
import type { Role } from '@taseer/api';
import type { SelectOption } from '@taseer/ui';
import { allBranchesQuery, staffFormOptionsQuery } from './api/filter-options';

const none: readonly SelectOption[] = [];

/**
 * Who filters by what. A manager and an employee work in one branch, so only a company and the
 * system manager choose a branch; an employee works in one section, so only a company and a
 * manager choose a section (the system manager reads across companies, where a section means
 * little without its branch).
 */
export function filtersOf(role: Role | null | undefined) {
  return {
    branch: role === 'admin' || role === 'superadmin',
    section: role === 'admin' || role === 'manager',
  };
}

export function useBranchFilterOptions(role: Role | null | undefined) {
  const company = useQuery({ ...staffFormOptionsQuery(), enabled: role === 'admin' });
  const system = useQuery({ ...allBranchesQuery(), enabled: role === 'superadmin' });
  if (role === 'superadmin') {
    const options = system.data?.branches.map((branch) => ({
      id: branch._id,
      value: branch.companyName
        ? `${branch.branchName} — ${branch.companyName}`
        : branch.branchName,
    }));
    return { options: options ?? none, loading: system.isLoading };
  }
  return { options: company.data?.branchOptions ?? none, loading: company.isLoading };
}

/**
 * A manager's sections come at once; a company's once it has picked a branch (the sections of
 * all its branches would repeat the same names: "ميكانيكا" in every branch).
 */
export function useSectionFilterOptions(role: Role | null | undefined, branchId?: string) {
  const forBranch = role === 'admin' ? branchId : undefined;
  const options = useQuery({
    ...staffFormOptionsQuery(forBranch),
    enabled: role === 'manager' || (role === 'admin' && forBranch !== undefined),
  });
  return {
    options: options.data?.sectionOptions ?? none,
    loading: options.isLoading,
    waitsForBranch: role === 'admin' && forBranch === undefined,
  };
}
