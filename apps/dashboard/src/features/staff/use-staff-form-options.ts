import { useQuery } from '@tanstack/react-query';
import type { SelectOption } from '@taseer/ui';
import { employeeFormOptionsQuery, managerBranchOptionsQuery } from './api/employee-form-options';

const none: readonly SelectOption[] = [];

/** The branches a company may place a person in (asked only when the form shows the choice). */
export function useBranchOptions(enabled: boolean) {
  const options = useQuery({ ...employeeFormOptionsQuery(), enabled });
  return { options: options.data?.branchOptions ?? none, loading: options.isLoading };
}

/**
 * The branches a company may place a manager in: those nobody runs, plus the edited manager's
 * own. Offering a branch with a manager would only end in the server's refusal (409).
 */
export function useManagerBranchOptions(enabled: boolean, managerId?: string) {
  const options = useQuery({ ...managerBranchOptionsQuery(managerId), enabled });
  return { options: options.data?.branchOptions ?? none, loading: options.isLoading };
}

/**
 * The sections to choose from: a company asks for those of the branch it picked (nothing until it
 * picks one); a manager gets its own branch's sections at once (specification, section 6).
 */
export function useSectionOptions({
  choosesBranch,
  branchId,
}: {
  choosesBranch: boolean;
  branchId: string | undefined;
}) {
  const forBranch = choosesBranch ? branchId || undefined : undefined;
  const options = useQuery({
    ...employeeFormOptionsQuery(forBranch),
    enabled: !choosesBranch || forBranch !== undefined,
  });
  return {
    options: options.data?.sectionOptions ?? none,
    loading: options.isFetching,
    error: options.error,
  };
}
