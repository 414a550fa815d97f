import type { AgeTone, OrderAge } from './desk-types';

const MINUTE = 60_000;

function time(value: string | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * How long a pending order has waited and how much of its first-quote target that is: under half
 * the time between creation and `dueAt` is success, half up to the due time itself is warning, and
 * any moment past it is danger (overdue). Without a target (or with one that cannot be read) the
 * tone is neutral. A creation time in the future (clocks a little apart) counts as no wait.
 */
export function orderAge(
  createdAt: string | Date,
  dueAt: string | Date | null | undefined,
  now: string | Date,
): OrderAge {
  const created = time(createdAt);
  const current = time(now);
  if (created === null || current === null) return { minutes: 0, tone: 'neutral', overdue: false };
  const waited = Math.max(0, current - created);
  const minutes = Math.floor(waited / MINUTE);
  const due = time(dueAt);
  if (due === null) return { minutes, tone: 'neutral', overdue: false };
  if (current > due) return { minutes, tone: 'danger', overdue: true };
  const target = due - created;
  // A target at (or before) the creation time is used up at once: due now, not yet late.
  const share = target > 0 ? waited / target : 1;
  const tone: AgeTone = share < 0.5 ? 'success' : 'warning';
  return { minutes, tone, overdue: false };
}

/** The parts of an age worth showing: days alone from a day on, hours and minutes below it. */
export function ageParts(minutes: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  const days = Math.floor(whole / (24 * 60));
  if (days >= 1) return { days, hours: 0, minutes: 0 };
  return { days: 0, hours: Math.floor(whole / 60), minutes: whole % 60 };
}
