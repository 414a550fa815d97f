/**
 * What the pricing desk's components display: an order's age and claim, its history, and what the
 * company quoted before, as the server answers them (the app maps its API records onto these
 * shapes). Times are ISO strings; money is in integer halalas, computed by the server.
 */
import type { QuoteOptionKind, QuoteStatus } from '../quote/quote-types';

/** How close a pending order is to its first-quote target, as a badge tone. */
export type AgeTone = 'neutral' | 'success' | 'warning' | 'danger';

export interface OrderAge {
  /** Whole minutes since the order was created (never negative). */
  minutes: number;
  /** neutral: no target; success: under half of it used; warning: half or more; danger: late. */
  tone: AgeTone;
  /** True once the first quote's due time has passed. */
  overdue: boolean;
}

/** Who is pricing an order: claimed by a user, or assigned to them by a manager. */
export interface ClaimView {
  userName: string;
  /** The reader is the one pricing it. */
  mine: boolean;
  kind: 'claimed' | 'assigned';
  /** When it was claimed or assigned. */
  at: string;
  /** Who assigned it (for `assigned`). */
  assignedByName?: string | null;
}

export type TimelineEventType =
  | 'order.created'
  | 'order.routed'
  | 'order.claimed'
  | 'order.released'
  | 'order.assigned'
  | 'order.priced'
  | 'order.overdue'
  | 'quote.shared'
  | 'quote.viewed'
  | 'quote.accepted'
  | 'quote.declined'
  | 'quote.expired'
  | 'quote.withdrawn'
  | 'order.canceled'
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.refunded'
  | 'order.fulfilment_changed'
  | 'quote.change_requested'
  | 'quote.expiring'
  | 'quote.new_quote_requested'
  | 'invoice.issued'
  | 'credit_note.issued';

export type TimelineActorKind = 'user' | 'customer' | 'integration' | 'system';

export interface TimelineActor {
  kind: TimelineActorKind;
  /** A user's or integration's name; null when unknown (a deleted user, say). */
  name: string | null;
}

/** One event of an order's history. */
export interface TimelineEventView {
  id: string;
  type: TimelineEventType;
  at: string;
  actor: TimelineActor;
  /** The quote's version (order.priced and quote events; on order.canceled, the one withdrawn). */
  version?: number | null;
  /** order.created: where the order came from. */
  source?: 'dashboard' | 'integration' | null;
  /** order.routed: the branch it was sent to. */
  branchName?: string | null;
  /** order.routed: the section it was sent to. */
  sectionName?: string | null;
  /** order.assigned: who it was assigned to; null when the assignment was removed. */
  assigneeName?: string | null;
  /** order.priced and quote.accepted: the quote's (or the accepted part's) total. */
  totalHalalas?: number | null;
  /** Payment events: the money received, attempted or given back. */
  amountHalalas?: number | null;
  /** order.fulfilment_changed: the handover stage reached. */
  fulfilmentStage?:
    'preparing' | 'ready_for_pickup' | 'out_for_delivery' | 'delivered' | 'returned' | null;
  /** invoice.issued and credit_note.issued: the document's number. */
  documentNumber?: string | null;
}

/** One earlier price of the same part for the same make and model. */
export interface PriceMemoryEntry {
  priceHalalas: number;
  at: string;
  orderRef: string;
  /** The vehicle's model year, when the order gave one. */
  year: number | null;
  /** Which kind of part was quoted at that price, when the quote said. */
  kind?: QuoteOptionKind | null;
  /** The customer accepted the quote with this price. */
  accepted: boolean;
}

/** What the company quoted before for one part on the same make/model (± years). */
export interface PriceMemoryView {
  partName: string;
  /** How many earlier quotes priced it. */
  count: number;
  lastHalalas: number | null;
  lastAt: string | null;
  minHalalas: number | null;
  medianHalalas: number | null;
  maxHalalas: number | null;
  /** The latest few, newest first. */
  recent: PriceMemoryEntry[];
}

export type CustomerOrderStatus = 'pending' | 'completed' | 'canceled';

/** The same statuses as the customer's quote (`QuoteStatusBadge`). */
export type CustomerQuoteStatus = QuoteStatus;

/** One of a customer's earlier orders. */
export interface CustomerOrderView {
  id: string;
  orderRef: string;
  at: string;
  status: CustomerOrderStatus;
  /** Where its latest quote stands; null when it was never quoted. */
  quoteStatus: CustomerQuoteStatus | null;
  totalHalalas: number | null;
}
