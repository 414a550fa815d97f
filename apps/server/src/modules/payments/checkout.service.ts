import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { PaymentOption } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import { type LockedOrder, lockOrder, notifyOrderStaff } from '../orders/index.js';
import { enqueueJob } from '../jobs/index.js';
import {
  type AfterSaleReader,
  newestQuote,
  orderOfToken,
  publicOrderFacts,
  type PublicQuoteDeps,
  type QuoteRow,
  readPublicQuote,
  setPaymentOption,
} from '../quotes/index.js';
import { confirmPayment, type ConfirmDeps } from './confirm-payment.js';
import { GatewayError } from './payment-gateway.js';
import { onlineHalalas } from './payment-money.js';
import { positionOf } from './payment-ledger.js';
import { paymentChoiceNotice } from './payment-notices.js';
import { findPaymentSettings, type StoredPaymentSettings } from './payment-settings.repository.js';
import {
  findPayment,
  insertPayment,
  openCheckoutOf,
  setCheckout,
  settlePayment,
  type PaymentRow,
} from './payments.repository.js';
import { CONFIRM_PAYMENT_JOB, RECONCILE_AFTER_SECONDS } from './payment-jobs.js';

export interface CheckoutDeps extends ConfirmDeps {
  /** Where links point: PUBLIC_URL, or the origin the customer's request came to. */
  publicUrl: string;
  /** How the quote answered to the customer shows its payment and handover. */
  afterSale: AfterSaleReader;
}

/** How long a hosted checkout stays payable. */
const CHECKOUT_MINUTES = 60;
/** A second click waits this long, at most, for the first click's checkout to be opened. */
const WAIT_FOR_CHECKOUT_MS = 12_000;

const publicQuoteDeps = (deps: CheckoutDeps): PublicQuoteDeps => ({
  db: deps.db,
  clock: deps.clock,
  afterSale: deps.afterSale,
});

/**
 * The customer's way to pay an accepted version. Another way than `card` is recorded as his
 * choice (and the staff told); `card` opens one checkout at the gateway and answers its page.
 */
export async function choosePayment(
  deps: CheckoutDeps,
  token: string,
  input: Body<'choosePublicQuotePayment'>,
): Promise<Reply<'choosePublicQuotePayment'>> {
  const orderId = await orderOfToken(deps.db, token);
  const started = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, null, orderId);
    const quote = order ? await newestQuote(tx, orderId) : null;
    if (!order || !quote) throw new AppError('QUOTE_NOT_FOUND');
    if (quote.version !== input.version || quote.status !== 'accepted') {
      throw new AppError('QUOTE_NOT_ACCEPTED');
    }
    const settings = await findPaymentSettings(tx, order.companyId);
    if (!settings.options.includes(input.option)) throw new AppError('PAYMENT_OPTION_UNAVAILABLE');
    const position = await positionOf(tx, quote);
    if (position.outstandingHalalas === 0) throw new AppError('ALREADY_PAID');
    if (input.option !== 'card') {
      await chooseOffline(tx, order, quote, input.option, deps.clock.now());
      return null;
    }
    const open = await openCheckoutOf(tx, quote.id);
    if (open) return { payment: open, settings, fresh: false };
    const amount = onlineHalalas(position, settings.onlinePercent);
    const payment = newCheckout(order, quote, settings, amount, deps.clock.now());
    await insertPayment(tx, payment);
    await setPaymentOption(tx, quote.id, 'card');
    return { payment: { ...payment, currency: 'SAR', settledAt: null }, settings, fresh: true };
  });
  let checkoutUrl: string | null = null;
  if (started) {
    checkoutUrl = started.fresh
      ? await openAtGateway(deps, token, orderId, started.payment, started.settings)
      : await checkoutUrlOf(deps, started.payment);
  }
  return { quote: await readPublicQuote(publicQuoteDeps(deps), orderId), checkoutUrl };
}

/**
 * The customer came back from the hosted page: his open checkout is confirmed with the gateway
 * now (the return address's query is never read), then the quote answered as it stands.
 */
export async function checkPayment(
  deps: CheckoutDeps,
  token: string,
): Promise<Reply<'checkPublicQuotePayment'>> {
  const orderId = await orderOfToken(deps.db, token);
  const quote = await newestQuote(deps.db, orderId);
  const open = quote ? await openCheckoutOf(deps.db, quote.id) : null;
  if (open) {
    try {
      await confirmPayment(deps, open.id);
    } catch (error) {
      // The gateway did not answer: the page shows the payment as still being processed, and
      // the reconciliation job asks again.
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  return readPublicQuote(publicQuoteDeps(deps), orderId);
}

async function chooseOffline(
  tx: Database,
  order: LockedOrder,
  quote: QuoteRow,
  option: Exclude<PaymentOption, 'card'>,
  now: Date,
): Promise<void> {
  if (quote.paymentOption === option) return;
  await setPaymentOption(tx, quote.id, option);
  await notifyOrderStaff(tx, order, paymentChoiceNotice(order, option), now, {
    holder: true,
    also: [quote.createdBy],
  });
}

function newCheckout(
  order: LockedOrder,
  quote: QuoteRow,
  settings: StoredPaymentSettings,
  amountHalalas: number,
  now: Date,
) {
  return {
    id: randomUUID(),
    companyId: order.companyId,
    orderId: order.id,
    quoteId: quote.id,
    method: 'card' as const,
    status: 'pending' as const,
    amountHalalas,
    provider: settings.gatewayProvider,
    providerInvoiceId: null,
    providerPaymentId: null,
    checkoutUrl: null,
    reference: null,
    failureReason: null,
    recordedBy: null,
    createdAt: now,
  };
}

/**
 * Opens the checkout at the gateway, outside the transaction (an HTTP call must not hold the
 * order's lock), then keeps its id and page and queues its reconciliation. When the gateway
 * fails, the payment is closed as failed, so the next click starts afresh.
 */
async function openAtGateway(
  deps: CheckoutDeps,
  token: string,
  orderId: string,
  payment: PaymentRow,
  settings: StoredPaymentSettings,
): Promise<string> {
  const now = deps.clock.now();
  try {
    const gateway = deps.gateways.gatewayFor(settings);
    const order = await orderFactsForCheckout(deps.db, orderId);
    const checkout = await gateway.createCheckout({
      amountHalalas: payment.amountHalalas,
      currency: 'SAR',
      description: `${order.companyName} · ${order.orderRef}`,
      callbackUrl: `${deps.publicUrl}/api/v1/payment-notifications/moyasar`,
      returnUrl: `${deps.publicUrl}/q/${token}?payment=return`,
      expiresAt: addSeconds(now, CHECKOUT_MINUTES * 60),
      metadata: { paymentId: payment.id, orderRef: order.orderRef },
    });
    await inTransaction(deps.db, async (tx) => {
      await setCheckout(tx, payment.id, { invoiceId: checkout.id, url: checkout.url });
      await enqueueJob(tx, {
        kind: CONFIRM_PAYMENT_JOB,
        key: payment.id,
        companyId: payment.companyId,
        payload: { paymentId: payment.id },
        runAt: addSeconds(now, RECONCILE_AFTER_SECONDS),
      });
    });
    return checkout.url;
  } catch (error) {
    await settlePayment(deps.db, payment.id, {
      status: 'failed',
      failureReason: 'gateway_unavailable',
      now,
    });
    if (error instanceof GatewayError) throw new AppError('GATEWAY_FAILED', { cause: error });
    throw error;
  }
}

/** A second click while the first is opening the checkout waits for its page. */
async function checkoutUrlOf(deps: CheckoutDeps, open: PaymentRow): Promise<string> {
  const until = Date.now() + WAIT_FOR_CHECKOUT_MS;
  for (let payment: PaymentRow | null = open; payment;) {
    if (payment.checkoutUrl) return payment.checkoutUrl;
    if (payment.status !== 'pending' || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
    payment = await findPayment(deps.db, open.id);
  }
  throw new AppError('GATEWAY_FAILED');
}

async function orderFactsForCheckout(db: Database, orderId: string) {
  const facts = await publicOrderFacts(db, orderId);
  if (!facts) throw new AppError('QUOTE_NOT_FOUND');
  return facts;
}
