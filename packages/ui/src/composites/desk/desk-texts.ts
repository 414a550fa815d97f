import type { QuoteStatusTexts } from '../quote/quote-texts';
import type { QuoteOptionKind } from '../quote/quote-types';
import type { CustomerOrderStatus, TimelineEventView } from './desk-types';

/*
 * The words of the pricing desk's components. The design system holds none: the app gives them
 * in the reader's language (from its catalogue), and functions receive values already formatted
 * for it (times, money; numbers stay Western digits, lib/format.ts).
 */

/** AgeBadge. */
export interface AgeTexts {
  /** Compact, for the badge: «منذ 2 س 10 د». */
  short: (minutes: number) => string;
  /** Spelled out, for screen readers: «منذ ساعتين و10 دقائق». */
  long: (minutes: number) => string;
  late: string;
  created: (dateTime: string) => string;
  dueBy: (time: string) => string;
  wasDueBy: (time: string) => string;
  noTarget: string;
}

/** ClaimChip. */
export interface ClaimTexts {
  unclaimed: string;
  mine: string;
  with: (name: string) => string;
  assignedTo: (name: string) => string;
  assignedToYou: string;
  claimedBy: (name: string) => string;
  claimedByYou: string;
  /** Who assigned it, when known; null for an assignment with no known author. */
  assignedBy: (assignee: string | null, by: string | null) => string;
}

/** OrderTimeline. */
export interface TimelineTexts {
  list: string;
  loading: string;
  errorTitle: string;
  retry: string;
  empty: string;
  emptyHint: string;
  /** One event as a sentence naming who did what: «استلمه أحمد». */
  sentence: (event: TimelineEventView) => string;
}

/** PriceMemoryPanel. */
export interface PriceMemoryTexts {
  region: (partName: string) => string;
  lastPrice: string;
  use: string;
  useLast: (price: string) => string;
  useFrom: (price: string, orderRef: string) => string;
  min: string;
  median: string;
  max: string;
  count: (count: number) => string;
  showRecent: (count: number) => string;
  hideRecent: string;
  recent: string;
  year: (year: number) => string;
  accepted: string;
  acceptedHint: string;
  never: string;
  loading: string;
  error: string;
  /** The kind of an earlier price's part (original, commercial, used). */
  kind: Record<QuoteOptionKind, string>;
}

/** CustomerHistoryList. */
export interface CustomerHistoryTexts {
  title: string;
  empty: string;
  loading: string;
  error: string;
  status: Record<CustomerOrderStatus, string>;
  /** The badge of an order that was quoted. */
  quoteStatus: QuoteStatusTexts;
}

export interface DeskTexts {
  age: AgeTexts;
  claim: ClaimTexts;
  timeline: TimelineTexts;
  memory: PriceMemoryTexts;
  history: CustomerHistoryTexts;
}
