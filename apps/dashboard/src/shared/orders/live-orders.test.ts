import { describe, expect, it } from 'vitest';
import { liveStart, liveStep } from './live-orders';

const feed = (changes: number, arrivals: number) => ({ changes, arrivals });

describe('a live list facing order changes', () => {
  it('reads itself again on any change when it may move its rows', () => {
    const start = liveStart(feed(4, 1));
    expect(liveStep(start, feed(5, 1), false)).toEqual({
      state: { changes: 5, arrivals: 1, held: 0 },
      refetch: true,
    });
    expect(liveStep(start, feed(6, 3), false).refetch).toBe(true);
  });

  it('does nothing when the feed has not moved', () => {
    const start = liveStart(feed(4, 1));
    expect(liveStep(start, feed(4, 1), true)).toEqual({ state: start, refetch: false });
  });

  it('on a later page of the newest first, counts new orders for the bar without fetching', () => {
    const first = liveStep(liveStart(feed(0, 0)), feed(2, 2), true);
    expect(first).toEqual({ state: { changes: 2, arrivals: 2, held: 2 }, refetch: false });
    const second = liveStep(first.state, feed(3, 3), true);
    expect(second).toEqual({ state: { changes: 3, arrivals: 3, held: 3 }, refetch: false });
  });

  it('fetches a claim or a price there while no new order is held', () => {
    expect(liveStep(liveStart(feed(7, 2)), feed(8, 2), true).refetch).toBe(true);
  });

  it('keeps the rows still once new orders are held, whatever else changes', () => {
    const held = liveStep(liveStart(feed(0, 0)), feed(1, 1), true).state;
    expect(liveStep(held, feed(2, 1), true)).toEqual({
      state: { changes: 2, arrivals: 1, held: 1 },
      refetch: false,
    });
  });

  it('lets the held orders go when the list may move again (back on page 1)', () => {
    const held = liveStep(liveStart(feed(0, 0)), feed(1, 1), true).state;
    expect(liveStep(held, feed(2, 1), false)).toEqual({
      state: { changes: 2, arrivals: 1, held: 0 },
      refetch: true,
    });
  });

  it('forgets the held orders when the reader moves to page 1 before anything else changes', () => {
    const held = liveStep(liveStart(feed(0, 0)), feed(1, 1), true).state;
    expect(liveStep(held, feed(1, 1), false)).toEqual({
      state: { changes: 1, arrivals: 1, held: 0 },
      refetch: false,
    });
  });
});
