import { atomWithStorage } from 'jotai/utils';
import { jsonStorage } from '../../lib/local-storage';

/**
 * The opt-in sound and desktop notification for new orders. The choice is the browser's (a
 * person may want the beep at the shop's counter and not on a phone), kept in localStorage; like
 * everything stored it is forgotten at sign-out, so the next person at a shared computer starts
 * without it.
 */
export const NEW_ORDER_ALERTS_KEY = 'newOrderAlerts';

export const newOrderAlertsAtom = atomWithStorage<boolean>(
  NEW_ORDER_ALERTS_KEY,
  false,
  jsonStorage<boolean>((value): value is boolean => value === true || value === false),
  { getOnInit: true },
);

/** What the browser lets the page do with desktop notifications. */
export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * What to do for new orders: with alerts on, a beep always (the reader chose to hear them), and a
 * desktop notification when the page is out of sight and the browser allows one (in sight, the
 * list and its bar already show them).
 */
export function alertsFor(
  enabled: boolean,
  permission: AlertPermission,
  hidden: boolean,
): { sound: boolean; notification: boolean } {
  return { sound: enabled, notification: enabled && hidden && permission === 'granted' };
}

/** The line under the toggle, when there is something to say: why no notification will show. */
export function permissionNote(
  enabled: boolean,
  permission: AlertPermission,
): 'denied' | 'unsupported' | 'notAsked' | null {
  if (!enabled || permission === 'granted') return null;
  return permission === 'default' ? 'notAsked' : permission;
}

const LAST_ALERT_KEY = 'newOrderAlerts.last';

/**
 * Every open tab hears of a new order; the first to note it alerts, so three tabs do not beep
 * three times (the notifications share their tag besides, and replace each other).
 */
export function firstToAlert(orderId: string, storage: Pick<Storage, 'getItem' | 'setItem'>) {
  try {
    if (storage.getItem(LAST_ALERT_KEY) === orderId) return false;
    storage.setItem(LAST_ALERT_KEY, orderId);
  } catch {
    // Storage unavailable: this tab alerts on its own.
  }
  return true;
}
