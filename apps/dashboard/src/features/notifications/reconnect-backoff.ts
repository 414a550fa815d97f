/**
 * When to try the live stream again after it broke: 1 s, 2 s, 4 s … doubling up to 30 s, each
 * drawn between half and all of that step so that many tabs cut off by one server restart do
 * not all come back in the same instant.
 */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;

/** `attempt` counts failures since the stream last stayed up (0 for the first); `random` ∈ [0, 1). */
export function reconnectDelayMs(attempt: number, random: number): number {
  const step = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, Math.floor(attempt)));
  const share = 0.5 + 0.5 * Math.min(1, Math.max(0, random));
  return Math.round(step * share);
}
