import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle (at most one call a second, the last one never lost)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once', () => {
    const run = vi.fn();
    throttle(run, 1000)();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('folds a burst into one trailing call at the end of the interval', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    vi.advanceTimersByTime(100);
    throttled();
    vi.advanceTimersByTime(300);
    throttled();
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(599);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    // Nothing more was asked.
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never runs twice within the interval, however long the burst', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    const times: number[] = [];
    run.mockImplementation(() => times.push(Date.now()));
    for (let i = 0; i < 50; i += 1) {
      throttled();
      vi.advanceTimersByTime(70);
    }
    vi.advanceTimersByTime(1000);
    expect(times.length).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < times.length; i += 1) {
      expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(1000);
    }
    // The last call of the burst (at 3430 ms) was followed by a run.
    expect(times.at(-1)).toBeGreaterThanOrEqual(3430);
  });

  it('runs at once again after a quiet interval', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    vi.advanceTimersByTime(1500);
    throttled();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('drops the waiting call when cancelled', () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
