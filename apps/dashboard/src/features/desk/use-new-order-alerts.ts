import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { can } from '@taseer/api';
import { useI18n } from '../../i18n/i18n';
import { userAtom } from '../../session/session.atoms';
import { orderChangesAtom } from '../../shared/orders/order-changes';
import { beep } from '../../shared/desk/beep';
import {
  alertPermission,
  alertsFor,
  firstToAlert,
  newOrderAlertsAtom,
} from '../../shared/desk/new-order-alerts';
import { newOrdersKey } from '../../shared/order-lists/new-orders-text';
import { offerPath, OFFERS_PATH } from '../../shared/orders/offer-address';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Beeps and, with the page out of sight, shows a desktop notification when an order arrives, for
 * those who price orders and turned the alerts on (the toggle on /offers). Mounted once with the
 * signed-in frame, so the alert comes whatever page is open. Clicking the notification brings
 * the tab forward on the order's offer (on the list when several arrived at once).
 */
export function useNewOrderAlerts(): void {
  const enabled = useAtomValue(newOrderAlertsAtom);
  const role = useAtomValue(userAtom)?.role;
  const feed = useAtomValue(orderChangesAtom);
  const { t, lang, dir } = useI18n();
  const [, navigate] = useLocation();
  const seen = useRef(feed.arrivals);

  useEffect(() => {
    const arrived = feed.arrivals - seen.current;
    seen.current = feed.arrivals;
    if (arrived <= 0 || !can(role, 'order.price')) return;
    const alerts = alertsFor(enabled, alertPermission(), document.hidden);
    if (!alerts.sound) return;
    const orderId = feed.last?.type === 'order.created' ? feed.last.orderId : undefined;
    const store = storage();
    if (orderId && store && !firstToAlert(orderId, store)) return;
    beep();
    if (!alerts.notification) return;
    try {
      const notification = new Notification(t(newOrdersKey(arrived, lang), { count: arrived }), {
        body: t('queue.alerts.notificationBody'),
        tag: orderId ?? 'new-orders',
        icon: '/favicon.svg',
        lang,
        dir,
      });
      notification.onclick = () => {
        window.focus();
        navigate(orderId && arrived === 1 ? offerPath(orderId, '') : OFFERS_PATH);
        notification.close();
      };
    } catch {
      // Some browsers (Chrome on Android) show notifications only from a service worker: the
      // beep was the alert.
    }
  }, [feed, enabled, role, t, lang, dir, navigate]);
}
