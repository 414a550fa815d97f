import type { QuoteStatus } from '../../db/schema.js';

/** The contract's `OrderQuoteSummary`: the newest quote as the order's row carries it. */
export interface OrderQuoteSummary {
  version: number;
  status: QuoteStatus;
  shared: boolean;
  validUntil: string;
  totalHalalas: number;
  acceptedTotalHalalas: number | null;
}

/**
 * The contract's `SaleStage`: where the sale stands, which the specification's `status` cannot
 * say (its `completed` is any priced order, declined or expired ones included).
 */
export type SaleStage =
  | 'awaiting_price'
  | 'priced'
  | 'awaiting_customer'
  | 'accepted'
  | 'paid'
  | 'handed_over'
  | 'returned'
  | 'declined'
  | 'expired'
  | 'canceled';

export function saleStageOf(
  status: 'pending' | 'completed' | 'canceled',
  quote: Pick<OrderQuoteSummary, 'status' | 'shared'> | null,
  paymentStatus: 'partially_paid' | 'paid' | 'refunded' | null = null,
  fulfilmentStage: string | null = null,
): SaleStage {
  if (status === 'canceled') return 'canceled';
  if (!quote) return 'awaiting_price';
  switch (quote.status) {
    case 'accepted':
      if (fulfilmentStage === 'delivered') return 'handed_over';
      // The goods came back: whatever was paid, the sale is no longer a done one.
      if (fulfilmentStage === 'returned') return 'returned';
      // A deposit secures the sale as the whole amount does; money given back undoes it.
      return paymentStatus === 'paid' || paymentStatus === 'partially_paid' ? 'paid' : 'accepted';
    case 'declined':
    case 'expired':
      return quote.status;
    case 'withdrawn':
      return 'canceled';
    case 'sent':
      return quote.shared ? 'awaiting_customer' : 'priced';
    case 'viewed':
    case 'superseded':
      return 'awaiting_customer';
  }
}
