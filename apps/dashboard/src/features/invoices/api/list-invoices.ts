import { $api } from '../../../api/api-client';
import type { ListQueryState } from '../../../shared/lists/list-query';
import type { InvoiceFilters } from '../invoice-filters';

/**
 * One page of the company's invoices and credit notes, newest first (a manager's, its branch's).
 * Each parameter is named: the list state's setters must not reach the address.
 */
export function invoicesQueryOptions({
  page,
  limit,
  from,
  to,
  kind,
  branchId,
}: Pick<ListQueryState, 'page' | 'limit'> & InvoiceFilters) {
  return $api.queryOptions('get', '/api/v1/invoices/', {
    params: { query: { page, limit, from, to, kind, branchId } },
  });
}
