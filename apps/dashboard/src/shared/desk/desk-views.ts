import type { components, Piece } from '@taseer/api';
import type {
  CustomerOrderView,
  PriceMemoryView,
  TimelineEventType,
  TimelineEventView,
} from '@taseer/ui';

/**
 * The desk's API records (contract: OrderEvent, PartMemory, CustomerOrder) as the design system's
 * desk components take them. The shapes are close; what differs is named here once.
 */

type Schemas = components['schemas'];
export type OrderEvent = Schemas['OrderEvent'];
export type PartMemory = Schemas['PartMemory'];
export type CustomerOrder = Schemas['CustomerOrder'];

/**
 * One event of the order's history. The contract's types are the timeline's, but for
 * `quote.withdrawn`, which the API never sends: a withdrawn quote is an `order.canceled` carrying
 * the version it withdrew, and the timeline says so («… وسُحب العرض»). A type newer than this
 * build is passed on as it came (the timeline shows its technical name rather than losing it).
 */
export function timelineEventView(event: OrderEvent): TimelineEventView {
  return {
    id: event.id,
    type: event.type satisfies TimelineEventType,
    at: event.at,
    actor: { kind: event.actor.kind, name: event.actor.name },
    version: event.version,
    source: event.source,
    branchName: event.branchName,
    sectionName: event.sectionName,
    assigneeName: event.assigneeName,
    totalHalalas: event.totalHalalas,
    amountHalalas: event.amountHalalas,
    fulfilmentStage: event.fulfilmentStage,
  };
}

export function timelineEventViews(events: readonly OrderEvent[]): TimelineEventView[] {
  return events.map(timelineEventView);
}

/**
 * Each piece's price memory by its id, named as the piece is on screen. A piece the answer does
 * not cover has none (its panel shows nothing).
 */
export function priceMemoryByPiece(
  parts: readonly PartMemory[],
  pieces: readonly Piece[],
  nameOf: (piece: Piece) => string,
): Map<string, PriceMemoryView> {
  const byId = new Map(pieces.map((piece) => [piece._id, piece]));
  const views = new Map<string, PriceMemoryView>();
  for (const part of parts) {
    const piece = byId.get(part.pieceId);
    if (!piece) continue;
    views.set(part.pieceId, {
      partName: nameOf(piece),
      count: part.count,
      lastHalalas: part.lastHalalas,
      lastAt: part.lastAt,
      minHalalas: part.minHalalas,
      medianHalalas: part.medianHalalas,
      maxHalalas: part.maxHalalas,
      recent: part.recent.map((entry) => ({
        priceHalalas: entry.priceHalalas,
        at: entry.at,
        orderRef: entry.orderRef,
        year: entry.year,
        kind: entry.kind,
        accepted: entry.accepted,
      })),
    });
  }
  return views;
}

export function customerOrderView(order: CustomerOrder): CustomerOrderView {
  return {
    id: order._id,
    orderRef: order.orderRef,
    at: order.createdAt,
    status: order.status,
    quoteStatus: order.quoteStatus,
    totalHalalas: order.totalHalalas,
  };
}
