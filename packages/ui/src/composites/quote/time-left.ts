/**
 * How long a quote stays valid, as the customer reads it at a glance: in days from two days on,
 * else in hours, else in minutes, else less than a minute. Rounded down to the largest whole
 * unit, so it never promises more time than there is. The words are the app's
 * (`QuoteTexts.expiresIn`).
 */
export type TimeLeft =
  { unit: 'days' | 'hours' | 'minutes'; count: number } | { unit: 'lessThanAMinute' };

/** The time left until `validUntil`; null once it has passed. */
export function timeLeft(validUntil: string | Date, now: string | Date): TimeLeft | null {
  const ms = new Date(validUntil).getTime() - new Date(now).getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days >= 2) return { unit: 'days', count: days };
  if (hours >= 1) return { unit: 'hours', count: hours };
  return minutes >= 1 ? { unit: 'minutes', count: minutes } : { unit: 'lessThanAMinute' };
}
