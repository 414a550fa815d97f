import { $api } from '../../../api/api-client';

/** Everyone who appears in the caller's log, for the person filter (people since deleted too). */
export function auditActorsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/audit-events/actors');
}
