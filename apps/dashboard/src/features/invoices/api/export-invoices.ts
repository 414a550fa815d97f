import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { saveFile } from '../../../lib/save-file';
import type { InvoiceFilters } from '../invoice-filters';

export const INVOICES_EXPORT_FILE_NAME = 'invoices.csv';

/** The documents of the list's filters as a CSV file (Arabic headings, amounts in SAR). */
export async function exportInvoices({ from, to, kind, branchId }: InvoiceFilters) {
  const blob = unwrap(
    await apiClient.GET('/api/v1/invoices/export', {
      params: { query: { from, to, kind, branchId } },
      parseAs: 'blob',
    }),
  );
  saveFile(blob as unknown as Blob, INVOICES_EXPORT_FILE_NAME);
}
