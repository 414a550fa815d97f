import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { saveFile } from '../../../lib/save-file';
import type { AuditFilters } from '../audit-filters';

export const AUDIT_EXPORT_FILE_NAME = 'audit-log.csv';

/**
 * The log matching the list's filters as a CSV file. Through the API client (not a plain link),
 * so the bearer token travels and an expired one is refreshed first.
 */
export async function exportAuditEvents({ actorId, kind, from, to }: AuditFilters) {
  const blob = unwrap(
    await apiClient.GET('/api/v1/audit-events/exports/', {
      params: { query: { actorId, kind, from, to } },
      parseAs: 'blob',
    }),
  );
  saveFile(blob as unknown as Blob, AUDIT_EXPORT_FILE_NAME);
}
