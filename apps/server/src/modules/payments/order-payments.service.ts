import { randomUUID } from 'node:crypto';
import { queueCreditNote } from '../invoices/index.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { findOrderPlace, lockOrder } from '../orders/index.js';
import { scopeOf } from '../scope/index.js';
import type { GatewayDirectory } from './gateways.js';
import { GatewayError } from './payment-gateway.js';
import { acceptedVersionOf, positionOf, recordMoneyMoved } from './payment-ledger.js';
import { paidNotice, refundNotice } from './payment-notices.js';
import { moneyText } from '../quotes/index.js';
import { findPaymentSettings } from './payment-settings.repository.js';
import {
  insertPayment,
  insertRefund,
  lockPayment,
  paymentsOfOrder,
  refundedOf,
  refundsOfOrder,
} from './payments.repository.js';

export interface OrderPaymentsDeps {
  db: Database;
  clock: Clock;
  gateways: GatewayDirectory;
}

type OrderPaymentsView = Reply<'listOrderPayments'>;

export async function listOrderPayments(
  deps: OrderPaymentsDeps,
  auth: AuthContext,
  orderId: string,
): Promise<OrderPaymentsView> {
  const order = await findOrderPlace(deps.db, await scopeOf(deps.db, auth), orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return orderPaymentsView(deps.db, order.id);
}

/** Cash or a bank transfer the staff received for the accepted version, up to what is owed. */
export async function recordOrderPayment(
  deps: OrderPaymentsDeps,
  auth: AuthContext,
  orderId: string,
  input: Body<'recordOrderPayment'>,
): Promise<OrderPaymentsView> {
  const reference = input.reference?.trim() || null;
  if (input.method === 'bank_transfer' && !reference) {
    throw fieldError('reference', 'أدخل مرجع التحويل البنكي كما يظهر في كشف الحساب');
  }
  const scope = await scopeOf(deps.db, auth);
  await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const quote = await acceptedVersionOf(tx, order.id);
    if (!quote || order.status === 'canceled') {
      throw new AppError('QUOTE_NOT_ACCEPTED', {
        message: 'لا تُسجَّل دفعة إلا لطلب قبل العميل عرض سعره',
      });
    }
    const position = await positionOf(tx, quote);
    if (position.outstandingHalalas === 0) throw new AppError('ALREADY_PAID');
    if (input.amountHalalas > position.outstandingHalalas) {
      throw fieldError(
        'amountHalalas',
        `المبلغ أكبر من المتبقي على الطلب (${moneyText(position.outstandingHalalas)})`,
      );
    }
    const now = deps.clock.now();
    const id = randomUUID();
    await insertPayment(tx, {
      id,
      companyId: order.companyId,
      orderId: order.id,
      quoteId: quote.id,
      method: input.method,
      status: 'paid',
      amountHalalas: input.amountHalalas,
      provider: null,
      providerInvoiceId: null,
      providerPaymentId: null,
      checkoutUrl: null,
      reference,
      failureReason: null,
      recordedBy: auth.userId,
      createdAt: now,
      settledAt: now,
    });
    await recordMoneyMoved(tx, order, quote, {
      type: 'payment.succeeded',
      actor: { type: 'user', id: auth.userId },
      data: { paymentId: id, method: input.method, amountHalalas: input.amountHalalas },
      moved: { collectedHalalas: input.amountHalalas },
      notice: paidNotice(order, input.method, input.amountHalalas),
      now,
    });
  });
  return orderPaymentsView(deps.db, orderId);
}

/**
 * Gives back part or all of one payment. Under the payment's lock the refunds so far plus this
 * one never exceed it; a card payment is refunded at the gateway first, inside that lock, so a
 * refund the gateway refused is never recorded and two at once cannot both pass the check.
 */
export async function refundOrderPayment(
  deps: OrderPaymentsDeps,
  auth: AuthContext,
  orderId: string,
  paymentId: string,
  input: Body<'refundOrderPayment'>,
): Promise<OrderPaymentsView> {
  const scope = await scopeOf(deps.db, auth);
  await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const payment = await lockPayment(tx, order.id, paymentId);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    if (payment.status !== 'paid') throw new AppError('PAYMENT_NOT_REFUNDABLE');
    const refundable = payment.amountHalalas - (await refundedOf(tx, payment.id));
    if (input.amountHalalas > refundable) {
      throw fieldError(
        'amountHalalas',
        refundable === 0
          ? 'استُرد مبلغ هذه الدفعة بالكامل من قبل'
          : `لا يمكن استرداد أكثر من المتبقي من الدفعة (${moneyText(refundable)})`,
      );
    }
    let providerRefundId: string | null = null;
    if (payment.method === 'card' && payment.providerPaymentId) {
      const settings = await findPaymentSettings(tx, order.companyId);
      const gateway = deps.gateways.gatewayFor({
        gatewayProvider: payment.provider,
        gatewaySecretKey: settings.gatewaySecretKey,
      });
      try {
        providerRefundId = (await gateway.refund(payment.providerPaymentId, input.amountHalalas))
          .reference;
      } catch (error) {
        if (error instanceof GatewayError) throw new AppError('GATEWAY_FAILED', { cause: error });
        throw error;
      }
    }
    const now = deps.clock.now();
    const refundId = randomUUID();
    await insertRefund(tx, {
      id: refundId,
      companyId: order.companyId,
      orderId: order.id,
      paymentId: payment.id,
      amountHalalas: input.amountHalalas,
      reason: input.reason?.trim() || null,
      providerRefundId,
      recordedById: auth.userId,
      recordedBy: null,
      createdAt: now,
    });
    const quote = await acceptedVersionOf(tx, order.id);
    if (quote && quote.id === payment.quoteId) {
      await recordMoneyMoved(tx, order, quote, {
        type: 'payment.refunded',
        actor: { type: 'user', id: auth.userId },
        data: {
          paymentId: payment.id,
          method: payment.method,
          refundId,
          refundedHalalas: input.amountHalalas,
        },
        moved: { refundedHalalas: input.amountHalalas },
        notice: refundNotice(order, input.amountHalalas),
        now,
      });
      await queueCreditNote(tx, order, refundId, now);
    }
  });
  return orderPaymentsView(deps.db, orderId);
}

async function orderPaymentsView(db: Database, orderId: string): Promise<OrderPaymentsView> {
  const quote = await acceptedVersionOf(db, orderId);
  const [payments, refunds, position] = await Promise.all([
    paymentsOfOrder(db, orderId),
    refundsOfOrder(db, orderId),
    quote ? positionOf(db, quote) : null,
  ]);
  return {
    status: position?.status ?? 'none',
    quoteVersion: quote?.version ?? null,
    dueHalalas: position?.dueHalalas ?? 0,
    paidHalalas: position?.paidHalalas ?? 0,
    refundedHalalas: position?.refundedHalalas ?? 0,
    outstandingHalalas: position?.outstandingHalalas ?? 0,
    chosenOption: quote?.paymentOption ?? null,
    payments: payments.map((payment) => {
      const own = refunds.filter((refund) => refund.paymentId === payment.id);
      return {
        id: payment.id,
        quoteVersion: payment.quoteVersion,
        method: payment.method,
        status: payment.status,
        amountHalalas: payment.amountHalalas,
        currency: payment.currency,
        reference: payment.method === 'card' ? payment.providerPaymentId : payment.reference,
        failureReason: payment.failureReason,
        createdAt: payment.createdAt.toISOString(),
        settledAt: payment.settledAt?.toISOString() ?? null,
        recordedBy: payment.recordedBy,
        refundedHalalas: own.reduce((sum, refund) => sum + refund.amountHalalas, 0),
        refunds: own.map((refund) => ({
          id: refund.id,
          amountHalalas: refund.amountHalalas,
          reason: refund.reason,
          createdAt: refund.createdAt.toISOString(),
          recordedBy: refund.recordedBy,
        })),
      };
    }),
  };
}
