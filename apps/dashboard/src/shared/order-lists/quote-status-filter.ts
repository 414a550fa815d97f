import type { QuoteStatus } from '@taseer/api';
import { QUOTE_STATUSES } from './quote-statuses';
import { changeUrlFilter, isFilterValue, readUrlFilter, type UrlFilter } from './url-filter';

export const QUOTE_STATUS_PARAM = 'quoteStatus';

/**
 * The offers and orders lists' filter by the status of each order's newest quote version
 * (`?quoteStatus=accepted`), beside the order status filter; the contract's `quoteStatus`.
 */
export const QUOTE_STATUS_FILTER: UrlFilter<QuoteStatus> = {
  param: QUOTE_STATUS_PARAM,
  values: QUOTE_STATUSES,
};

export function isQuoteStatus(value: string | null | undefined): value is QuoteStatus {
  return isFilterValue(QUOTE_STATUS_FILTER, value);
}

export function readQuoteStatusFilter(search: string): QuoteStatus | undefined {
  return readUrlFilter(QUOTE_STATUS_FILTER, search);
}

/** Another quote status (undefined for all): back to page 1, other parameters kept. */
export function changeQuoteStatusFilter(search: string, status: QuoteStatus | undefined): string {
  return changeUrlFilter(QUOTE_STATUS_FILTER, search, status);
}
