import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Body } from '../../openapi/operation-types.js';
import { recordOrderEvent } from '../order-events/index.js';
import { notifyOrderStaff } from '../orders/index.js';
import { checkedChange, sameChange } from './change-request-lines.js';
import { changeRequestOf, insertChangeRequest } from './change-requests.repository.js';
import {
  lockedPublicVersion,
  orderOfToken,
  readPublicQuote,
  type PublicQuoteDeps,
} from './public-quote.service.js';
import { changeRequestedNotice } from './quote-notifications.js';
import type { PublicQuoteView } from './quote-views.js';
import { effectiveStatus } from './quotes.repository.js';

/**
 * The customer asks for changes to the newest version instead of answering it. Under the order's
 * lock, as answers: the first request is recorded (with its `quote.change_requested` event, its
 * webhooks and the staff's notification), the same request again is answered as recorded, a
 * different one is refused. The version stays open: accepting or declining it still works.
 */
export async function requestQuoteChange(
  deps: PublicQuoteDeps,
  token: string,
  input: Body<'requestPublicQuoteChange'>,
): Promise<PublicQuoteView> {
  const orderId = await orderOfToken(deps.db, token);
  await inTransaction(deps.db, async (tx) => {
    const { order, quote } = await lockedPublicVersion(tx, orderId, input.version);
    const now = deps.clock.now();
    const change = checkedChange(quote.lines, input);
    const recorded = await changeRequestOf(tx, order.companyId, quote.id);
    if (recorded) {
      if (sameChange(recorded, change)) return;
      throw new AppError('CHANGE_ALREADY_REQUESTED');
    }
    const status = effectiveStatus(quote, now);
    if (status === 'accepted' || status === 'declined') {
      throw new AppError('QUOTE_CLOSED', {
        message: 'سبق الرد على هذا العرض، فلا يمكن طلب تعديله',
      });
    }
    if (status === 'expired') {
      throw new AppError('QUOTE_CLOSED', {
        message: 'انتهت صلاحية هذا العرض، اطلب من المتجر عرضًا جديدًا',
      });
    }
    if (status !== 'sent' && status !== 'viewed') {
      throw new AppError('QUOTE_CLOSED', {
        message: 'سحب المتجر هذا العرض، تواصل معه إن كنت ما زلت بحاجة إلى القطع',
      });
    }
    const stored = await insertChangeRequest(tx, {
      quoteId: quote.id,
      companyId: order.companyId,
      change,
      now,
    });
    if (!stored) return;
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'quote.change_requested',
      actor: { type: 'customer' },
      data: { version: quote.version, note: change.note, lines: change.lines },
      now,
    });
    const names = new Map(quote.lines.map((line) => [line.pieceId, line.nameAr]));
    const notice = changeRequestedNotice(order, {
      version: quote.version,
      note: change.note,
      lines: change.lines.map((line) => ({ name: names.get(line.pieceId) ?? '', want: line.want })),
    });
    await notifyOrderStaff(tx, order, notice, now, { holder: true, also: [quote.createdBy] });
  });
  return readPublicQuote(deps, orderId);
}
