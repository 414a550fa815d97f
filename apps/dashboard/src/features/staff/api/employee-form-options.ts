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
