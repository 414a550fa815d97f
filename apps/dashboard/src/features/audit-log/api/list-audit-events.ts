import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';
import type { AuditFilters } from '../audit-filters';

/**
 * One page of the caller's audit log: its company's for an admin, the platform's for the
 * superadmin. Each parameter is named: the list state's setters must not reach the address.
 */
export function auditEventsQueryOptions({
  page,
  limit,
  actorId,
  kind,
  from,
  to,
}: Pick<ListQueryState, 'page' | 'limit'> & AuditFilters) {
  return $api.queryOptions('get', '/api/v1/audit-events', {
    params: { query: { page, limit, actorId, kind, from, to } },
  });
}

/** Every page and filter of the log (to read it again after an export, which it records). */
export const AUDIT_EVENTS_KEY = ['get', '/api/v1/audit-events'] as const;
