import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { throttle } from '../../lib/throttle';
import { LIVE_REFETCH_MS, liveStart, liveStep } from './live-orders';
import { orderChangesAtom } from './order-changes';

export interface LiveOrders {
  /** New orders held back for the bar (see liveStep); 0 when there are none. */
  held: number;
  /** The reader took the held orders in (went to page 1): the bar goes. */
  release: () => void;
}

/**
 * Reads a list or a count again when the live stream says orders changed, at most once a second
 * (the last change of a burst is always read). With `holdArrivals` new orders are counted for
 * the "new orders" bar instead (a later page of a newest-first list). Only the caller's own
 * query is read again: a modal over the list keeps its queries, and is not remounted.
 */
export function useLiveOrders(
  refetch: () => unknown,
  { holdArrivals = false }: { holdArrivals?: boolean } = {},
): LiveOrders {
  const feed = useAtomValue(orderChangesAtom);
  // What this screen has taken in: the changes before it opened are in its first read.
  const state = useRef(liveStart(feed));
  const [held, setHeld] = useState(0);

  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  }, [refetch]);
  const throttled = useMemo(
    () => throttle(() => void latestRefetch.current(), LIVE_REFETCH_MS),
    [],
  );
  useEffect(() => throttled.cancel, [throttled]);

  useEffect(() => {
    const step = liveStep(state.current, feed, holdArrivals);
    state.current = step.state;
    setHeld(step.state.held);
    if (step.refetch) throttled();
  }, [feed, holdArrivals, throttled]);

  const release = useCallback(() => {
    state.current = { ...state.current, held: 0 };
    setHeld(0);
  }, []);
  return { held, release };
}
