import { $api } from '../../api/api-client';

/**
 * The caller's company's quote terms (the defaults until it saves its own). Only a company may
 * read them (`quoteTerms.manage`; the others get 403): its /quote-settings screen, and its home
 * for the VAT-number warning.
 */
export function quoteTermsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/quote-terms');
}
