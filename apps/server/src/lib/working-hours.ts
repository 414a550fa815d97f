import type { WorkingHours } from '../db/schema.js';
import type { FieldError } from '../errors.js';

/**
 * Branch working hours and the first quote's due time. Riyadh keeps UTC+3 all year (no daylight
 * saving), so a fixed offset turns wall-clock hours into instants without a time-zone database.
 */
const RIYADH_OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

function minutesOf(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * What is wrong with a set of periods beyond what the contract's schema checks: a close not after
 * its open, or two periods of a day overlapping. Field paths are `workingHours.N`.
 */
export function workingHoursErrors(hours: WorkingHours): FieldError[] {
  const errors: FieldError[] = [];
  hours.forEach((period, index) => {
    if (minutesOf(period.close) <= minutesOf(period.open)) {
      errors.push({
        field: `workingHours.${index}`,
        message: `وقت الإغلاق يجب أن يكون بعد وقت الفتح (الفترة رقم ${index + 1})`,
      });
    }
  });
  const byDay = [...hours.entries()].sort(
    ([, a], [, b]) => a.day - b.day || minutesOf(a.open) - minutesOf(b.open),
  );
  for (let i = 1; i < byDay.length; i += 1) {
    const [, before] = byDay[i - 1]!;
    const [index, period] = byDay[i]!;
    if (period.day === before.day && minutesOf(period.open) < minutesOf(before.close)) {
      errors.push({
        field: `workingHours.${index}`,
        message: `الفترة رقم ${index + 1} تتداخل مع فترة أخرى في اليوم نفسه`,
      });
    }
  }
  return errors;
}

/**
 * When a first quote is due: `targetMinutes` of working time after `arrivedAt`. An order that
 * arrives while the branch is closed starts counting when it opens. Null when the branch never
 * opens.
 */
export function firstQuoteDue(
  arrivedAt: Date,
  hours: WorkingHours,
  targetMinutes: number,
): Date | null {
  if (hours.length === 0) return null;
  const local = arrivedAt.getTime() + RIYADH_OFFSET_MS;
  let dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  let left = targetMinutes * MINUTE_MS;
  // A target is at most a day of minutes; two weeks of days always has enough open time.
  for (let day = 0; day < 15; day += 1, dayStart += DAY_MS) {
    const weekday = new Date(dayStart).getUTCDay();
    const periods = hours
      .filter((period) => period.day === weekday)
      .map((period) => [
        dayStart + minutesOf(period.open) * MINUTE_MS,
        dayStart + minutesOf(period.close) * MINUTE_MS,
      ])
      .sort(([a = 0], [b = 0]) => a - b);
    for (const [open = 0, close = 0] of periods) {
      const from = Math.max(open, local);
      if (from >= close) continue;
      if (close - from >= left) return new Date(from + left - RIYADH_OFFSET_MS);
      left -= close - from;
    }
  }
  return null;
}
