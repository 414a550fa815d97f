import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import { type OrderEventActor, recordOrderEvent } from '../order-events/index.js';
import { closeOrder, type LockedOrder } from '../orders/index.js';
import { expireQuote } from './quote-expiry.js';
import { queueExpiryReminder } from './quote-reminder.js';
import { linkToken, linkTokenHash, newLinkNonce } from './quote-link.js';
import { offeredTotals } from '@taseer/money';
import { linesFromInput, type QuoteLineInput } from './quote-lines.js';
import { priceChanges } from './quote-price-changes.js';
import { type AuditActor, change, recordAuditEvent } from '../audit/index.js';
import { findQuoteTerms } from './quote-terms.js';
import {
  effectiveStatus,
  ensureQuoteLink,
  insertQuote,
  mirrorLinesOnPieces,
  newestQuote,
  OPEN_STATUSES,
  piecesToPrice,
  setOrderQuote,
  setQuoteStatus,
} from './quotes.repository.js';
import { addSaleDay } from '../stats/index.js';
import { randomUUID } from 'node:crypto';
import { heldByOther, markPriced, recordQuotedParts } from '../desk/index.js';

export interface IssuedVersion {
  version: number;
  totalHalalas: number;
}

/**
 * Issues the next version of a locked order's quote, in the caller's transaction: the lines are
 * checked against the order's pieces, priced under the company's current terms, the previous open
 * version is superseded, the pieces mirror the new prices, a pending order is completed, and the
 * order's history records it. Refuses a canceled order and an accepted quote.
 */
export async function issueVersion(
  tx: Database,
  order: LockedOrder,
  input: readonly QuoteLineInput[],
  context: {
    actor: OrderEventActor & { type: 'user' };
    /** Who prices, with where from, for the audit log's record of a changed price. */
    auditActor: AuditActor;
    now: Date;
    linkSecret: string;
  },
): Promise<IssuedVersion> {
  const { now } = context;
  if (order.status === 'canceled') {
    throw new AppError('ORDER_NOT_PENDING', { message: 'هذا الطلب ملغي، فلا يمكن تسعيره' });
  }
  // Whoever holds a waiting order prices it; anyone else takes it over first (claims.service.ts).
  // Once quoted, the order has left the queue: a new version is anyone's who may price.
  if (order.status === 'pending' && order.claimedBy && order.claimedBy !== context.actor.id) {
    throw await heldByOther(tx, order);
  }
  const previous = await newestQuote(tx, order.id);
  if (previous?.status === 'accepted') {
    throw new AppError('QUOTE_ALREADY_ACCEPTED');
  }
  const lines = linesFromInput(await piecesToPrice(tx, order), input);
  const terms = await findQuoteTerms(tx, order.companyId);
  const totals = offeredTotals(lines, {
    vatRateBasisPoints: terms.vatRateBasisPoints,
    pricesIncludeVat: terms.pricesIncludeVat,
    deliveryHalalas: terms.deliveryFeeHalalas,
  });
  const version = (previous?.version ?? 0) + 1;

  if (previous && OPEN_STATUSES.includes(previous.status)) {
    // A version past its validity expired before this one replaced it: it reads expired, as
    // everywhere else, and its expiry is recorded now if neither the sweep nor a read did yet.
    if (effectiveStatus(previous, now) === 'expired') await expireQuote(tx, order, previous, now);
    else await setQuoteStatus(tx, previous, 'superseded', { closedAt: now }, false);
  }
  const quoteId = randomUUID();
  const validUntil = addSeconds(now, terms.validityHours * 3600);
  await insertQuote(tx, {
    id: quoteId,
    companyId: order.companyId,
    orderId: order.id,
    version,
    status: 'sent',
    lines,
    vatRateBasisPoints: terms.vatRateBasisPoints,
    pricesIncludeVat: terms.pricesIncludeVat,
    vatNumber: terms.vatNumber,
    terms: terms.terms,
    ...totals,
    validUntil,
    createdBy: context.actor.id,
    createdAt: now,
  });
  await queueExpiryReminder(tx, {
    id: quoteId,
    companyId: order.companyId,
    orderId: order.id,
    createdAt: now,
    validUntil,
  });
  await setOrderQuote(tx, order.id, { version, status: 'sent' }, now);
  await mirrorLinesOnPieces(tx, order, lines, now);
  await markPriced(tx, order, context.actor.id, now);
  await recordQuotedParts(tx, quoteId);
  if (order.status === 'pending') await closeOrder(tx, order.id, 'completed', now);

  const nonce = newLinkNonce();
  await ensureQuoteLink(
    tx,
    order,
    { nonce, tokenHash: linkTokenHash(linkToken(context.linkSecret, nonce)) },
    now,
  );
  await recordOrderEvent(tx, {
    companyId: order.companyId,
    orderId: order.id,
    type: 'order.priced',
    actor: context.actor,
    data: {
      version,
      totalHalalas: totals.totalHalalas,
      priced: lines.filter((line) => line.state === 'priced').length,
      unavailable: lines.filter((line) => line.state === 'unavailable').length,
    },
    now,
  });
  if (previous) {
    const changes = priceChanges(previous.lines, lines);
    if (changes.length > 0) {
      if (previous.totalHalalas !== totals.totalHalalas) {
        changes.push(change('quoteTotal', 'money', previous.totalHalalas, totals.totalHalalas));
      }
      await recordAuditEvent(tx, {
        companyId: order.companyId,
        action: 'quote.repriced',
        actor: context.auditActor,
        target: { type: 'order', id: order.id, label: order.orderRef },
        changes,
        details: { version },
        now,
      });
    }
  }
  // Statistics count an order quoted once, however many versions follow.
  if (!previous) await addSaleDay(tx, order, now, { sent: 1 });
  return { version, totalHalalas: totals.totalHalalas };
}
