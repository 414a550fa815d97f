import { $api } from '../../../api/api-client';
import type { VatPeriod } from '../vat-periods';

/** A year's VAT figures by month or quarter, every period of it, zeros included. */
export function vatSummaryQueryOptions(period: VatPeriod, year: number) {
  return $api.queryOptions('get', '/api/v1/vat-summary', { params: { query: { period, year } } });
}
