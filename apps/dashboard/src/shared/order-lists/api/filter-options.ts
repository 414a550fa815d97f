import { $api } from '../../../api/api-client';

/**
 * The branch and section choices of the orders filters, from the endpoints the staff forms
 * already use (one cache entry with them): GET /common/addemployee lists the branches within a
 * company's reach and a manager's own sections, and with `selectedBranchId` one branch's
 * sections. The system manager, whom that form is not for, reads the branches list.
 */
export function staffFormOptionsQuery(selectedBranchId?: string) {
  return $api.queryOptions('get', '/api/v1/common/addemployee', {
    params: { query: selectedBranchId ? { selectedBranchId } : {} },
  });
}

/** The system manager's branches: the newest 30 of every company (the list's largest page). */
export function allBranchesQuery() {
  return $api.queryOptions('get', '/api/v1/branches/', { params: { query: { limit: 30 } } });
}
