import type { QuoteStatus } from '@taseer/api';

/** The contract's quote statuses, in the order a filter offers them (the quote's life). */
export const QUOTE_STATUSES = [
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
  'superseded',
] as const satisfies readonly QuoteStatus[];
