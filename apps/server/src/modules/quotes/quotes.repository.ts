import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { PaymentOption, QuoteStatus } from '../../db/schema.js';
import {
  branches,
  clients,
  orders,
  pieces,
  quoteChangeRequests,
  quoteLinks,
  quoteTerms,
  quotes,
  users,
  vehicles,
} from '../../db/schema.js';
import type { LockedOrder } from '../orders/index.js';
import type { PieceToPrice, QuoteAnswer, QuoteLineSnapshot } from './quote-lines.js';
import type { QuoteChangeLine } from './change-request-lines.js';
import type { ChangeRequestRow } from './change-requests.repository.js';
import { sarText } from '@taseer/money';

export type { QuoteStatus };

/** Versions the customer can still answer (unless their validity has passed). */
export const OPEN_STATUSES: readonly QuoteStatus[] = ['sent', 'viewed'];

export interface QuoteRow {
  id: string;
  companyId: string;
  orderId: string;
  version: number;
  status: QuoteStatus;
  lines: QuoteLineSnapshot[];
  vatRateBasisPoints: number;
  pricesIncludeVat: boolean;
  vatNumber: string | null;
  terms: string | null;
  deliveryHalalas: number;
  subtotalHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
  validUntil: Date;
  createdBy: string | null;
  createdAt: Date;
  sharedAt: Date | null;
  viewedAt: Date | null;
  closedAt: Date | null;
  answer: QuoteAnswer | null;
  acceptedSubtotalHalalas: number | null;
  acceptedVatHalalas: number | null;
  acceptedTotalHalalas: number | null;
  /** How the customer chose to pay the accepted version (payments module). */
  paymentOption: PaymentOption | null;
}

const quoteColumns = {
  id: quotes.id,
  companyId: quotes.companyId,
  orderId: quotes.orderId,
  version: quotes.version,
  status: quotes.status,
  lines: sql<QuoteLineSnapshot[]>`${quotes.lines}`,
  vatRateBasisPoints: quotes.vatRateBasisPoints,
  pricesIncludeVat: quotes.pricesIncludeVat,
  vatNumber: quotes.vatNumber,
  terms: quotes.terms,
  deliveryHalalas: quotes.deliveryHalalas,
  subtotalHalalas: quotes.subtotalHalalas,
  vatHalalas: quotes.vatHalalas,
  totalHalalas: quotes.totalHalalas,
  validUntil: quotes.validUntil,
  createdBy: quotes.createdBy,
  createdAt: quotes.createdAt,
  sharedAt: quotes.sharedAt,
  viewedAt: quotes.viewedAt,
  closedAt: quotes.closedAt,
  answer: sql<QuoteAnswer | null>`${quotes.answer}`,
  acceptedSubtotalHalalas: quotes.acceptedSubtotalHalalas,
  acceptedVatHalalas: quotes.acceptedVatHalalas,
  acceptedTotalHalalas: quotes.acceptedTotalHalalas,
  paymentOption: quotes.paymentOption,
};

/** The status a reader should see: an open version past its validity has expired. */
export function effectiveStatus(
  quote: Pick<QuoteRow, 'status' | 'validUntil'>,
  now: Date,
): QuoteStatus {
  return OPEN_STATUSES.includes(quote.status) && quote.validUntil <= now ? 'expired' : quote.status;
}

export async function piecesToPrice(tx: Database, order: LockedOrder): Promise<PieceToPrice[]> {
  return tx
    .select({
      id: pieces.id,
      nameAr: pieces.nameAr,
      nameEn: pieces.nameEn,
      serial: pieces.serial,
      quantity: pieces.quantity,
    })
    .from(pieces)
    .where(and(eq(pieces.companyId, order.companyId), eq(pieces.orderId, order.id)))
    .orderBy(asc(pieces.createdAt), asc(pieces.id));
}

/** The newest version of an order's quote, locked with the order's row already held. */
export async function newestQuote(db: Database, orderId: string): Promise<QuoteRow | null> {
  const [row] = await db
    .select(quoteColumns)
    .from(quotes)
    .where(eq(quotes.orderId, orderId))
    .orderBy(desc(quotes.version))
    .limit(1);
  return (row as QuoteRow | undefined) ?? null;
}

/** The version before `version` of an order's quote, if any. */
export async function versionBefore(
  db: Database,
  orderId: string,
  version: number,
): Promise<QuoteRow | null> {
  if (version <= 1) return null;
  const [row] = await db
    .select(quoteColumns)
    .from(quotes)
    .where(and(eq(quotes.orderId, orderId), eq(quotes.version, version - 1)))
    .limit(1);
  return (row as QuoteRow | undefined) ?? null;
}

export interface QuoteWithCreator extends QuoteRow {
  createdByName: string | null;
  /** What the customer asked to change in this version, if anything. */
  changeRequest: ChangeRequestRow | null;
}

/**
 * Every version of an order, newest first, with the name of who issued each and the customer's
 * change request of each.
 */
export async function quotesOfOrder(
  db: Database,
  companyId: string,
  orderId: string,
): Promise<QuoteWithCreator[]> {
  const change = quoteChangeRequests;
  const rows = await db
    .select({
      ...quoteColumns,
      createdByName: users.username,
      changeNote: change.note,
      changeLines: sql<QuoteChangeLine[] | null>`${change.lines}`,
      changeAt: change.createdAt,
    })
    .from(quotes)
    .leftJoin(users, eq(users.id, quotes.createdBy))
    .leftJoin(change, and(eq(change.quoteId, quotes.id), eq(change.companyId, quotes.companyId)))
    .where(and(eq(quotes.companyId, companyId), eq(quotes.orderId, orderId)))
    .orderBy(desc(quotes.version));
  return rows.map(({ changeNote, changeLines, changeAt, ...row }) => ({
    ...(row as Omit<QuoteWithCreator, 'changeRequest'>),
    changeRequest:
      changeAt && changeLines
        ? { note: changeNote, lines: changeLines, createdAt: changeAt }
        : null,
  }));
}

export async function insertQuote(
  tx: Database,
  row: Omit<
    QuoteRow,
    | 'sharedAt'
    | 'viewedAt'
    | 'closedAt'
    | 'answer'
    | 'acceptedSubtotalHalalas'
    | 'acceptedVatHalalas'
    | 'acceptedTotalHalalas'
    | 'paymentOption'
  >,
): Promise<void> {
  await tx.insert(quotes).values(row);
}

/** Moves a version to a new status and keeps the order's copy of its newest status in step. */
export async function setQuoteStatus(
  tx: Database,
  quote: Pick<QuoteRow, 'id' | 'orderId'>,
  status: QuoteStatus,
  changes: Partial<
    Pick<
      QuoteRow,
      | 'viewedAt'
      | 'closedAt'
      | 'sharedAt'
      | 'answer'
      | 'acceptedSubtotalHalalas'
      | 'acceptedVatHalalas'
      | 'acceptedTotalHalalas'
    >
  >,
  newest: boolean,
): Promise<void> {
  await tx
    .update(quotes)
    .set({ status, ...changes })
    .where(eq(quotes.id, quote.id));
  if (!newest) return;
  // An accepted sale owes its accepted total until money comes (payments keep it after).
  const owed = status === 'accepted' ? { owedHalalas: changes.acceptedTotalHalalas ?? 0 } : {};
  await tx
    .update(orders)
    .set({ quoteStatus: status, ...owed })
    .where(eq(orders.id, quote.orderId));
}

/** The way the customer chose to pay an accepted version. */
export async function setPaymentOption(
  tx: Database,
  quoteId: string,
  option: PaymentOption,
): Promise<void> {
  await tx.update(quotes).set({ paymentOption: option }).where(eq(quotes.id, quoteId));
}

export async function markShared(tx: Database, quoteId: string, now: Date): Promise<void> {
  await tx.update(quotes).set({ sharedAt: now }).where(eq(quotes.id, quoteId));
}

export async function setOrderQuote(
  tx: Database,
  orderId: string,
  quote: { version: number; status: QuoteStatus },
  now: Date,
): Promise<void> {
  await tx
    .update(orders)
    .set({ quoteVersion: quote.version, quoteStatus: quote.status, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** The pieces table mirrors the newest version: the first option's unit price, or unavailable. */
export async function mirrorLinesOnPieces(
  tx: Database,
  order: LockedOrder,
  lines: readonly QuoteLineSnapshot[],
  now: Date,
): Promise<void> {
  for (const line of lines) {
    const first = line.options[0];
    await tx
      .update(pieces)
      .set(
        line.state === 'priced' && first
          ? { price: sarText(first.unitHalalas), status: 'priced', updatedAt: now }
          : { price: null, status: 'unavailable', updatedAt: now },
      )
      .where(
        and(
          eq(pieces.companyId, order.companyId),
          eq(pieces.orderId, order.id),
          eq(pieces.id, line.pieceId),
        ),
      );
  }
}

/** The order's link nonce, created with the first version. */
export async function ensureQuoteLink(
  tx: Database,
  order: LockedOrder,
  fresh: { nonce: string; tokenHash: string },
  now: Date,
): Promise<void> {
  await tx
    .insert(quoteLinks)
    .values({ orderId: order.id, companyId: order.companyId, ...fresh, createdAt: now })
    .onConflictDoNothing({ target: quoteLinks.orderId });
}

export async function linkNonceOf(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ nonce: quoteLinks.nonce })
    .from(quoteLinks)
    .where(eq(quoteLinks.orderId, orderId))
    .limit(1);
  return row?.nonce ?? null;
}

export async function orderIdByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<{ orderId: string; companyId: string } | null> {
  const [row] = await db
    .select({ orderId: quoteLinks.orderId, companyId: quoteLinks.companyId })
    .from(quoteLinks)
    .where(eq(quoteLinks.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** What the customer's page shows beside the quote. */
export interface PublicOrderFacts {
  orderId: string;
  companyId: string;
  orderRef: string;
  orderStatus: 'pending' | 'completed' | 'canceled';
  companyName: string;
  companyImageId: string | null;
  companyDialCode: string;
  companyPhone: string;
  branchName: string | null;
  branchAddress: string | null;
  commercialRegistration: string | null;
  contactPhone: string | null;
  whatsappPhone: string | null;
  clientName: string;
  clientDialCode: string;
  clientPhone: string;
  mark: string | null;
  model: string | null;
  year: number | null;
}

const company = users;

export async function publicOrderFacts(
  db: Database,
  orderId: string,
): Promise<PublicOrderFacts | null> {
  const [row] = await db
    .select({
      orderId: orders.id,
      companyId: orders.companyId,
      orderRef: orders.orderRef,
      orderStatus: orders.status,
      companyName: company.username,
      companyImageId: company.imageId,
      companyDialCode: company.dialCode,
      companyPhone: company.phoneNumber,
      branchName: branches.name,
      branchAddress: branches.address,
      commercialRegistration: quoteTerms.commercialRegistration,
      contactPhone: quoteTerms.contactPhone,
      whatsappPhone: quoteTerms.whatsappPhone,
      clientName: clients.username,
      clientDialCode: clients.dialCode,
      clientPhone: clients.phoneNumber,
      mark: vehicles.mark,
      model: vehicles.model,
      year: vehicles.year,
    })
    .from(orders)
    .innerJoin(company, eq(company.id, orders.companyId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .leftJoin(branches, eq(branches.id, orders.branchId))
    .leftJoin(quoteTerms, eq(quoteTerms.companyId, orders.companyId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** Open versions whose validity has passed, oldest first, a batch at a time. */
export async function openQuotesPast(
  db: Database,
  now: Date,
  limit: number,
): Promise<{ id: string; orderId: string }[]> {
  return db
    .select({ id: quotes.id, orderId: quotes.orderId })
    .from(quotes)
    .where(and(inArray(quotes.status, [...OPEN_STATUSES]), lte(quotes.validUntil, now)))
    .orderBy(asc(quotes.validUntil))
    .limit(limit);
}

export function companyLogoPath(imageId: string | null): string | null {
  return imageId ? `/api/v1/images/${imageId}` : null;
}

export async function orderCompanyId(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyId: orders.companyId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.companyId ?? null;
}
