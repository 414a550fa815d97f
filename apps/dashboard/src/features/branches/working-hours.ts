import type { components } from '@taseer/api';
import type { MessageKey } from '../../i18n/ar';

/**
 * A branch's working hours (contract: WorkingHours, WorkingPeriod) as the branch form edits them:
 * one row per weekday, Saturday first as Saudi weeks start, each closed or open from one time to
 * another. The API allows two periods a day; the form edits the first and keeps any other as it
 * is, so saving never loses what it does not show.
 */

export type WorkingPeriod = components['schemas']['WorkingPeriod'];

/** Weekdays as the API numbers them (0 Sunday … 6 Saturday), in the order the form lists them. */
export const WEEK = [6, 0, 1, 2, 3, 4, 5] as const;
export type Weekday = (typeof WEEK)[number];

/** What the API gives a new branch: Saturday to Thursday 08:00–22:00, Friday 16:00–22:00. */
export const DEFAULT_WORKING_HOURS: readonly WorkingPeriod[] = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  open: day === 5 ? '16:00' : '08:00',
  close: '22:00',
}));
/** The API's first-quote target for a new branch, in working minutes. */
export const DEFAULT_TARGET_MINUTES = 30;

/** The times a day opens a closed day with, when the user opens it. */
const OPENING = { open: '08:00', close: '22:00' };

export interface DayHours {
  day: Weekday;
  isOpen: boolean;
  /** 'HH:MM'. */
  open: string;
  /** 'HH:MM', or '24:00' for midnight. */
  close: string;
  /** The day's further periods, which the form does not edit but keeps. */
  kept: WorkingPeriod[];
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const byDayThenOpen = (a: WorkingPeriod, b: WorkingPeriod) =>
  a.day - b.day || minutesOf(a.open) - minutesOf(b.open);

/** The periods as the form's seven rows, Saturday first. */
export function daysOf(periods: readonly WorkingPeriod[]): DayHours[] {
  return WEEK.map((day) => {
    const [first, ...kept] = periods
      .filter((period) => period.day === day)
      .sort(byDayThenOpen)
      .map((period) => ({ ...period }));
    return first
      ? { day, isOpen: true, open: first.open, close: first.close, kept }
      : { day, isOpen: false, ...OPENING, kept: [] };
  });
}

/** The rows as the request's periods, Sunday to Saturday; a closed day has none. */
export function periodsOf(days: readonly DayHours[]): WorkingPeriod[] {
  return days
    .flatMap((row) =>
      row.isOpen ? [{ day: row.day, open: row.open, close: row.close }, ...row.kept] : [],
    )
    .sort(byDayThenOpen);
}

/** Whether two sets of periods are the same hours, whatever their order. */
export function sameHours(a: readonly WorkingPeriod[], b: readonly WorkingPeriod[]): boolean {
  const text = (periods: readonly WorkingPeriod[]) =>
    JSON.stringify(
      [...periods].sort(byDayThenOpen).map((period) => [period.day, period.open, period.close]),
    );
  return text(a) === text(b);
}

/** What is wrong with each open day, by weekday: its closing not after its opening. */
export function dayErrors(days: readonly DayHours[]): Partial<Record<Weekday, MessageKey>> {
  const errors: Partial<Record<Weekday, MessageKey>> = {};
  for (const row of days) {
    if (row.isOpen && minutesOf(row.close) <= minutesOf(row.open)) {
      errors[row.day] = 'branchHours.validation.closeAfterOpen';
    }
  }
  return errors;
}

/**
 * The server's refusals of the hours sent (`workingHours.3`, `workingHours.3.close`) under the
 * weekday of that period; one about the hours as a whole (`workingHours`) under `all`.
 */
export function serverDayErrors(
  errors: readonly { field: string; message: string }[],
  sent: readonly WorkingPeriod[],
): { byDay: Partial<Record<Weekday, string>>; all: string | undefined } {
  const byDay: Partial<Record<Weekday, string>> = {};
  let all: string | undefined;
  for (const { field, message } of errors) {
    const match = /^workingHours(?:\.(\d+))?(?:\.|$)/.exec(field);
    if (!match) continue;
    const period = match[1] === undefined ? undefined : sent[Number(match[1])];
    if (period) byDay[period.day as Weekday] ??= message;
    else all ??= message;
  }
  return { byDay, all };
}

/** Every half hour of the day, for the opening and closing boxes ('HH:MM'). */
export function halfHours(): string[] {
  return Array.from({ length: 48 }, (_, i) => {
    const hours = String(Math.floor(i / 2)).padStart(2, '0');
    return `${hours}:${i % 2 === 0 ? '00' : '30'}`;
  });
}

/**
 * The choices of a time box: the half hours (an opening from 00:00, a closing up to midnight,
 * 24:00), plus the day's current time when it falls between them (hours set through the API).
 */
export function timeChoices(kind: 'open' | 'close', current: string): string[] {
  const times = kind === 'open' ? halfHours() : [...halfHours().slice(1), '24:00'];
  if (!times.includes(current)) times.push(current);
  return times.sort((a, b) => minutesOf(a) - minutesOf(b));
}
