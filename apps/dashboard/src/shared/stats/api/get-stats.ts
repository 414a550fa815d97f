import { $api } from '../../../api/api-client';

/**
 * The caller's counts and daily orders chart (home and /stats share the one cache entry, which
 * order and staff changes refresh through `LIST_KEYS.stats`).
 */
export function statsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/common/stats');
}
