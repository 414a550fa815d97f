import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@taseer/api';
import { $api } from './api-client';

/** The current user stays fresh for 5 minutes (specification, section 9). */
export const GET_ME_STALE_TIME_MS = 5 * 60 * 1000;

export function getMeQueryOptions() {
  return $api.queryOptions('get', '/api/v1/auth/getme', {}, { staleTime: GET_ME_STALE_TIME_MS });
}

/** Runs only while someone is signed in. */
export function useGetMe(enabled: boolean) {
  return useQuery({ ...getMeQueryOptions(), enabled });
}

/** After verification the answer already holds the user: seed the cache instead of asking again. */
export function setGetMeData(client: QueryClient, user: User): void {
  client.setQueryData(getMeQueryOptions().queryKey, { user });
}

export function invalidateGetMe(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
}
