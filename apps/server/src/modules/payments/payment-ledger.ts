import type { Database } from '../../db/client.js';
import { type LockedOrder, type Notice, notifyOrderStaff } from '../orders/index.js';
import {
  type OrderEventActor,
  type OrderEventType,
  recordOrderEvent,
} from '../order-events/index.js';
import { newestQuote, type QuoteRow } from '../quotes/index.js';
import { moneyPosition, orderPaymentStatus, type MoneyPosition } from './payment-money.js';
import { queueInvoice } from '../invoices/index.js';
import { addSaleDay } from '../stats/index.js';
import { moneyOfVersion, setOrderMoney } from './payments.repository.js';

/** The version money is taken for: the newest, once accepted. */
export async function acceptedVersionOf(db: Database, orderId: string): Promise<QuoteRow | null> {
  const quote = await newestQuote(db, orderId);
  return quote?.status === 'accepted' ? quote : null;
}

export async function positionOf(db: Database, quote: QuoteRow): Promise<MoneyPosition> {
  return moneyPosition(quote.acceptedTotalHalalas ?? 0, await moneyOfVersion(db, quote.id));
}

/**
 * What follows any movement of money, in its transaction: the order's payment status and what it
 * still owes are brought up to date, the day's sale counts take the money (and the order, on its
 * first money), the step becomes an order event (timeline, webhooks, the bot's changes) and the
 * order's staff are told — all committed with the movement or not at all.
 */
export async function recordMoneyMoved(
  tx: Database,
  order: LockedOrder,
  quote: QuoteRow,
  step: {
    type: Extract<OrderEventType, `payment.${string}`>;
    actor: OrderEventActor;
    data: Record<string, unknown>;
    notice: Notice;
    now: Date;
    /** The money this step moved (none for a failed payment). */
    moved?: { collectedHalalas?: number; refundedHalalas?: number };
  },
): Promise<MoneyPosition> {
  const position = await positionOf(tx, quote);
  const status = orderPaymentStatus(position);
  const before = await setOrderMoney(tx, order.id, status, position.outstandingHalalas, step.now);
  const firstMoney = before === null && (status === 'paid' || status === 'partially_paid');
  // Paid in full: the sale is complete, and its tax invoice is due.
  if (status === 'paid' && before !== 'paid') await queueInvoice(tx, order, step.now);
  if (firstMoney || step.moved) {
    await addSaleDay(tx, order, step.now, { paid: firstMoney ? 1 : 0, ...step.moved });
  }
  await recordOrderEvent(tx, {
    companyId: order.companyId,
    orderId: order.id,
    type: step.type,
    actor: step.actor,
    data: { version: quote.version, ...step.data },
    now: step.now,
  });
  const actorId = step.actor.type === 'user' ? step.actor.id : null;
  await notifyOrderStaff(tx, order, step.notice, step.now, {
    holder: true,
    also: [quote.createdBy],
    actorId,
  });
  return position;
}
