import type { QueryClient } from '@tanstack/react-query';
import type { QuoteTerms, QuoteTermsUpdate } from '@taseer/api';
import { apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { quoteTermsQueryOptions } from '../../../shared/quote-terms/quote-terms-query';

export { quoteTermsQueryOptions };

/** The saved terms, for this screen and the home's warning alike (one query). */
export function showQuoteTerms(client: QueryClient, terms: QuoteTerms): void {
  client.setQueryData(quoteTermsQueryOptions().queryKey, terms);
}

/**
 * Replaces the terms it sends (the seller's registration and numbers left out keep their saved
 * values); quotes already issued keep the terms they went out with.
 */
export async function updateQuoteTerms(terms: QuoteTermsUpdate) {
  return unwrap(await apiClient.PUT('/api/v1/quote-terms', { body: terms }));
}
