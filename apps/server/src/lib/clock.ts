/**
 * The one source of "now" for rules that depend on time (code expiry, rate-limit windows, token
 * lifetimes). Timestamps are computed here and passed to SQL, so tests can move time forward
 * instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function secondsBetween(later: Date, earlier: Date): number {
  return Math.max(0, Math.ceil((later.getTime() - earlier.getTime()) / 1000));
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
