import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { toFormData, type Role } from '@taseer/api';
import { apiClient, $api } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { setGetMeData } from '../../../api/get-me';
import { userAtom } from '../../../session/session.atoms';
import type { ProfileChanges } from '../profile-changes';

export function profileQueryOptions() {
  return $api.queryOptions('get', '/api/v1/users/profile');
}

/**
 * Saves one's own profile with one's own role (the contract checks it). The stored user takes the
 * answer at once, so the header's greeting and picture change with the save.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  const setUser = useSetAtom(userAtom);
  return useMutation({
    mutationKey: ['put', '/api/v1/users/{id}', 'profile'],
    mutationFn: async ({
      id,
      role,
      changes,
    }: {
      id: string;
      role: Role;
      changes: ProfileChanges;
    }) =>
      unwrap(
        await apiClient.PUT('/api/v1/users/{id}', {
          params: { path: { id } },
          body: { ...changes, role },
          bodySerializer: toFormData,
        }),
      ),
    onSuccess: async ({ user }) => {
      setUser(user);
      setGetMeData(client, user);
      await client.invalidateQueries({ queryKey: profileQueryOptions().queryKey });
    },
  });
}
