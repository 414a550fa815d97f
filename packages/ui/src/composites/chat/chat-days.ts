import { DEFAULT_TIME_ZONE } from '../../lib/format';
import type { ChatAuthor, ChatMessageView } from './chat-types';

/*
 * How a thread is laid out: by calendar day in Riyadh (the shop's day, the same for every
 * viewer), and within a day in runs of messages from one author, drawn close together.
 */

/** Messages further apart than this start a new run even from the same author. */
export const GROUP_GAP_MINUTES = 5;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `value` in the time zone (Riyadh by default) as `YYYY-MM-DD`. */
export function dayKey(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(value instanceof Date ? value : new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
export function shiftDay(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type DayKind = 'today' | 'yesterday' | 'earlier' | 'later';

/** Whether a `YYYY-MM-DD` day is today, yesterday, before or after, seen from `now` in Riyadh. */
export function dayKind(key: string, now: Date, timeZone: string = DEFAULT_TIME_ZONE): DayKind {
  const today = dayKey(now, timeZone);
  if (key === today) return 'today';
  if (key === shiftDay(today, -1)) return 'yesterday';
  return key < today ? 'earlier' : 'later';
}

export function sameAuthor(a: ChatAuthor, b: ChatAuthor): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== 'staff' || (b.kind === 'staff' && a.name === b.name);
}

type ThreadMessage = Pick<ChatMessageView, 'direction' | 'author' | 'at'>;

export interface ThreadEntry<T extends ThreadMessage> {
  message: T;
  /** The first of a run from one author: it carries the author line and the bubble's tail. */
  startsRun: boolean;
  /** The last of its run: more room follows it. */
  endsRun: boolean;
}

export interface ThreadDay<T extends ThreadMessage> {
  /** `YYYY-MM-DD` in Riyadh. */
  key: string;
  /** The time of the day's first message, for formatting the day. */
  at: string;
  entries: ThreadEntry<T>[];
}

/**
 * Messages (oldest first) by Riyadh day, each marked as starting or ending a run: consecutive
 * messages in one direction from the same author, no more than `gapMinutes` apart.
 */
export function groupThread<T extends ThreadMessage>(
  messages: readonly T[],
  { gapMinutes = GROUP_GAP_MINUTES, timeZone = DEFAULT_TIME_ZONE } = {},
): ThreadDay<T>[] {
  const days: ThreadDay<T>[] = [];
  let previous: T | null = null;
  for (const message of messages) {
    const key = dayKey(message.at, timeZone);
    let day = days[days.length - 1];
    if (!day || day.key !== key) {
      day = { key, at: message.at, entries: [] };
      days.push(day);
      previous = null;
    }
    const continues =
      previous !== null &&
      previous.direction === message.direction &&
      sameAuthor(previous.author, message.author) &&
      Date.parse(message.at) - Date.parse(previous.at) <= gapMinutes * 60_000;
    const last = day.entries[day.entries.length - 1];
    if (last && !continues) last.endsRun = true;
    day.entries.push({ message, startsRun: !continues, endsRun: true });
    if (last && continues) last.endsRun = false;
    previous = message;
  }
  return days;
}
