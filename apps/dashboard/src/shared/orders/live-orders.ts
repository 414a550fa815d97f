import type { OrderChangeFeed } from './order-changes';

/** How often at most an open list or count reads itself again as orders change. */
export const LIVE_REFETCH_MS = 1000;

/** Where a list stands in the feed: what it has taken in, and the new orders it holds back. */
export interface LiveState {
  changes: number;
  arrivals: number;
  /** New orders counted in the "new orders" bar instead of being fetched into the rows. */
  held: number;
}

export function liveStart(feed: Pick<OrderChangeFeed, 'changes' | 'arrivals'>): LiveState {
  return { changes: feed.changes, arrivals: feed.arrivals, held: 0 };
}

/**
 * What a list does with the changes since it last looked. Usually it reads itself again. On a
 * later page of a newest-first list (`holdArrivals`) a new order would push every row down by
 * one under the reader's eyes, so new orders are counted for the bar instead, and once any are
 * held nothing is fetched (the next page-1 read shows them all; any refetch would move the rows
 * just the same). Other changes (a claim, a price) move no rows and are fetched while nothing is
 * held.
 */
export function liveStep(
  state: LiveState,
  feed: Pick<OrderChangeFeed, 'changes' | 'arrivals'>,
  holdArrivals: boolean,
): { state: LiveState; refetch: boolean } {
  const changes = feed.changes - state.changes;
  const arrivals = feed.arrivals - state.arrivals;
  const seen = { changes: feed.changes, arrivals: feed.arrivals };
  if (changes <= 0) {
    return { state: { ...seen, held: holdArrivals ? state.held : 0 }, refetch: false };
  }
  if (!holdArrivals) return { state: { ...seen, held: 0 }, refetch: true };
  const held = state.held + Math.max(arrivals, 0);
  return { state: { ...seen, held }, refetch: held === 0 };
}
