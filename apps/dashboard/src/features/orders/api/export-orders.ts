import type { OrderStatus, QuoteStatus } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { saveFile } from '../../../lib/save-file';

export const EXPORT_FILE_NAME = 'orders.csv';

/**
 * The orders matching the list's filters as a CSV file. It goes through the API client (not a
 * plain link) so the bearer token travels and an expired one is refreshed first.
 */
export async function exportOrders(filter: {
  status?: OrderStatus;
  quoteStatus?: QuoteStatus;
  search?: string;
  from?: string;
  to?: string;
  branchId?: string;
  sectionId?: string;
}) {
  const blob = unwrap(
    await apiClient.GET('/api/v1/orders/exports/', {
      params: {
        query: {
          status: filter.status,
          quoteStatus: filter.quoteStatus,
          search: filter.search || undefined,
          from: filter.from,
          to: filter.to,
          branchId: filter.branchId,
          sectionId: filter.sectionId,
        },
      },
      parseAs: 'blob',
    }),
  );
  saveFile(blob as unknown as Blob, EXPORT_FILE_NAME);
}
