import type { OrderQuoteSummary, QuoteStatus } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';

/**
 * How the lists show an order's newest quote version beside its status badge (the design
 * system's `QuoteStatusBadge`): the one figure that matters now, and the filter's words.
 */

/**
 * The filter offers statuses as the badges name them; `sent` holds the versions nobody shared
 * yet too (their badge says «جاهز للإرسال»), and says so.
 */
export const QUOTE_FILTER_LABELS: Record<QuoteStatus, MessageKey> = {
  sent: 'quoteList.filter.sent',
  viewed: 'quoteList.status.viewed',
  accepted: 'quoteList.status.accepted',
  declined: 'quoteList.status.declined',
  expired: 'quoteList.status.expired',
  withdrawn: 'quoteList.status.withdrawn',
  superseded: 'quoteList.status.superseded',
};

/** The accepted total once the customer accepted (some lines may be left out), else the offer's. */
export function quoteSummaryHalalas(quote: OrderQuoteSummary): number {
  return quote.status === 'accepted'
    ? (quote.acceptedTotalHalalas ?? quote.totalHalalas)
    : quote.totalHalalas;
}
