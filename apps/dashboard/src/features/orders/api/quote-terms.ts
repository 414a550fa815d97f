import { $api } from '../../../api/api-client';

/**
 * The company's quote terms (VAT, prices with or without it, the delivery fee), read while an offer
 * is written so it shows what the customer will see. The same query as the quote-terms screen's,
 * so terms saved there are the ones shown here.
 */
export function quoteTermsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/quote-terms');
}
