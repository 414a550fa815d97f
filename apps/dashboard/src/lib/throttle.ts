/**
 * At most one call of `run` per `intervalMs`, and never a burst without a call after its last
 * moment: a call when nothing ran for the interval runs at once; calls inside the interval are
 * folded into one that runs when it ends (trailing), so the last state is always read. The live
 * lists refetch through this when orders change: a busy desk changes an order every few
 * hundred milliseconds, and one request a second shows them all without a request each.
 */
export interface Throttled {
  (): void;
  /** Drops a trailing call still waiting (the screen went away). */
  cancel: () => void;
}

export interface ThrottleClock {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const browserClock: ThrottleClock = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export function throttle(
  run: () => void,
  intervalMs: number,
  clock: ThrottleClock = browserClock,
): Throttled {
  // -Infinity: the first call runs at once.
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;

  const fire = () => {
    timer = null;
    lastRun = clock.now();
    run();
  };

  const throttled = () => {
    if (timer !== null) return;
    const wait = lastRun + intervalMs - clock.now();
    if (wait <= 0) fire();
    else timer = clock.setTimer(fire, wait);
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimer(timer);
    timer = null;
  };
  return throttled;
}
