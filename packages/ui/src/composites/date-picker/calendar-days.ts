import { LOCALE_TAGS, type UiLocale } from '../../lib/format';

/**
 * Days as the date picker handles them: `YYYY-MM-DD` strings of the Gregorian calendar (the
 * product's calendar, lib/format.ts), with no time and no time zone, so a day is the same day
 * for every reader. Names of months and weekdays come from Intl in the reader's language.
 */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a whole day (month 1–12), or null for anything else. */
export function parseDay(
  value: string | null | undefined,
): { year: number; month: number; day: number } | null {
  const match = DAY.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
}

function toUtc(day: Day): Date {
  const parts = parseDay(day);
  if (!parts) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
}

function fromUtc(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: Day, days: number): Day {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day of another month, or that month's last day when it is shorter (31 → 30). */
export function addMonths(day: Day, months: number): Day {
  const { year, month, day: dayOfMonth } = parseDay(day)!;
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(dayOfMonth, last));
  return fromUtc(first);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  return toUtc(day).getUTCDay();
}

/**
 * The weeks of a day's month, each seven cells from `weekStart` (0 Sunday, as the Saudi work week
 * starts), a day or null where the month has not begun or has ended.
 */
export function monthWeeks(day: Day, weekStart = 0): (Day | null)[][] {
  const { year, month } = parseDay(day)!;
  const first = fromUtc(new Date(Date.UTC(year, month - 1, 1)));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (weekday(first) - weekStart + 7) % 7;
  const cells: (Day | null)[] = Array.from({ length: lead }, () => null);
  for (let n = 0; n < length; n += 1) cells.push(addDays(first, n));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (Day | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The first and last day of the week a day is in. */
export function weekBounds(day: Day, weekStart = 0): [Day, Day] {
  const back = (weekday(day) - weekStart + 7) % 7;
  const start = addDays(day, -back);
  return [start, addDays(start, 6)];
}

/** Whether a day lies outside `min`…`max` (either may be missing). */
export function isOutside(day: Day, min?: Day, max?: Day): boolean {
  return (min !== undefined && day < min) || (max !== undefined && day > max);
}

/** The nearest day within `min`…`max`. */
export function clampDay(day: Day, min?: Day, max?: Day): Day {
  if (min !== undefined && day < min) return min;
  if (max !== undefined && day > max) return max;
  return day;
}

function format(day: Day, locale: UiLocale, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone: 'UTC' }).format(
    toUtc(day),
  );
}

/** «مارس 2025», «March 2025». */
export function monthTitle(day: Day, locale: UiLocale): string {
  return format(day, locale, { month: 'long', year: 'numeric' });
}

/** The chosen day as the app writes dates: «9 مارس 2025», «9 March 2025». */
export function dayText(day: Day, locale: UiLocale): string {
  return format(day, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A day cell's spoken name: «الأحد، 9 مارس 2025». */
export function dayLabel(day: Day, locale: UiLocale): string {
  return format(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** The day of the month as a number in the app's digits. */
export function dayNumber(day: Day, locale: UiLocale): string {
  return format(day, locale, { day: 'numeric' });
}

/** The column heads from `weekStart`: short and long names («أحد»/«الأحد», «Sun»/«Sunday»). */
export function weekdayNames(locale: UiLocale, weekStart = 0): { short: string; long: string }[] {
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays('2023-01-01', (weekStart + i) % 7);
    return {
      short: format(day, locale, { weekday: 'short' }),
      long: format(day, locale, { weekday: 'long' }),
    };
  });
}
