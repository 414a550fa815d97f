import type { orderEvents, payments, quoteDailyCounts, quoteLinks, quotes } from '../db/schema.js';
import { businessDay } from '../lib/business-day.js';
import { linkToken, linkTokenHash, newLinkNonce } from '../modules/quotes/quote-link.js';
import {
  type DeclineReason,
  type QuoteAnswer,
  type QuoteLineSnapshot,
} from '../modules/quotes/quote-lines.js';
import { chosenTotals, halalasOf, offeredTotals, type ChosenLine } from '@taseer/money';
import { DEFAULT_QUOTE_TERMS } from '../modules/quotes/quote-terms.js';
import { buildAfterSale, type DemoSaleState } from './demo-after-sale.js';
import type { SeededRandom } from './random.js';

/**
 * The quotes of the demo's priced orders, as the product would have written them: version 1
 * under the default terms, answered (accepted, declined) or left to expire by their age; the
 * last days' still open, some not shared yet. With their links, their history events and the
 * day counts the statistics read.
 */

const HOUR_MS = 3_600_000;
const VALIDITY_MS = DEFAULT_QUOTE_TERMS.validityHours * HOUR_MS;
const TERMS = {
  vatRateBasisPoints: DEFAULT_QUOTE_TERMS.vatRateBasisPoints,
  pricesIncludeVat: DEFAULT_QUOTE_TERMS.pricesIncludeVat,
  deliveryHalalas: DEFAULT_QUOTE_TERMS.deliveryFeeHalalas,
};
const DECLINE_REASONS: readonly { value: DeclineReason; weight: number }[] = [
  { value: 'too_expensive', weight: 5 },
  { value: 'found_elsewhere', weight: 3 },
  { value: 'not_needed', weight: 2 },
];

export interface PricedDemoOrder {
  id: string;
  companyId: string;
  branchId: string | null;
  sectionId: string | null;
  agentId: string | null;
  /** When it was priced. */
  pricedAt: Date;
  pieces: {
    id: string;
    nameAr: string;
    nameEn: string | null;
    serial: string | null;
    quantity: number;
    price: string | null;
  }[];
}

export interface DemoQuoteRows {
  quotes: (typeof quotes.$inferInsert)[];
  quoteLinks: (typeof quoteLinks.$inferInsert)[];
  quoteDailyCounts: (typeof quoteDailyCounts.$inferInsert)[];
  orderEvents: (typeof orderEvents.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  /** The newest version and status each order now carries, and an accepted sale's state. */
  orderQuotes: Map<string, { version: number; status: QuoteStatus; sale: DemoSaleState | null }>;
}

type QuoteStatus = NonNullable<(typeof quotes.$inferInsert)['status']>;

export function buildDemoQuotes(
  orders: readonly PricedDemoOrder[],
  options: { now: Date; random: SeededRandom; newId: () => string; linkSecret: string },
): DemoQuoteRows {
  const { now, random, newId } = options;
  const rows: DemoQuoteRows = {
    quotes: [],
    quoteLinks: [],
    quoteDailyCounts: [],
    orderEvents: [],
    payments: [],
    orderQuotes: new Map(),
  };
  interface DayCounts {
    companyId: string;
    day: string;
    branchId: string | null;
    sectionId: string | null;
    sentCount: number;
    acceptedCount: number;
    declinedCount: number;
    acceptedHalalas: number;
    paidCount: number;
    deliveredCount: number;
    collectedHalalas: number;
  }
  const days = new Map<string, DayCounts>();
  const countOn = (order: PricedDemoOrder, at: Date): DayCounts => {
    const key = `${order.companyId}|${businessDay(at)}|${order.branchId}|${order.sectionId}`;
    let row = days.get(key);
    if (!row) {
      row = {
        companyId: order.companyId,
        day: businessDay(at),
        branchId: order.branchId,
        sectionId: order.sectionId,
        sentCount: 0,
        acceptedCount: 0,
        declinedCount: 0,
        acceptedHalalas: 0,
        paidCount: 0,
        deliveredCount: 0,
        collectedHalalas: 0,
      };
      days.set(key, row);
    }
    return row;
  };

  for (const order of orders) {
    const lines = linesOf(order, random);
    if (!lines.some((line) => line.state === 'priced')) continue;
    const totals = offeredTotals(lines, TERMS);
    const validUntil = new Date(order.pricedAt.getTime() + VALIDITY_MS);
    const open = validUntil > now;
    const viewedAt = random.chance(0.8)
      ? new Date(Math.min(now.getTime(), order.pricedAt.getTime() + random.int(5, 600) * 60_000))
      : null;
    const answeredAt = viewedAt
      ? new Date(Math.min(now.getTime(), viewedAt.getTime() + random.int(2, 240) * 60_000))
      : null;
    const outcome = outcomeOf(open, viewedAt !== null, random);

    let answer: QuoteAnswer | null = null;
    let accepted: ReturnType<typeof chosenTotals> | null = null;
    if (outcome === 'accepted') {
      const chosen: ChosenLine[] = lines
        .filter((line) => line.state === 'priced')
        .filter((_, index) => index === 0 || random.chance(0.75))
        .map((line) => ({
          pieceId: line.pieceId,
          option: line.options.length > 1 && random.chance(0.4) ? 1 : 0,
        }));
      answer = { decision: 'accepted', lines: chosen };
      accepted = chosenTotals(lines, chosen, TERMS);
    } else if (outcome === 'declined') {
      answer = { decision: 'declined', reason: random.weighted(DECLINE_REASONS), reasonText: null };
    }
    const closedAt =
      outcome === 'accepted' || outcome === 'declined'
        ? answeredAt
        : outcome === 'expired'
          ? validUntil
          : null;

    const nonce = newLinkNonce();
    rows.quoteLinks.push({
      orderId: order.id,
      companyId: order.companyId,
      nonce,
      tokenHash: linkTokenHash(linkToken(options.linkSecret, nonce)),
      createdAt: order.pricedAt,
    });
    const quoteId = newId();
    rows.quotes.push({
      id: quoteId,
      companyId: order.companyId,
      orderId: order.id,
      version: 1,
      status: outcome,
      lines,
      vatRateBasisPoints: TERMS.vatRateBasisPoints,
      pricesIncludeVat: TERMS.pricesIncludeVat,
      vatNumber: null,
      terms: null,
      ...totals,
      validUntil,
      createdBy: order.agentId,
      createdAt: order.pricedAt,
      sharedAt: outcome === 'sent' && random.chance(0.4) ? null : order.pricedAt,
      viewedAt: outcome === 'sent' ? null : viewedAt,
      closedAt,
      answer,
      acceptedSubtotalHalalas: accepted?.subtotalHalalas ?? null,
      acceptedVatHalalas: accepted?.vatHalalas ?? null,
      acceptedTotalHalalas: accepted?.totalHalalas ?? null,
    });
    const afterSale =
      outcome === 'accepted' && accepted && answeredAt
        ? buildAfterSale(
            {
              orderId: order.id,
              companyId: order.companyId,
              quoteId,
              version: 1,
              agentId: order.agentId,
              totalHalalas: accepted.totalHalalas,
              acceptedAt: answeredAt,
            },
            options,
          )
        : null;
    rows.orderQuotes.set(order.id, {
      version: 1,
      status: outcome,
      sale: afterSale?.state ?? null,
    });

    const event = (type: string, at: Date, actorType: string, data: Record<string, unknown>) =>
      rows.orderEvents.push({
        companyId: order.companyId,
        orderId: order.id,
        type,
        actorType,
        actorId: actorType === 'user' ? order.agentId : null,
        data: { version: 1, ...data },
        createdAt: at,
      });
    event('order.priced', order.pricedAt, 'user', { totalHalalas: totals.totalHalalas });
    if (outcome !== 'sent' && viewedAt) event('quote.viewed', viewedAt, 'customer', {});
    if (answer && answeredAt) {
      event(
        `quote.${outcome}`,
        answeredAt,
        'customer',
        accepted ? { totalHalalas: accepted.totalHalalas } : {},
      );
    }
    if (outcome === 'expired') event('quote.expired', validUntil, 'system', {});

    countOn(order, order.pricedAt).sentCount += 1;
    if (answeredAt && outcome === 'accepted' && accepted) {
      const day = countOn(order, answeredAt);
      day.acceptedCount += 1;
      day.acceptedHalalas += accepted.totalHalalas;
    }
    if (answeredAt && outcome === 'declined') countOn(order, answeredAt).declinedCount += 1;
    if (afterSale) {
      rows.payments.push(...afterSale.payments);
      rows.orderEvents.push(...afterSale.events);
      for (const step of afterSale.days) {
        const day = countOn(order, step.at);
        day.paidCount += step.paid ?? 0;
        day.deliveredCount += step.delivered ?? 0;
        day.collectedHalalas += step.collectedHalalas ?? 0;
      }
    }
  }
  rows.quoteDailyCounts = [...days.values()];
  return rows;
}

/** Open ones are still waiting; older ones were mostly answered, the rest ran out. */
function outcomeOf(open: boolean, viewed: boolean, random: SeededRandom): QuoteStatus {
  if (!viewed) return open ? 'sent' : 'expired';
  if (open && random.chance(0.6)) return 'viewed';
  return random.weighted([
    { value: 'accepted' as const, weight: 55 },
    { value: 'declined' as const, weight: 20 },
    { value: 'expired' as const, weight: 25 },
  ]);
}

/** The pieces as priced; a fifth of the priced ones also offer a cheaper commercial part. */
function linesOf(order: PricedDemoOrder, random: SeededRandom): QuoteLineSnapshot[] {
  return order.pieces.map((piece) => {
    const base = {
      pieceId: piece.id,
      nameAr: piece.nameAr,
      nameEn: piece.nameEn,
      serial: piece.serial,
      quantity: piece.quantity,
    };
    const unit = piece.price === null ? null : halalasOf(Number(piece.price));
    if (unit === null) return { ...base, state: 'unavailable', note: null, options: [] };
    const original = { kind: null, unitHalalas: unit, brand: null, deliveryDays: null };
    if (!random.chance(0.2)) return { ...base, state: 'priced', note: null, options: [original] };
    return {
      ...base,
      state: 'priced',
      note: null,
      options: [
        { ...original, kind: 'original' as const, deliveryDays: random.int(0, 2) },
        {
          kind: 'commercial' as const,
          unitHalalas: Math.round((unit * 0.6) / 500) * 500 || unit,
          brand: null,
          deliveryDays: random.int(1, 5),
        },
      ],
    };
  });
}
