import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Body } from '../../openapi/operation-types.js';
import { type LockedOrder, lockOrder, type Notice, notifyOrderStaff } from '../orders/index.js';
import { recordOrderEvent, type OrderEventType } from '../order-events/index.js';
import { changeRequestOf, versionEventAt } from './change-requests.repository.js';
import { expireQuote } from './quote-expiry.js';
import { isWellFormedToken, linkTokenHash } from './quote-link.js';
import { chosenTotals } from '@taseer/money';
import { checkedChoices, type QuoteAnswer } from './quote-lines.js';
import {
  acceptedQuoteNotice,
  declinedQuoteNotice,
  viewedQuoteNotice,
} from './quote-notifications.js';
import {
  toPublicQuote,
  vatTermsOf,
  type PublicFulfilmentView,
  type PublicPaymentView,
  type PublicQuoteView,
} from './quote-views.js';
import {
  effectiveStatus,
  newestQuote,
  orderIdByTokenHash,
  publicOrderFacts,
  setQuoteStatus,
  versionBefore,
  type QuoteRow,
} from './quotes.repository.js';
import { addSaleDay } from '../stats/index.js';

/**
 * What follows an accepted version on the customer's page — its payment and its handover — from
 * the payments and fulfilment modules: handed in (app.ts) rather than imported, so quotes do not
 * depend on them, which depend on quotes.
 */
export type AfterSaleReader = (
  db: Database,
  orderId: string,
  quote: QuoteRow,
) => Promise<{ payment: PublicPaymentView | null; fulfilment: PublicFulfilmentView | null }>;

export interface PublicQuoteDeps {
  db: Database;
  clock: Clock;
  afterSale?: AfterSaleReader;
}

/** The event of a customer asking for a new quote after a declined or expired version. */
export const NEW_QUOTE_REQUESTED = 'quote.new_quote_requested' satisfies OrderEventType;

/** Any token that is not a live link answers the same 404: nothing tells a guess apart. */
export async function orderOfToken(db: Database, token: string): Promise<string> {
  if (!isWellFormedToken(token)) throw new AppError('QUOTE_NOT_FOUND');
  const found = await orderIdByTokenHash(db, linkTokenHash(token));
  if (!found) throw new AppError('QUOTE_NOT_FOUND');
  return found.orderId;
}

/** The refusal of an answer or a request about a version the shop has since replaced. */
export const OLDER_VERSION = 'أصدر المتجر نسخة أحدث من هذا العرض، حدّث الصفحة لتراها';

/**
 * What the customer answers or asks about `version` acts on: the order, locked until the
 * transaction ends, and its newest quote. A link whose order or quote is gone answers 404; a
 * version other than the newest is refused with `olderMessage`, before anything is read of it.
 */
export async function lockedPublicVersion(
  tx: Database,
  orderId: string,
  version: number,
  olderMessage: string = OLDER_VERSION,
): Promise<{ order: LockedOrder; quote: QuoteRow }> {
  const order = await lockOrder(tx, null, orderId);
  const quote = order ? await newestQuote(tx, orderId) : null;
  if (!order || !quote) throw new AppError('QUOTE_NOT_FOUND');
  if (version !== quote.version) throw new AppError('QUOTE_CLOSED', { message: olderMessage });
  return { order, quote };
}

/**
 * The newest version behind a link. Its first read marks it viewed (and tells the staff); a read
 * after its validity closes it as expired. Both happen under the order's lock, once.
 */
export async function getPublicQuote(
  deps: PublicQuoteDeps,
  token: string,
): Promise<PublicQuoteView> {
  const orderId = await orderOfToken(deps.db, token);
  const quote = await newestQuote(deps.db, orderId);
  if (!quote) throw new AppError('QUOTE_NOT_FOUND');
  const now = deps.clock.now();
  const status = effectiveStatus(quote, now);
  if (quote.status === 'sent' || status !== quote.status) {
    await inTransaction(deps.db, async (tx) => {
      const order = await lockOrder(tx, null, orderId);
      const current = order ? await newestQuote(tx, orderId) : null;
      if (!order || !current || current.id !== quote.id) return;
      await settleOnRead(tx, order, current, now);
    });
  }
  return readPublicQuote(deps, orderId);
}

async function settleOnRead(tx: Database, order: LockedOrder, quote: QuoteRow, now: Date) {
  if (effectiveStatus(quote, now) === 'expired' && quote.status !== 'expired') {
    await expireQuote(tx, order, quote, now);
  } else if (quote.status === 'sent') {
    await setQuoteStatus(tx, quote, 'viewed', { viewedAt: now }, true);
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'quote.viewed',
      actor: { type: 'customer' },
      data: { version: quote.version },
      now,
    });
    await tellStaff(tx, order, quote, viewedQuoteNotice(order), now);
  }
}

export async function readPublicQuote(
  deps: PublicQuoteDeps,
  orderId: string,
): Promise<PublicQuoteView> {
  const [facts, quote] = await Promise.all([
    publicOrderFacts(deps.db, orderId),
    newestQuote(deps.db, orderId),
  ]);
  if (!facts || !quote) throw new AppError('QUOTE_NOT_FOUND');
  const order = { companyId: quote.companyId, id: orderId };
  const [previous, afterSale, changeRequest, newQuoteRequestedAt] = await Promise.all([
    versionBefore(deps.db, orderId, quote.version),
    deps.afterSale?.(deps.db, orderId, quote) ?? { payment: null, fulfilment: null },
    changeRequestOf(deps.db, quote.companyId, quote.id),
    versionEventAt(deps.db, order, NEW_QUOTE_REQUESTED, quote.version),
  ]);
  return toPublicQuote(
    facts,
    quote,
    previous,
    afterSale,
    deps.clock.now(),
    changeRequest,
    newQuoteRequestedAt,
  );
}

/**
 * The customer's one answer to the newest version. The order's lock orders concurrent answers:
 * the first is recorded, an identical one after it is answered as recorded, a different one is
 * refused.
 */
export async function answerPublicQuote(
  deps: PublicQuoteDeps,
  token: string,
  input: Body<'answerPublicQuote'>,
): Promise<PublicQuoteView> {
  const orderId = await orderOfToken(deps.db, token);
  await inTransaction(deps.db, async (tx) => {
    const { order, quote } = await lockedPublicVersion(
      tx,
      orderId,
      input.version,
      `${OLDER_VERSION} ثم اختر من جديد`,
    );
    const now = deps.clock.now();
    const answer = answerOf(quote, input);
    const status = effectiveStatus(quote, now);
    if (status === 'accepted' || status === 'declined') {
      if (sameAnswer(quote.answer, answer)) return;
      throw new AppError('QUOTE_CLOSED', {
        message: 'سبق الرد على هذا العرض، ولكل نسخة رد واحد',
      });
    }
    if (status !== 'sent' && status !== 'viewed') throw closedBecause(status);
    await recordAnswer(tx, order, quote, answer, now);
  });
  return readPublicQuote(deps, orderId);
}

function closedBecause(status: string): AppError {
  const message =
    status === 'expired'
      ? 'انتهت صلاحية هذا العرض، اطلب من المتجر عرضًا جديدًا'
      : 'سحب المتجر هذا العرض، تواصل معه إن كنت ما زلت بحاجة إلى القطع';
  return new AppError('QUOTE_CLOSED', { message });
}

function answerOf(quote: QuoteRow, input: Body<'answerPublicQuote'>): QuoteAnswer {
  if (input.decision === 'accept') {
    return { decision: 'accepted', lines: checkedChoices(quote.lines, input.lines ?? []) };
  }
  if (!input.reason) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'اختر سبب رفض العرض',
      errors: [{ field: 'reason', message: 'اختر سبب رفض العرض' }],
    });
  }
  const reasonText = input.reasonText?.trim() || null;
  if (input.reason === 'other' && !reasonText) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'اكتب سبب الرفض',
      errors: [{ field: 'reasonText', message: 'اكتب سبب الرفض' }],
    });
  }
  return { decision: 'declined', reason: input.reason, reasonText };
}

/** Field by field: jsonb gives keys back in its own order. */
function sameAnswer(recorded: QuoteAnswer | null, answer: QuoteAnswer): boolean {
  if (!recorded || recorded.decision !== answer.decision) return false;
  if (recorded.decision === 'declined' && answer.decision === 'declined') {
    return recorded.reason === answer.reason && recorded.reasonText === answer.reasonText;
  }
  if (recorded.decision === 'accepted' && answer.decision === 'accepted') {
    return (
      recorded.lines.length === answer.lines.length &&
      recorded.lines.every(
        (line, index) =>
          line.pieceId === answer.lines[index]?.pieceId &&
          line.option === answer.lines[index]?.option,
      )
    );
  }
  return false;
}

async function recordAnswer(
  tx: Database,
  order: LockedOrder,
  quote: QuoteRow,
  answer: QuoteAnswer,
  now: Date,
) {
  if (answer.decision === 'declined') {
    await setQuoteStatus(tx, quote, 'declined', { answer, closedAt: now }, true);
    await recordOrderEvent(tx, {
      companyId: order.companyId,
      orderId: order.id,
      type: 'quote.declined',
      actor: { type: 'customer' },
      data: { version: quote.version, reason: answer.reason, reasonText: answer.reasonText },
      now,
    });
    await addSaleDay(tx, order, now, { declined: 1 });
    await tellStaff(
      tx,
      order,
      quote,
      declinedQuoteNotice(order, answer.reason, answer.reasonText),
      now,
    );
    return;
  }
  const totals = chosenTotals(quote.lines, answer.lines, vatTermsOf(quote));
  await setQuoteStatus(
    tx,
    quote,
    'accepted',
    {
      answer,
      closedAt: now,
      acceptedSubtotalHalalas: totals.subtotalHalalas,
      acceptedVatHalalas: totals.vatHalalas,
      acceptedTotalHalalas: totals.totalHalalas,
    },
    true,
  );
  await recordOrderEvent(tx, {
    companyId: order.companyId,
    orderId: order.id,
    type: 'quote.accepted',
    actor: { type: 'customer' },
    data: { version: quote.version, lines: answer.lines, totalHalalas: totals.totalHalalas },
    now,
  });
  await addSaleDay(tx, order, now, { accepted: 1, acceptedHalalas: totals.totalHalalas });
  const accepted = new Set(answer.lines.map((line) => line.pieceId));
  const priced = quote.lines.filter((line) => line.state === 'priced');
  const notice = acceptedQuoteNotice(order, {
    names: priced.filter((line) => accepted.has(line.pieceId)).map((line) => line.nameAr),
    of: priced.length,
    totalHalalas: totals.totalHalalas,
  });
  await tellStaff(tx, order, quote, notice, now);
}

/** The order's staff: its company, its branch's manager, its holder and who issued the version. */
async function tellStaff(
  tx: Database,
  order: LockedOrder,
  quote: QuoteRow,
  notice: Notice,
  now: Date,
) {
  await notifyOrderStaff(tx, order, notice, now, { holder: true, also: [quote.createdBy] });
}
