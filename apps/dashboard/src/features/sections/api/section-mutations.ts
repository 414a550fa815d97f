import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { LIST_KEYS, refreshLists } from '../../../shared/lists/list-keys';

/** A section shows in the branches' and companies' counts and in the employees list. */
export const SECTION_CHANGE_REFRESHES = [
  LIST_KEYS.sections,
  LIST_KEYS.branches,
  LIST_KEYS.companies,
  LIST_KEYS.employees,
  LIST_KEYS.employeeFormOptions,
  LIST_KEYS.stats,
];

export interface SectionFields {
  sectionName?: string;
  branchId?: string;
}

export function useCreateSection() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/api/v1/sections/'],
    mutationFn: async (values: SectionFields & { sectionName: string }) =>
      unwrap(await apiClient.POST('/api/v1/sections/', { body: values })),
    onSuccess: () => refreshLists(client, SECTION_CHANGE_REFRESHES),
  });
}

export function useUpdateSection() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/sections/{id}'],
    mutationFn: async ({ id, changes }: { id: string; changes: SectionFields }) =>
      unwrap(
        await apiClient.PUT('/api/v1/sections/{id}', {
          params: { path: { id } },
          body: changes,
        }),
      ),
    onSuccess: () => refreshLists(client, SECTION_CHANGE_REFRESHES),
  });
}

export async function deleteSection(id: string) {
  return unwrap(await apiClient.DELETE('/api/v1/sections/{id}', { params: { path: { id } } }));
}
