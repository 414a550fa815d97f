import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS, refreshLists } from '../../../shared/lists/list-keys';

/** A new branch; hours and target left out take the API's defaults. */
export type NewBranch = components['schemas']['CreateBranchRequest'];

/** A branch shows in the sections, managers and employees lists and in the companies' counts. */
export const BRANCH_CHANGE_REFRESHES = [
  LIST_KEYS.branches,
  LIST_KEYS.sections,
  LIST_KEYS.companies,
  LIST_KEYS.managers,
  LIST_KEYS.employees,
  LIST_KEYS.managerOptions,
  LIST_KEYS.sectionFormOptions,
  LIST_KEYS.employeeFormOptions,
  LIST_KEYS.stats,
];

export function useCreateBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/branches/'],
    mutationFn: async (values: NewBranch) =>
      unwrap(await apiClient.POST('/api/v1/branches/', { body: values })),
    onSuccess: () => refreshLists(client, BRANCH_CHANGE_REFRESHES),
  });
}

export type BranchChanges = Omit<components['schemas']['UpdateBranchRequest'], 'id'>;

export function useUpdateBranch() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/branches/{id}'],
    mutationFn: async ({ id, changes }: { id: string; changes: BranchChanges }) =>
      unwrap(
        await apiClient.PUT('/api/v1/branches/{id}', {
          params: { path: { id } },
          // The specification's dashboard sends the id in the body too; the contract checks it.
          body: { id, ...changes },
        }),
      ),
    onSuccess: () => refreshLists(client, BRANCH_CHANGE_REFRESHES),
  });
}

export async function deleteBranch(id: string) {
  return unwrap(await apiClient.DELETE('/api/v1/branches/{id}', { params: { path: { id } } }));
}
