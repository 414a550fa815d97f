import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Body } from '../../openapi/operation-types.js';
import { recordOrderEvent } from '../order-events/index.js';
import { notifyOrderStaff } from '../orders/index.js';
import { hasVersionEvent } from './change-requests.repository.js';
import {
  lockedPublicVersion,
  NEW_QUOTE_REQUESTED,
  orderOfToken,
  readPublicQuote,
  type PublicQuoteDeps,
} from './public-quote.service.js';
import { expireQuote } from './quote-expiry.js';
import { newQuoteRequestedNotice } from './quote-notifications.js';
import type { PublicQuoteView } from './quote-views.js';
import { effectiveStatus } from './quotes.repository.js';

/** Why a version takes no request for a new quote, in the customer's words. */
const REFUSALS = {
  open: 'هذا العرض ما زال مفتوحًا: يمكنك قبوله أو رفضه أو طلب تعديله',
  accepted: 'قُبل هذا العرض، فلا حاجة إلى عرض جديد',
  withdrawn: 'سحب المتجر هذا العرض، تواصل معه إن كنت ما زلت بحاجة إلى القطع',
} as const;

/**
 * After declining the newest version or letting it expire, the customer asks the shop for a new
 * quote from the same link. Under the order's lock, as answers: the first request is recorded
 * (its `quote.new_quote_requested` event, the webhooks subscribed to it and the staff's notice);
 * the same request again is answered as recorded and records nothing. An open, accepted or
 * withdrawn version, or an older one, takes none. An expired version not yet closed is closed
 * first, so the history reads expired, then asked again.
 */
export async function requestNewQuote(
  deps: PublicQuoteDeps,
  token: string,
  input: Body<'requestNewPublicQuote'>,
): Promise<PublicQuoteView> {
  const orderId = await orderOfToken(deps.db, token);
  await inTransaction(deps.db, async (tx) => {
    const { order, quote } = await lockedPublicVersion(tx, orderId, input.version);
    const now = deps.clock.now();
    if (await hasVersionEvent(tx, order, NEW_QUOTE_REQUESTED, quote.version)) return;
    const status = effectiveStatus(quote, now);
    if (status === 'sent' || status === 'viewed') {
      throw new AppError('QUOTE_CLOSED', { message: REFUSALS.open });
    }
    if (status === 'accepted') throw new AppError('QUOTE_CLOSED', { message: REFUSALS.accepted });
    if (status !== 'declined' && status !== 'expired') {
      throw new AppError('QUOTE_CLOSED', { message: REFUSALS.withdrawn });
    }
    if (status === 'expired' && quote.status !== 'expired') {
      await expireQuote(tx, order, quote, now);
    }
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: NEW_QUOTE_REQUESTED,
      actor: { type: 'customer' },
      data: { version: quote.version, after: status },
      now,
    });
    const notice = newQuoteRequestedNotice(order, { version: quote.version, after: status });
    await notifyOrderStaff(tx, order, notice, now, { holder: true, also: [quote.createdBy] });
  });
  return readPublicQuote(deps, orderId);
}
