/** The business keeps Saudi hours: an order at 1 a.m. in Riyadh counts for that Riyadh day. */
export const BUSINESS_TIME_ZONE = 'Asia/Riyadh';

/** `YYYY-MM-DD` of an instant on the business's calendar. */
export function businessDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
