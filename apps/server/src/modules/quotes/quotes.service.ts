import type { VatTerms } from '@taseer/money';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { AuthContext } from '../identity/index.js';
import {
  findOrderView,
  lockOrder,
  notifyOrderStaff,
  type OrderView,
  pricedOrderNotice,
} from '../orders/index.js';
import { recordOrderEvent } from '../order-events/index.js';
import { scopeOf } from '../scope/index.js';
import { issueVersion } from './issue-quote.js';
import { linkToken, quoteLinkUrl } from './quote-link.js';
import type { Body } from '../../openapi/operation-types.js';
import { fillMessage, whatsappUrl } from './quote-message.js';
import { DEFAULT_MESSAGE_TEMPLATE, findQuoteTerms } from './quote-terms.js';
import { toQuoteView, type QuoteView } from './quote-views.js';
import { linkNonceOf, markShared, orderCompanyId, quotesOfOrder } from './quotes.repository.js';

export interface QuoteDeps {
  db: Database;
  clock: Clock;
  /** The origin of quote links is settled per request (see quotes.routes.ts). */
  config: { quoteLinkSecret: string; publicUrl: string };
}

/** The contract's `OrderQuotes`. */
export interface OrderQuotesView {
  quotes: QuoteView[];
  link: string | null;
  chatMessage: string | null;
  whatsappUrl: string | null;
  nextTerms: VatTerms;
}

/** Every version of an order within the caller's scope, with the link and the filled message. */
export async function listOrderQuotes(
  deps: QuoteDeps,
  auth: AuthContext,
  orderId: string,
): Promise<OrderQuotesView> {
  const scope = await scopeOf(deps.db, auth);
  const order = await findOrderView(deps.db, scope, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return orderQuotesOf(deps, order);
}

/** Every version of an order already read within a scope, with its link and filled message. */
export async function orderQuotesOf(deps: QuoteDeps, order: OrderView): Promise<OrderQuotesView> {
  const companyId = await companyOfOrder(deps.db, order._id);
  const now = deps.clock.now();
  const versions = await quotesOfOrder(deps.db, companyId, order._id);
  const nonce = await linkNonceOf(deps.db, order._id);
  const newest = versions[0];
  const terms = await findQuoteTerms(deps.db, companyId);
  const nextTerms: VatTerms = {
    vatRateBasisPoints: terms.vatRateBasisPoints,
    pricesIncludeVat: terms.pricesIncludeVat,
    deliveryHalalas: terms.deliveryFeeHalalas,
  };
  if (!newest || !nonce) {
    return { quotes: [], link: null, chatMessage: null, whatsappUrl: null, nextTerms };
  }
  const link = quoteLinkUrl(deps.config.publicUrl, linkToken(deps.config.quoteLinkSecret, nonce));
  const chatMessage = fillMessage(terms.messageTemplate ?? DEFAULT_MESSAGE_TEMPLATE, {
    customerName: order.clientName,
    orderRef: order.orderRef,
    totalHalalas: newest.totalHalalas,
    validUntil: newest.validUntil,
    link,
  });
  return {
    quotes: versions.map((version) => toQuoteView(version, now)),
    link,
    chatMessage,
    whatsappUrl: whatsappUrl(order.clientId.phone, chatMessage),
    nextTerms,
  };
}

async function companyOfOrder(db: Database, orderId: string): Promise<string> {
  const companyId = await orderCompanyId(db, orderId);
  if (!companyId) throw new AppError('ORDER_NOT_FOUND');
  return companyId;
}

/** `issueQuote`: the next version of the order's quote (see the contract). */
export async function issueQuote(
  deps: QuoteDeps,
  auth: AuthContext,
  orderId: string,
  input: Body<'issueQuote'>,
): Promise<OrderQuotesView & { message: string; order: OrderView }> {
  const scope = await scopeOf(deps.db, auth);
  const { order, version } = await inTransaction(deps.db, async (tx) => {
    const locked = await lockOrder(tx, scope, orderId);
    if (!locked) throw new AppError('ORDER_NOT_FOUND');
    const now = deps.clock.now();
    const issued = await issueVersion(tx, locked, input.lines, {
      actor: { type: 'user', id: auth.userId },
      auditActor: auth,
      now,
      linkSecret: deps.config.quoteLinkSecret,
    });
    await notifyOrderStaff(tx, locked, pricedOrderNotice(locked, issued.version), now, {
      holder: true,
      actorId: auth.userId,
    });
    const view = await findOrderView(tx, scope, orderId);
    if (!view) throw new Error('the order just priced cannot be read back');
    return { order: view, version: issued.version };
  });
  return {
    message: version > 1 ? 'تم تحديث عرض السعر بنجاح' : 'تم تسعير الطلب بنجاح',
    order,
    ...(await orderQuotesOf(deps, order)),
  };
}

/** `shareQuote`: the first share of the newest version is recorded; later ones change nothing. */
export async function shareQuote(
  deps: QuoteDeps,
  auth: AuthContext,
  orderId: string,
  input: Body<'shareQuote'>,
): Promise<{ message: string; quote: QuoteView }> {
  const scope = await scopeOf(deps.db, auth);
  const quoteId = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, scope, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const [newest] = await quotesOfOrder(tx, order.companyId, order.id);
    if (!newest || order.status === 'canceled') throw new AppError('QUOTE_NOT_SHAREABLE');
    if (!newest.sharedAt) {
      const now = deps.clock.now();
      await markShared(tx, newest.id, now);
      await recordOrderEvent(tx, {
        companyId: order.companyId,
        orderId: order.id,
        type: 'quote.shared',
        actor: { type: 'user', id: auth.userId },
        data: { version: newest.version, channel: input.channel },
        now,
      });
    }
    return newest.id;
  });
  const companyId = await companyOfOrder(deps.db, orderId);
  const quote = (await quotesOfOrder(deps.db, companyId, orderId)).find((q) => q.id === quoteId);
  if (!quote) throw new Error('the quote just shared cannot be read back');
  return { message: 'تم تسجيل إرسال عرض السعر', quote: toQuoteView(quote, deps.clock.now()) };
}
