import type { QueryClient } from '@tanstack/react-query';
import type { QuoteTerms, QuoteTermsUpdate } from '@taseer/api';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';

/** The caller's company's quote terms (the defaults until it saves its own). */
export function quoteTermsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/quote-terms');
}

export function showQuoteTerms(client: QueryClient, terms: QuoteTerms): void {
  client.setQueryData(quoteTermsQueryOptions().queryKey, terms);
}

/** Replaces every term; quotes already issued keep the terms they went out with. */
export async function updateQuoteTerms(terms: QuoteTermsUpdate) {
  return unwrap(await apiClient.PUT('/api/v1/quote-terms', { body: terms }));
}
