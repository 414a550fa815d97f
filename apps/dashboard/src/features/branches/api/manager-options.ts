import { $api } from '../../../api/api-client';

/**
 * Managers who run no branch yet; for an edit, also the one running the branch being edited,
 * so the form can show who runs it now.
 */
export function managerOptionsQueryOptions(branchId?: string) {
  return $api.queryOptions('get', '/api/v1/users/formattedmanagers', {
    params: { query: { branchId } },
  });
}
