import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
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

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is released once it has been taken.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
