import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { type LockedOrder, lockOrder, notifyOrderStaff } from '../orders/index.js';
import type { GatewayDirectory } from './gateways.js';
import type { GatewayCheckout } from './payment-gateway.js';
import { recordMoneyMoved } from './payment-ledger.js';
import { failedPaymentNotice, flaggedPaymentNotice, paidNotice } from './payment-notices.js';
import { findPaymentSettings } from './payment-settings.repository.js';
import { newestQuote } from '../quotes/index.js';
import {
  findPayment,
  lockPayment,
  moneyOfVersion,
  settlePayment,
  type PaymentRow,
} from './payments.repository.js';

export interface ConfirmDeps {
  db: Database;
  clock: Clock;
  gateways: GatewayDirectory;
}

/** Where an online payment stands after asking the gateway. */
export type Confirmation = 'paid' | 'failed' | 'flagged' | 'pending' | 'gone';

/**
 * Asks the gateway about a payment's checkout and records what it answers. This is the only way
 * an online payment becomes paid: the customer's return, the gateway's notification and the
 * reconciliation job all come here, and nothing they carry is believed on its own. Under the
 * order's lock, so racing confirmations record one outcome; a payment already settled stays as
 * it is, and a checkout paid for a version already paid online is flagged, not counted.
 */
export async function confirmPayment(deps: ConfirmDeps, paymentId: string): Promise<Confirmation> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || !payment.providerInvoiceId) return 'gone';
  if (payment.status === 'paid' || payment.status === 'flagged') return payment.status;
  const settings = await findPaymentSettings(deps.db, payment.companyId);
  const gateway = deps.gateways.gatewayFor({
    gatewayProvider: payment.provider,
    gatewaySecretKey: settings.gatewaySecretKey,
  });
  const checkout = await gateway.fetchCheckout(payment.providerInvoiceId);
  return inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, null, payment.orderId);
    const current = order ? await lockPayment(tx, payment.orderId, payment.id) : null;
    if (!order || !current) return 'gone';
    if (current.status === 'paid' || current.status === 'flagged') return current.status;
    return settle(tx, deps.clock.now(), order, current, checkout);
  });
}

async function settle(
  tx: Database,
  now: Date,
  order: LockedOrder,
  payment: PaymentRow,
  checkout: GatewayCheckout,
): Promise<Confirmation> {
  if (checkout.status === 'paid' && checkout.paidAttempt) {
    const attempt = checkout.paidAttempt;
    const matches =
      checkout.id === payment.providerInvoiceId &&
      attempt.amountHalalas === payment.amountHalalas &&
      checkout.amountHalalas === payment.amountHalalas &&
      attempt.currency === payment.currency &&
      checkout.currency === payment.currency;
    const quote = await newestQuote(tx, order.id);
    const forThisVersion = quote?.id === payment.quoteId && quote.status === 'accepted';
    if (!quote || !matches || !forThisVersion || (await alreadyPaidOnline(tx, payment))) {
      await settlePayment(tx, payment.id, {
        status: 'flagged',
        providerPaymentId: attempt.id,
        failureReason: matches ? 'duplicate' : 'amount_mismatch',
        now,
      });
      await notifyOrderStaff(
        tx,
        order,
        flaggedPaymentNotice(order, matches ? 'duplicate' : 'amount'),
        now,
      );
      return 'flagged';
    }
    await settlePayment(tx, payment.id, { status: 'paid', providerPaymentId: attempt.id, now });
    await recordMoneyMoved(tx, order, quote, {
      type: 'payment.succeeded',
      actor: { type: 'customer' },
      data: { paymentId: payment.id, method: 'card', amountHalalas: payment.amountHalalas },
      moved: { collectedHalalas: payment.amountHalalas },
      notice: paidNotice(order, 'card', payment.amountHalalas),
      now,
    });
    return 'paid';
  }
  const failure =
    checkout.status === 'failed' ? (checkout.lastFailure ?? 'expired') : checkout.lastFailure;
  if (payment.status === 'failed' || failure === null) {
    return payment.status === 'failed' ? 'failed' : 'pending';
  }
  await settlePayment(tx, payment.id, { status: 'failed', failureReason: failure, now });
  const quote = await newestQuote(tx, order.id);
  if (quote?.id === payment.quoteId) {
    await recordMoneyMoved(tx, order, quote, {
      type: 'payment.failed',
      actor: { type: 'customer' },
      data: {
        paymentId: payment.id,
        method: 'card',
        amountHalalas: payment.amountHalalas,
        reason: failure,
      },
      notice: failedPaymentNotice(order, payment.amountHalalas),
      now,
    });
  }
  return 'failed';
}

async function alreadyPaidOnline(tx: Database, payment: PaymentRow): Promise<boolean> {
  return (await moneyOfVersion(tx, payment.quoteId)).paidOnline;
}
