import type { Database } from '../../db/client.js';
import { paidAtHandover, queueInvoice } from '../invoices/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { recordOrderEvent } from '../order-events/index.js';
import {
  findOrderView,
  type FulfilmentStage,
  lockOrder,
  notifyOrderStaff,
  type OrderView,
} from '../orders/index.js';
import { newestQuote } from '../quotes/index.js';
import { type Scope, scopeOf } from '../scope/index.js';
import { addSaleDay } from '../stats/index.js';
import { canMove } from './fulfilment-steps.js';
import { fulfilmentNotice } from './fulfilment-notices.js';
import { fulfilmentStageOf, setFulfilmentStage } from './fulfilment.repository.js';

export interface FulfilmentDeps {
  db: Database;
  clock: Clock;
}

export async function setOrderFulfilment(
  deps: FulfilmentDeps,
  auth: AuthContext,
  orderId: string,
  stage: FulfilmentStage,
): Promise<{ order: OrderView }> {
  const scope = await scopeOf(deps.db, auth);
  await moveOrder(deps, auth, scope, orderId, stage);
  const order = await findOrderView(deps.db, scope, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return { order };
}

/** Each order in its own transaction: one that cannot move does not hold the others back. */
export async function setOrdersFulfilment(
  deps: FulfilmentDeps,
  auth: AuthContext,
  input: Body<'setOrdersFulfilment'>,
): Promise<Reply<'setOrdersFulfilment'>> {
  const scope = await scopeOf(deps.db, auth);
  const moved: string[] = [];
  const skipped: Reply<'setOrdersFulfilment'>['skipped'] = [];
  for (const orderId of input.orderIds) {
    try {
      await moveOrder(deps, auth, scope, orderId, input.stage);
      moved.push(orderId);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ orderId, code: error.code, message: error.message });
    }
  }
  return { moved, skipped };
}

/**
 * Moves one accepted order forward under its row lock; the stage it already has is a no-op. The
 * step is an order event (timeline, webhooks, the customer's link) and tells the order's staff.
 */
async function moveOrder(
  deps: FulfilmentDeps,
  auth: AuthContext,
  scope: Scope,
  orderId: string,
  stage: FulfilmentStage,
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const quote = await newestQuote(tx, order.id);
    if (order.status === 'canceled' || quote?.status !== 'accepted') {
      throw new AppError('QUOTE_NOT_ACCEPTED', {
        message: 'لا يُجهَّز إلا طلب قبل العميل عرض سعره',
      });
    }
    const from = await fulfilmentStageOf(tx, order.id);
    if (from === stage) return;
    if (!canMove(from, stage)) throw new AppError('FULFILMENT_STEP_INVALID');
    const now = deps.clock.now();
    await setFulfilmentStage(tx, order.id, stage, now);
    if (stage === 'delivered') {
      await addSaleDay(tx, order, now, { delivered: 1 });
      // Paid on the spot: handing it over completes the sale, and its invoice is due.
      if (paidAtHandover(quote.paymentOption)) await queueInvoice(tx, order, now);
    }
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'order.fulfilment_changed',
      actor: { type: 'user', id: auth.userId },
      data: { from, to: stage },
      now,
    });
    await notifyOrderStaff(tx, order, fulfilmentNotice(order, stage), now, {
      holder: true,
      actorId: auth.userId,
    });
  });
}
