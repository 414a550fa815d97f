import { sql, type SQL } from 'drizzle-orm';
import { fieldError } from '../errors.js';
import { BUSINESS_TIME_ZONE } from '../lib/business-day.js';

/** The first instant of a business day (`YYYY-MM-DD`, Riyadh), or of a day `plusDays` after it. */
export function businessDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)})`;
}

/** Refuses a range of days whose end comes before its start (400 on `to`). */
export function checkDayRange(from: string | undefined, to: string | undefined): void {
  if (from && to && from > to) {
    throw fieldError('to', 'تاريخ النهاية يجب أن يكون في تاريخ البداية أو بعده');
  }
}
