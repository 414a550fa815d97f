import { DEFAULT_TIME_ZONE } from '../../lib/format';
import { dayKey, shiftDay } from './chat-days';

/*
 * WhatsApp's customer-service window: for 24 hours after the customer's last message the shop
 * may write freely; after that only approved templates go out.
 */

/** Under this many minutes left, the composer warns that the window is closing. */
export const CLOSING_SOON_MINUTES = 60;

export interface ChatWindowState {
  open: boolean;
  /** When the window closes (open) or closed (closed); null when it never opened. */
  closesAt: Date | null;
  /** Whole minutes left, 0 when closed. */
  minutesLeft: number;
  /** Open, with less than an hour left. */
  closingSoon: boolean;
  /** Open and closing on the same Riyadh day as `now` (else tomorrow). */
  closesToday: boolean;
}

/** Whether free text may be sent at `now`, given the end of the window the API reports. */
export function windowState(
  windowClosesAt: string | null | undefined,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ChatWindowState {
  const time = windowClosesAt ? Date.parse(windowClosesAt) : Number.NaN;
  if (Number.isNaN(time)) {
    return { open: false, closesAt: null, minutesLeft: 0, closingSoon: false, closesToday: false };
  }
  const closesAt = new Date(time);
  const open = time > now.getTime();
  const minutesLeft = open ? Math.floor((time - now.getTime()) / 60_000) : 0;
  const closesToday = open && dayKey(closesAt, timeZone) === dayKey(now, timeZone);
  return {
    open,
    closesAt,
    minutesLeft,
    closingSoon: open && minutesLeft < CLOSING_SOON_MINUTES,
    closesToday,
  };
}

/** True when `value` falls on the Riyadh day after `now`'s. */
export function isTomorrow(value: Date, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return dayKey(value, timeZone) === shiftDay(dayKey(now, timeZone), 1);
}
