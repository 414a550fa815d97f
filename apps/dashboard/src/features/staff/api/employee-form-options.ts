import { $api } from '../../../api/api-client';

/**
 * The staff forms' dropdowns (GET /common/addemployee): without a branch, the branches within
 * reach and, for a manager, its own branch's sections; with `selectedBranchId`, that branch's
 * sections only.
 */
export function employeeFormOptionsQuery(selectedBranchId?: string) {
  return $api.queryOptions('get', '/api/v1/common/addemployee', {
    params: { query: selectedBranchId ? { selectedBranchId } : {} },
  });
}

/**
 * The manager forms' branches (GET /common/addemployee?withoutManager=true): only those no manager
 * runs, since a branch keeps one manager, plus, editing one, the branch that manager runs.
 */
export function managerBranchOptionsQuery(managerId?: string) {
  return $api.queryOptions('get', '/api/v1/common/addemployee', {
    params: { query: managerId ? { withoutManager: true, managerId } : { withoutManager: true } },
  });
}
